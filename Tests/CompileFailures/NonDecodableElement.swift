// expected-error: generic struct 'Resilient' requires that 'Handle' conform to 'Decodable'
import ResilientCodableCore

struct Handle {}

struct Model: Decodable {
  @Resilient var handles: [Handle]
}

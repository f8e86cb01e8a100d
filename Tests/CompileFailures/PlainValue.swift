// expected-error: conformance of 'Int' to 'ResilientlyDecodable' is unavailable: @Resilient recovers optionals, collections and resilient enums; make it `Int?`
import ResilientCodableCore

struct Model: Decodable {
  @Resilient var count: Int
}

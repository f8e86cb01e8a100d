// expected-error: generic struct 'Resilient' requires that 'Author' conform to 'ResilientlyDecodable'
import ResilientCodableCore

struct Author: Decodable {
  var login: String
}

struct Model: Decodable {
  @Resilient var author: Author
}

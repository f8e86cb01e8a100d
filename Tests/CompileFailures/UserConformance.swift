// expected-error: unavailable static method '_decodeResilient(from:forKey:context:)' was used to satisfy a requirement of protocol 'ResilientlyDecodable': conform enums to ResilientRawRepresentable; wrap models in an optional or collection
import ResilientCodableCore

struct Author: Decodable {
  var login: String
}

extension Author: ResilientlyDecodable {}

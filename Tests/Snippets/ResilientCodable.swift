import Foundation

// The context of the ResilientCodable module's overview.

struct Label: Decodable {
  var name: String
}

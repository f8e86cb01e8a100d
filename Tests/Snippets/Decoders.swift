import Foundation
import ResilientCodable

// The context of "Decoders": the payloads and the model the prose names.

let data = Data()
let yaml = ""

struct Settings: Decodable {
  @Resilient var theme: String?
}

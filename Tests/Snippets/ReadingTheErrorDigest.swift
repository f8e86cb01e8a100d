import Foundation
import Logging
import ResilientCodable

// The context of "Reading the error digest": the payload, the app's logger, the models the
// prose names, and an entry of the example's digest.

let data = Data(#"{"nodes": []}"#.utf8)
let logger = Logger(label: "app")
var decoder: JSONDecoder { JSONDecoder() }

struct Settings: Decodable {
  @Resilient var theme: String?
}

var entry: ErrorDigest.Entry { fatalError("an entry of the example's digest") }

enum State: String, ResilientRawRepresentable {
  case open, closed, unknown
  static var decodingFallback: Self { .unknown }
}

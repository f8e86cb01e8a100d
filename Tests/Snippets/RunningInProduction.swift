import Foundation
import Logging
import ResilientCodable
import ResilientCodableLogging

// The context of "Running in production": the app's payloads, models, logger and screens, and
// what the earlier snippets made.

let data = Data(#"{"nodes": []}"#.utf8)
let yaml = ""
let logger = Logger(label: "app")
var decoder: JSONDecoder { JSONDecoder() }
var digest: ErrorDigest? { nil }
let decodingLogger = ResilientDecodingLogger(logger: Logger(label: "api.decoding"))

struct Label: Codable {
  var name: String
}

struct Page: Decodable {
  @Resilient var nodes: [Label]
}

struct Settings: Decodable {
  @Resilient var theme: String?
}

struct SearchResponse: Decodable {
  @Resilient var nodes: [Label]
}

/// A recorded payload of the tests' bundle.
func fixture(named name: String) -> Data { Data() }

/// The app's screens.
func show(_ page: Page) {}
func showError() {}

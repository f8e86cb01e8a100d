import Foundation
import Logging
import ResilientCodable

// The context of the ResilientCodableCore overview: the app's payload, models and logger.

/// The payload.
let data = Data(#"{"nodes": []}"#.utf8)

/// The app's logger.
let logger = Logger(label: "app")

struct Label: Decodable {
  var name: String
}

enum PullRequestState: String, ResilientRawRepresentable {
  case open, closed, merged, unknown
  static var decodingFallback: Self { .unknown }
}

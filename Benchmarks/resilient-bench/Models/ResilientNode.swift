import Foundation
import ResilientCodableCore

/// The same pull request as ``PlainNode``, with `@Resilient` on every optional, collection and
/// enum property.
struct ResilientNode: Decodable {
  /// Where the pull request stands, with a fallback for states added since the app was built.
  enum State: String, ResilientRawRepresentable {
    case open = "OPEN"
    case closed = "CLOSED"
    case merged = "MERGED"
    case unknown = "UNKNOWN"

    static var decodingFallback: Self { .unknown }
  }

  /// The user who opened the pull request.
  struct Author: Decodable {
    var login: String
    var id: Int
    var url: URL
    @Resilient var name: String?
  }

  /// A label attached to the pull request.
  struct Label: Decodable {
    var id: Int
    var name: String
    var color: String
    @Resilient var description: String?
  }

  var id: String
  var number: Int
  var title: String
  @Resilient var body: String?
  @Resilient var state: State
  var isDraft: Bool
  var additions: Int
  var deletions: Int
  var score: Double
  var createdAt: Date
  @Resilient var closedAt: Date?
  var url: URL
  @Resilient var author: Author?
  @Resilient var labels: [Label]
  @Resilient var reactions: [String: Int]
}

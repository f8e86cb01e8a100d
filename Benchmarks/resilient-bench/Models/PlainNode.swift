import Foundation

/// A pull request of the search response, decoded by synthesized `Codable` only: the floor that
/// every other scenario is measured against.
struct PlainNode: Decodable {
  /// Where the pull request stands.
  enum State: String, Decodable {
    case open = "OPEN"
    case closed = "CLOSED"
    case merged = "MERGED"
  }

  /// The user who opened the pull request.
  struct Author: Decodable {
    var login: String
    var id: Int
    var url: URL
    var name: String?
  }

  /// A label attached to the pull request.
  struct Label: Decodable {
    var id: Int
    var name: String
    var color: String
    var description: String?
  }

  var id: String
  var number: Int
  var title: String
  var body: String?
  var state: State
  var isDraft: Bool
  var additions: Int
  var deletions: Int
  var score: Double
  var createdAt: Date
  var closedAt: Date?
  var url: URL
  var author: Author?
  var labels: [Label]
  var reactions: [String: Int]
}

import Foundation
import ResilientCodable

/// ``SafeDecodingNode`` whose models keep the payload's members that they do not read, and
/// write them back when encoded: what `preservingUnknownKeys` costs on a payload that has drifted.
@SafeDecoding(preservingUnknownKeys: true)
struct KeepingNode: Codable {
  /// Where the pull request stands, with a fallback for states added since the app was built.
  enum State: String, Codable, ResilientRawRepresentable {
    case open = "OPEN"
    case closed = "CLOSED"
    case merged = "MERGED"
    case unknown = "UNKNOWN"

    static var decodingFallback: Self { .unknown }
  }

  /// The user who opened the pull request.
  @SafeDecoding(preservingUnknownKeys: true)
  struct Author: Codable {
    let login: String
    let id: Int
    let url: URL
    let name: String?
  }

  /// A label attached to the pull request.
  @SafeDecoding(preservingUnknownKeys: true)
  struct Label: Codable {
    let id: Int
    let name: String
    let color: String
    let description: String?
  }

  let id: String
  let number: Int
  let title: String
  let body: String?
  let state: State
  let isDraft: Bool
  let additions: Int
  let deletions: Int
  let score: Double
  let createdAt: Date
  let closedAt: Date?
  let url: URL
  let author: Author?
  let labels: [Label]
  let reactions: [String: Int]
}

import Foundation
import ResilientCodableCore

/// The same pull request as ``PlainNode``, with `Failable` on every element of its collections,
/// as apps write it when they want each element's outcome: `[Failable<Label>]` and
/// `[String: Failable<Int>]`, inside a `[Failable<FailableNode>]`.
struct FailableNode: Decodable {
  var id: String
  var number: Int
  var title: String
  var body: String?
  var state: PlainNode.State
  var isDraft: Bool
  var additions: Int
  var deletions: Int
  var score: Double
  var createdAt: Date
  var closedAt: Date?
  var url: URL
  var author: PlainNode.Author?
  var labels: [Failable<PlainNode.Label>]
  var reactions: [String: Failable<Int>]
}

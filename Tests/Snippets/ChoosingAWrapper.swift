import Foundation
import ResilientCodable

// The context of "Choosing a wrapper": the models the prose names, and what earlier snippets
// decoded.

let data = Data("[]".utf8)
var decoder: JSONDecoder { JSONDecoder() }

struct Label: Decodable {
  var name: String
}

struct Node: Decodable {
  var id: Int
}

struct PullRequest: Decodable {
  @Resilient var labels: [Label]
  @Resilient var reactions: [String: Int]
}

var pullRequest: PullRequest { fatalError("decoded by an earlier snippet") }

struct Status: Decodable {
  var name: String
}

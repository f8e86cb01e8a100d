import Foundation
import Logging

// The context of "Getting Started": the payload, the app's logger, the models the prose names,
// and what the earlier snippets decoded.

let data = Data(#"{"nodes": []}"#.utf8)
let logger = Logger(label: "app")

struct Author: Decodable {
  var login: String
}

struct Label: Decodable {
  var name: String
}

var decoder: JSONDecoder { JSONDecoder() }
var response: SearchResponse { fatalError("decoded by an earlier snippet") }
var pullRequest: PullRequest { fatalError("picked by an earlier snippet") }

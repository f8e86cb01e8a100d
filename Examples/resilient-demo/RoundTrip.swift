import Foundation
import ResilientCodable

/// What the demo prints about encoding the decoded payload back: a novel state is written as
/// the server sent it, and with preservation on the dropped nodes are written back in place.
///
/// ```
/// Round trip:
///   #4742 decoded its novel state "MERGE_QUEUED" as UNKNOWN and encodes it back as "MERGE_QUEUED"
///   with preservation on, the page encodes back with all 50 nodes, the 2 dropped ones in place
/// ```
struct RoundTrip {
  /// The first pull request whose state was novel, the novel raw value, and the state it
  /// encodes back with.
  var novelState: (pullRequest: PullRequest, novelValue: String, encoded: String)?

  /// The nodes of the payload, and of the page decoded with preservation on and encoded back.
  var nodeCounts: (payload: Int, decoded: Int, encoded: Int)

  /// Encodes `search` back, and decodes `payload` again with preservation on to encode it back.
  ///
  /// - Parameters:
  ///   - search: The page decoded from `payload`.
  ///   - payload: The search response.
  /// - Throws: What decoding or encoding throws.
  init(search: PullRequestSearch, payload: Data) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    if let pullRequest = search.nodes.first(where: { $0.$state.novelValue != nil }),
      let novelValue = pullRequest.$state.novelValue
    {
      let object = try JSONSerialization.jsonObject(with: encoder.encode(pullRequest))
      let encoded = (object as? [String: Any])?["state"] as? String ?? "?"
      novelState = (pullRequest, novelValue, encoded)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    let preserved = try decoder.decode(SearchResponse.self, from: payload)
    let object = try JSONSerialization.jsonObject(with: encoder.encode(preserved))
    let data = (object as? [String: Any])?["data"] as? [String: Any]
    let nodes = (data?["search"] as? [String: Any])?["nodes"] as? [Any]
    nodeCounts = (
      search.$nodes.results.count, preserved.data.search.nodes.count, nodes?.count ?? 0
    )
  }
}

// MARK: - RoundTrip + CustomStringConvertible

extension RoundTrip: CustomStringConvertible {
  var description: String {
    var lines = ["Round trip:"]
    if let (pullRequest, novelValue, encoded) = novelState {
      lines.append(
        "  #\(pullRequest.number) decoded its novel state \"\(novelValue)\" as "
          + "\(pullRequest.state.rawValue) and encodes it back as \"\(encoded)\"")
    }
    let dropped = nodeCounts.payload - nodeCounts.decoded
    lines.append(
      "  with preservation on, the page encodes back with \(nodeCounts.encoded) of "
        + "\(nodeCounts.payload) nodes, the \(dropped) dropped ones in place")
    return lines.joined(separator: "\n")
  }
}

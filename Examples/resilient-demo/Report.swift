import ResilientCodable

/// What the demo prints about one decoded payload: the pull requests it kept, the digest of the
/// errors it recovered from, and a one-line summary.
///
/// ```
/// Kept pull requests (first 10 of 48):
///   #4724  MERGED   Fix crash when the feed is refreshed during a…  2 labels
///   …
///
/// Recovered errors and unknown keys:
/// data
///   search
///     nodes
///       Index 12
///         createdAt
///           - Expected `Date` but found null instead (dropped data.search.nodes[12])
///
/// 48 of 50 nodes decoded: 4 errors recovered, 1 unknown novel value, 3 unknown keys
/// ```
struct Report {
  /// The pull requests that decoded, in payload order.
  var pullRequests: [PullRequest]

  /// How many nodes the payload held, including the dropped ones.
  var nodeCount: Int

  /// The errors that decoding recovered from, or `nil` if there were none.
  var digest: ErrorDigest?

  /// How many pull requests the table lists before summing up the rest.
  var rowLimit = 10

  /// The widest a title gets in the table, ellipsis included.
  var titleWidth = 46

  /// Creates the report of a decoded search page.
  ///
  /// - Parameters:
  ///   - search: The decoded page.
  ///   - digest: The digest that decoding returned.
  init(search: PullRequestSearch, digest: ErrorDigest?) {
    pullRequests = search.nodes
    // The outcome of every node of the payload, the dropped ones included.
    nodeCount = search.$nodes.results.count
    self.digest = digest
  }

  /// The one-line summary, such as `48 of 50 nodes decoded: 4 errors recovered, 1 unknown novel
  /// value, 3 unknown keys`: a novel enum value is a case the server added, and an unknown key a
  /// field it added, not errors.
  var summary: String {
    let entries = digest?.entries ?? []
    let errorCount = digest?.errors.count ?? 0
    let novelCount = entries.count { $0.category == .unknownNovelValue }
    let keyCount = entries.count { $0.category == .unknownKey }
    let nodes = nodeCount == 1 ? "node" : "nodes"
    let errors = errorCount == 1 ? "error" : "errors"
    let novelValues = novelCount == 1 ? "value" : "values"
    let keys = keyCount == 1 ? "key" : "keys"
    return "\(pullRequests.count) of \(nodeCount) \(nodes) decoded: "
      + "\(errorCount) \(errors) recovered, \(novelCount) unknown novel \(novelValues), "
      + "\(keyCount) unknown \(keys)"
  }

  /// The table of kept pull requests, one line each, under a heading.
  var table: [String] {
    guard !pullRequests.isEmpty else { return ["Kept pull requests: none"] }
    let shown = pullRequests.prefix(rowLimit)
    let heading =
      shown.count < pullRequests.count
      ? "Kept pull requests (first \(shown.count) of \(pullRequests.count)):"
      : "Kept pull requests (\(pullRequests.count)):"
    let numberWidth = shown.map { "#\($0.number)".count }.max() ?? 0
    let stateWidth = shown.map(\.state.rawValue.count).max() ?? 0
    var lines = [heading]
    for pullRequest in shown {
      var columns = [
        "#\(pullRequest.number)".padded(to: numberWidth),
        pullRequest.state.rawValue.padded(to: stateWidth),
        pullRequest.title.truncated(to: titleWidth).padded(to: titleWidth),
        (pullRequest.labels.count == 1 ? "1 label" : "\(pullRequest.labels.count) labels")
          .padded(to: 8),
      ]
      let recovered = pullRequest.recoveredProperties
      if !recovered.isEmpty {
        columns.append("recovered: \(recovered.joined(separator: ", "))")
      }
      lines.append(("  " + columns.joined(separator: "  ")).droppingTrailingSpaces())
    }
    if shown.count < pullRequests.count {
      lines.append("  … and \(pullRequests.count - shown.count) more")
    }
    return lines
  }

  /// The digest as a tree of coding paths, each error with what recovering from it cost and each
  /// key that no model reads, under a heading.
  var recoveredErrors: [String] {
    guard let digest else { return ["Recovered errors and unknown keys: none"] }
    return ["Recovered errors and unknown keys:", "\(digest)"]
  }
}

// MARK: - Report + CustomStringConvertible

extension Report: CustomStringConvertible {
  var description: String { body + "\n\n" + summary }

  /// The table and the digest, without the summary.
  var body: String { (table + [""] + recoveredErrors).joined(separator: "\n") }
}

// MARK: - String + Columns

extension String {
  /// The string followed by spaces up to `width` characters.
  fileprivate func padded(to width: Int) -> String {
    count < width ? self + String(repeating: " ", count: width - count) : self
  }

  /// The string cut to at most `width` characters, ending in an ellipsis when it was cut.
  fileprivate func truncated(to width: Int) -> String {
    guard count > width else { return self }
    return String(prefix(width - 1)).droppingTrailingSpaces() + "…"
  }

  /// The string without the spaces it ends with.
  fileprivate func droppingTrailingSpaces() -> String {
    guard let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[...last])
  }
}

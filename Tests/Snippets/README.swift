import Foundation

// What the README's snippets assume beyond their own lines: the payload they decode, and the
// page model of "Running in production".

/// The pull-request search of the example: a novel state, a bad label and a `null` where a date
/// is required.
let data = Data(
  #"""
  {"nodes": [
    {"number": 1, "title": "Fix", "closedAt": "2026-11-01T10:00:00Z", "state": "MERGED",
     "mergedAt": "2026-11-01T10:00:00Z", "labels": [{"name": "bug"}]},
    {"number": 2, "title": "Queue", "closedAt": "2026-11-02T10:00:00Z", "state": "QUEUED",
     "labels": []},
    {"number": 3, "title": "Docs", "closedAt": "2026-11-03T10:00:00Z", "state": "CLOSED",
     "labels": [{"name": "docs"}, {"name": 7}]},
    {"number": 4, "title": "Draft", "closedAt": null, "state": "OPEN", "labels": []}
  ]}
  """#.utf8)

/// A page of nodes.
struct Page: Decodable {
  var nodes: [String]
}

import Foundation

/// A generated pull-request search response, with what decoding it must find.
struct Payload {
  /// The JSON bytes.
  let data: Data
  /// The number of nodes in `nodes`.
  let nodeCount: Int
  /// The corruption of each dirty node, in document order; empty for a clean payload.
  let corruptions: [Corruption]

  /// Whether any node is corrupt.
  var isDirty: Bool { !corruptions.isEmpty }

  /// The number of nodes that a `@Resilient` model must drop.
  var resilientDroppedNodeCount: Int { corruptions.count { $0.dropsResilientNode } }

  /// The size in megabytes (10⁶ bytes).
  var megabytes: Double { Double(data.count) / 1_000_000 }
}

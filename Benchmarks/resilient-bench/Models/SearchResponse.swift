import ResilientCodable

/// A decoded search response of any scenario, which says how many of its nodes decoded.
protocol SearchResponse: Decodable {
  /// The nodes that decoded.
  var decodedNodeCount: Int { get }
  /// The nodes that were dropped or kept as errors.
  var failedNodeCount: Int { get }
}

// MARK: - PlainSearchResponse

/// The search response of the plain scenario: any bad node fails the whole decode.
struct PlainSearchResponse: SearchResponse {
  var totalCount: Int
  var nodes: [PlainNode]

  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { 0 }
}

// MARK: - ResilientSearchResponse

/// The search response of the `@Resilient` scenarios: a node whose required fields are bad is
/// dropped and reported.
struct ResilientSearchResponse: SearchResponse {
  var totalCount: Int
  @Resilient var nodes: [ResilientNode]

  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { $nodes.errors.count }
}

// MARK: - FailableSearchResponse

/// The search response of the `Failable` scenarios: every node keeps its position, as a plain
/// node or the error that decoding it threw.
struct FailableSearchResponse: SearchResponse {
  var totalCount: Int
  var nodes: [Failable<PlainNode>]

  var decodedNodeCount: Int { nodes.count { $0.error == nil } }
  var failedNodeCount: Int { nodes.count { $0.error != nil } }
}

// MARK: - FailableEverywhereSearchResponse

/// The search response of the `Failable`-everywhere scenarios: `Failable` on the nodes and on
/// every collection inside them.
struct FailableEverywhereSearchResponse: SearchResponse {
  var totalCount: Int
  var nodes: [Failable<FailableNode>]

  var decodedNodeCount: Int { nodes.count { $0.error == nil } }
  var failedNodeCount: Int { nodes.count { $0.error != nil } }
}

// MARK: - SafeDecodingSearchResponse

/// The search response of the `@SafeDecoding` scenarios: a node whose required fields are bad is
/// dropped and reported, as in the `@Resilient` scenarios.
@SafeDecoding
struct SafeDecodingSearchResponse {
  let totalCount: Int
  let nodes: [SafeDecodingNode]
}

extension SafeDecodingSearchResponse: SearchResponse {
  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { totalCount - nodes.count }
}

// MARK: - KeepingSearchResponse

/// The search response of the scenarios that keep unknown keys: ``SafeDecodingSearchResponse``
/// whose every model keeps the members it does not read, to write them back.
@SafeDecoding(preservingUnknownKeys: true)
struct KeepingSearchResponse: Codable {
  let totalCount: Int
  let nodes: [KeepingNode]
}

extension KeepingSearchResponse: SearchResponse {
  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { totalCount - nodes.count }
}

// MARK: - StrategySearchResponse

/// The search response of the strategy scenarios: `@SafeDecoding` nodes whose dates and counts
/// are read by strategies.
@SafeDecoding
struct StrategySearchResponse {
  let totalCount: Int
  let nodes: [StrategyNode]
}

extension StrategySearchResponse: SearchResponse {
  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { totalCount - nodes.count }
}

// MARK: - ConcurrentSearchResponse

/// The search response of the concurrent scenarios.
///
/// The response is decoded with its nodes emptied, and the nodes on their own. It holds the
/// nodes, as the other responses do, so that freeing them is not part of the decode.
struct ConcurrentSearchResponse: SearchResponse {
  var response: ResilientSearchResponse
  var nodes: [ResilientNode]

  var decodedNodeCount: Int { nodes.count }
  var failedNodeCount: Int { response.totalCount - nodes.count }
}

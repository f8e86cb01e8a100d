import Foundation
@_spi(Benchmarking) import ResilientCodableCore

/// One way of decoding a payload, timed against the others.
struct Scenario {
  /// The model a scenario decodes into.
  enum Model {
    /// ``PlainSearchResponse``: synthesized `Codable` only.
    case plain
    /// ``ResilientSearchResponse``: `@Resilient` on every optional, collection and enum.
    case resilient
    /// ``FailableSearchResponse``: `[Failable<PlainNode>]`.
    case failable
    /// ``FailableEverywhereSearchResponse``: `Failable` on the nodes and on every collection
    /// inside them.
    case failableEverywhere
    /// ``SafeDecodingSearchResponse``: `@SafeDecoding` on every model, `let` properties.
    case safeDecoding
    /// `@SafeDecoding` nodes whose dates and counts are read by strategies.
    case strategies
    /// ``KeepingSearchResponse``: ``safeDecoding`` with `preservingUnknownKeys: true` on every
    /// model.
    case keepingUnknownKeys
  }

  /// How a scenario decodes the response's nodes.
  enum Decoding {
    /// With the response, by one `JSONDecoder` call.
    case whole
    /// Concurrently, with `decodeResilientConcurrently(_:elements:at:from:)`.
    case concurrent
    /// In the same chunks, one after the other on one thread: what chunking costs.
    case inChunks
    /// With the response, by ResilientCodable's own JSON reader.
    case throughReader
  }

  /// The payload a scenario decodes.
  enum Input {
    case clean
    case dirty
    /// The clean payload with members that no model reads.
    case drifted
  }

  /// The number in the list of scenarios, such as `5b`.
  let number: String
  /// The name to select it with on the command line, such as `resilient-dirty-reporter`.
  let name: String
  /// A short description for the table.
  let title: String
  let model: Model
  let input: Input
  /// Whether a ``ResilientDecodingErrorReporter`` is installed in the decoder.
  var hasReporter = false
  /// Whether the decoder runs in strict mode.
  var isStrict = false
  /// The scenario that this one is a variant of (the same model on clean data, or without
  /// strict mode), for the `× base` column.
  var base: String?
  /// The same scenario without a reporter, for the `× no reporter` column.
  var withoutReporter: String?
  /// Whether the decode reports the keys that no model reads, through
  /// `decode(_:from:reportResilientDecodingErrors:)`.
  var findsUnknownKeys = false
  /// How the nodes are decoded; only the `@Resilient` model decodes otherwise than whole.
  var decoding = Decoding.whole

  /// Makes the function that decodes a payload in this scenario, with its own decoder.
  func makeDecode() -> (Data) throws -> DecodeOutcome {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    if isStrict { decoder.userInfo.resilientDecodingOptions.isStrict = true }
    let reporter = hasReporter ? ResilientDecodingErrorReporter() : nil
    decoder.userInfo.resilientDecodingOptions.reporter = reporter
    let type: any SearchResponse.Type =
      switch model {
      case .plain: PlainSearchResponse.self
      case .resilient: ResilientSearchResponse.self
      case .failable: FailableSearchResponse.self
      case .failableEverywhere: FailableEverywhereSearchResponse.self
      case .safeDecoding: SafeDecodingSearchResponse.self
      case .strategies: StrategySearchResponse.self
      case .keepingUnknownKeys: KeepingSearchResponse.self
      }
    if decoding == .throughReader {
      return { data in
        let response = try decoder.decodeThroughReader(type, from: data)
        let reportedErrorCount = reporter?.flushReportedErrors()?.recoveryCount ?? 0
        return DecodeOutcome(response: response, reportedErrorCount: reportedErrorCount)
      }
    }
    if decoding != .whole {
      let isConcurrent = decoding == .concurrent
      return { data in
        let (response, nodes, digest) =
          isConcurrent
          ? try decoder.decodeResilientConcurrently(
            ResilientSearchResponse.self, elements: [ResilientNode].self, at: "/nodes", from: data)
          : try decoder.decodeResilientInChunks(
            ResilientSearchResponse.self, elements: [ResilientNode].self, at: "/nodes", from: data)
        return DecodeOutcome(
          response: ConcurrentSearchResponse(response: response, nodes: nodes),
          reportedErrorCount: digest?.recoveryCount ?? 0)
      }
    }
    if findsUnknownKeys {
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
      return { data in
        let (response, digest) = try decoder.decode(
          type, from: data, reportResilientDecodingErrors: true)
        return DecodeOutcome(response: response, reportedErrorCount: digest?.entries.count ?? 0)
      }
    }
    return { data in
      let response = try decoder.decode(type, from: data)
      // Entries and those counted past the digest's limit: every recovery, at any size.
      let reportedErrorCount = reporter?.flushReportedErrors()?.recoveryCount ?? 0
      return DecodeOutcome(response: response, reportedErrorCount: reportedErrorCount)
    }
  }

  /// What decoding `payload` must find.
  func expectedCounts(for payload: Payload) -> DecodeCounts {
    let failed: Int =
      switch (input, model) {
      case (.clean, _), (.drifted, _), (.dirty, .plain): 0
      case (.dirty, .resilient), (.dirty, .safeDecoding), (.dirty, .strategies),
        (.dirty, .keepingUnknownKeys):
        payload.resilientDroppedNodeCount
      case (.dirty, .failable): payload.corruptions.count
      case (.dirty, .failableEverywhere): payload.corruptions.count { !$0.isInsideACollection }
      }
    return DecodeCounts(
      decodedNodes: payload.nodeCount - failed,
      failedNodes: failed,
      reportedErrors: hasReporter ? payload.corruptions.count : 0)
  }
}

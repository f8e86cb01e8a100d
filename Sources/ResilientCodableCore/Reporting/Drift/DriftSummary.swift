public import Foundation

/// How the payloads of many decodes drifted, model by model: what a ``DriftReport`` has
/// recorded, to encode as a stable JSON file, to merge with another process's, and to compare
/// with a baseline in CI.
///
/// ```swift
/// let summary = report.summary
/// try summary.jsonData().write(to: url)  // sorted, diffable
/// try summary.checkNoNewDrift(since: baseline)  // throws, listing what is new
/// ```
public struct DriftSummary: Codable, Sendable, Equatable {
  /// One kind of drift of one model: where it happens, of what category, recovered how.
  public struct Drift: Codable, Sendable, Equatable {
    /// The model's name, as the report was given it.
    public var model: String
    /// Where, every index and dictionary key as `*`: `/items/*/state`.
    public var pointer: String
    /// The category's name: `typeMismatch`, `unknownNovelValue`, `unknownKey`.
    public var category: String
    /// The action's name: `droppedElement`, `usedFallback`, `foundUnknownKey`.
    public var action: String
    /// How many times it happened.
    public var count: Int
    /// In how many decodes of the model it happened.
    public var decodeCount: Int
    /// When it was first seen.
    public var firstSeen: Date
    /// When it was last seen.
    public var lastSeen: Date
    /// The message of one occurrence, which quotes no payload value unless the decode revealed
    /// them; `nil` when every occurrence was counted past a digest's entry limit.
    public var example: String?

    /// What makes two drifts the same, across decodes and processes.
    var identity: [String] { [model, pointer, category, action] }

    /// The drift in one line: `Issue /items/*/state unknownNovelValue usedFallback`.
    public var line: String { identity.joined(separator: " ") }
  }

  /// How many decodes of each model were recorded, with drift or without.
  public var decodeCounts: [String: Int]
  /// Every kind of drift, sorted by model, pointer, category and action.
  public var drifts: [Drift]

  /// Creates a summary; empty by default.
  public init(decodeCounts: [String: Int] = [:], drifts: [Drift] = []) {
    self.decodeCounts = decodeCounts
    self.drifts = drifts.sorted { $0.identity.lexicographicallyPrecedes($1.identity) }
  }

  /// The share of the model's decodes in which `drift` happened, from 0 to 1.
  public func share(of drift: Drift) -> Double {
    guard let decodes = decodeCounts[drift.model], decodes > 0 else { return 0 }
    return Double(drift.decodeCount) / Double(decodes)
  }

  /// Adds what `other` recorded, as another process's report: counts add up, first and last
  /// seen widen, an example is kept.
  public mutating func merge(_ other: DriftSummary) {
    decodeCounts.merge(other.decodeCounts, uniquingKeysWith: +)
    var merged = Dictionary(uniqueKeysWithValues: drifts.map { ($0.identity, $0) })
    for drift in other.drifts {
      guard var known = merged[drift.identity] else {
        merged[drift.identity] = drift
        continue
      }
      known.count += drift.count
      known.decodeCount += drift.decodeCount
      known.firstSeen = min(known.firstSeen, drift.firstSeen)
      known.lastSeen = max(known.lastSeen, drift.lastSeen)
      known.example = known.example ?? drift.example
      merged[drift.identity] = known
    }
    self = DriftSummary(decodeCounts: decodeCounts, drifts: Array(merged.values))
  }

  /// The drifts that `baseline` does not have, each in one line, sorted.
  public func newDrift(since baseline: DriftSummary) -> [String] {
    let known = Set(baseline.drifts.map(\.identity))
    return drifts.filter { !known.contains($0.identity) }.map(\.line)
  }

  /// Throws a ``NewDriftError`` listing the drifts that `baseline` does not have, if any: the
  /// one-line check of a CI step or a test against a committed baseline.
  public func checkNoNewDrift(since baseline: DriftSummary) throws {
    let new = newDrift(since: baseline)
    if !new.isEmpty { throw NewDriftError(drifts: new) }
  }

  /// The summary as JSON with sorted keys, ISO 8601 dates and one member per line: the same
  /// bytes for the same summary, so that a file of it diffs line by line.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self)
  }

  /// The summary that `data`, written by ``jsonData()``, holds.
  public init(jsonData data: Data) throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    self = try decoder.decode(
      Self.self, from: FoundationJSONTrap.screening(data, allowsJSON5: false))
  }
}

/// The drifts that a summary has and its baseline has not, which
/// ``DriftSummary/checkNoNewDrift(since:)`` throws.
public struct NewDriftError: Error, Sendable, CustomStringConvertible {
  /// Each new drift, in one line: `Issue /items/*/state unknownNovelValue usedFallback`.
  public let drifts: [String]

  /// The new drifts, one per line, after a line that counts them.
  public var description: String {
    (["\(drifts.count) new drift\(drifts.count == 1 ? "" : "s") since the baseline:"]
      + drifts.map { "  \($0)" }).joined(separator: "\n")
  }
}

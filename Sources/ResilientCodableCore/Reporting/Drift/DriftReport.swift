public import Foundation

/// The drift of the payloads a process decodes, across decodes: for each model, where its
/// payloads drift, how, how often and in what share of decodes, since the report began.
///
/// Record each decode's digest, clean decodes too (a `nil` digest), from any thread; the report
/// keeps one row per kind of drift, so that its memory grows with the kinds, not the decodes.
///
/// ```swift
/// let report = DriftReport()
/// let (issue, digest) = try decoder.decode(
///   Issue.self, from: data, reportResilientDecodingErrors: true)
/// report.record(digest, of: Issue.self)
/// // Later, or in CI:
/// try report.summary.checkNoNewDrift(since: baseline)
/// ```
public final class DriftReport: Sendable {
  /// One drift, as recorded so far.
  private struct Row {
    var drift: DriftSummary.Drift
    /// The last decode that counted it, to count each decode once.
    var lastDecode: Int
  }

  /// What is recorded.
  private struct State {
    var decodeCounts: [String: Int] = [:]
    var rows: [[String]: Row] = [:]
    var decodes = 0

    /// Counts `times` occurrences of the drift of `identity` (model, pointer, category,
    /// action) in the decode being recorded, at `date`; the example message is made only for a
    /// drift seen the first time.
    mutating func count(
      _ identity: [String],
      times: Int,
      at date: Date,
      example: @autoclosure () -> String?
    ) {
      guard var row = rows[identity] else {
        rows[identity] = Row(
          drift: DriftSummary.Drift(
            model: identity[0], pointer: identity[1], category: identity[2], action: identity[3],
            count: times, decodeCount: 1, firstSeen: date, lastSeen: date, example: example()),
          lastDecode: decodes)
        return
      }
      row.drift.count += times
      row.drift.lastSeen = max(row.drift.lastSeen, date)
      row.drift.example = row.drift.example ?? example()
      if row.lastDecode != decodes {
        row.drift.decodeCount += 1
        row.lastDecode = decodes
      }
      rows[identity] = row
    }
  }

  private let state = LockedValue(State())

  /// Creates an empty report.
  public init() {}

  /// Records one decode of `model` and the drift its digest recovered from, at `date`.
  ///
  /// - Parameters:
  ///   - digest: The decode's digest; `nil` for a decode that recovered nothing.
  ///   - model: The decoded type, whose name the summary uses.
  ///   - date: When the decode ran; by default, now.
  public func record(_ digest: ErrorDigest?, of model: Any.Type, at date: Date = Date()) {
    record(digest, model: String(describing: model), at: date)
  }

  /// Records one decode of the model named `model` and the drift its digest recovered from, at
  /// `date`.
  ///
  /// - Parameters:
  ///   - digest: The decode's digest; `nil` for a decode that recovered nothing.
  ///   - model: The model's name in the summary.
  ///   - date: When the decode ran; by default, now.
  public func record(_ digest: ErrorDigest?, model: String, at date: Date = Date()) {
    state.withValue { state in
      state.decodes += 1
      state.decodeCounts[model, default: 0] += 1
      for entry in digest?.entries ?? [] {
        state.count(
          [model, entry.normalizedJSONPointer, entry.category.rawValue, entry.action.name],
          times: 1, at: date, example: entry.message)
      }
      for group in digest?.omitted ?? [] {
        state.count(
          [model, group.normalizedJSONPointer, group.category.rawValue, group.actionName],
          times: group.count, at: date, example: nil)
      }
    }
  }

  /// What the report recorded so far.
  public var summary: DriftSummary {
    state.withValue { state in
      DriftSummary(decodeCounts: state.decodeCounts, drifts: state.rows.values.map(\.drift))
    }
  }
}

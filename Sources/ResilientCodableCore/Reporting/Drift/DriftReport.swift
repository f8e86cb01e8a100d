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
    // The example message is made only for a drift seen the first time.
    let seen:
      [(pointer: String, category: String, action: String, count: Int, example: () -> String?)] =
        (digest?.entries ?? []).map { entry in
          (
            entry.normalizedJSONPointer, entry.category.rawValue, entry.action.name, 1,
            { entry.message }
          )
        }
        + (digest?.omitted ?? []).map { group in
          (
            group.normalizedJSONPointer, group.category.rawValue, group.actionName, group.count,
            { nil }
          )
        }
    state.withValue { state in
      state.decodes += 1
      state.decodeCounts[model, default: 0] += 1
      for (pointer, category, action, count, example) in seen {
        let identity = [model, pointer, category, action]
        guard var row = state.rows[identity] else {
          state.rows[identity] = Row(
            drift: DriftSummary.Drift(
              model: model, pointer: pointer, category: category, action: action, count: count,
              decodeCount: 1, firstSeen: date, lastSeen: date, example: example()),
            lastDecode: state.decodes)
          continue
        }
        row.drift.count += count
        row.drift.lastSeen = max(row.drift.lastSeen, date)
        row.drift.example = row.drift.example ?? example()
        if row.lastDecode != state.decodes {
          row.drift.decodeCount += 1
          row.lastDecode = state.decodes
        }
        state.rows[identity] = row
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

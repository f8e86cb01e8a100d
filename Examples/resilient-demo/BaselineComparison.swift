import Foundation
import ResilientCodable

/// What the demo prints about drift: this decode recorded in a ``DriftReport``, and what it
/// shows that the baseline of the last release did not, which a CI step fails on.
///
/// ```
/// Drift against the baseline (drift-baseline.json, 1 decode of the last release):
///   known  SearchResponse /data/search/nodes/*/additions typeMismatch droppedElement
///   …
///   new    SearchResponse /data/search/nodes/*/reviewDecision unknownKey foundUnknownKey
/// 2 new drifts: `checkNoNewDrift(since:)` fails a CI step until the baseline is updated
/// ```
struct BaselineComparison {
  /// This decode's drift, one line per kind.
  var lines: [String]

  /// The lines that the baseline does not have.
  var newLines: [String]

  /// How many decodes the baseline counted.
  var baselineDecodes: Int

  /// Records `digest` in a drift report and compares it with the bundled baseline.
  ///
  /// - Parameter digest: The digest of the decode.
  /// - Throws: ``DemoError/missingBundledResource(_:)`` without the baseline; what reading it
  ///   throws.
  init(digest: ErrorDigest?) throws {
    guard let url = Bundle.module.url(forResource: "drift-baseline", withExtension: "json") else {
      throw DemoError.missingBundledResource("drift-baseline.json")
    }
    let baseline = try DriftSummary(jsonData: Data(contentsOf: url))
    let report = DriftReport()
    report.record(digest, of: SearchResponse.self)
    let summary = report.summary
    lines = summary.drifts.map(\.line)
    newLines = summary.newDrift(since: baseline)
    baselineDecodes = baseline.decodeCounts.values.reduce(0, +)
  }
}

// MARK: - BaselineComparison + CustomStringConvertible

extension BaselineComparison: CustomStringConvertible {
  var description: String {
    let decodes = baselineDecodes == 1 ? "1 decode" : "\(baselineDecodes) decodes"
    var output = [
      "Drift against the baseline (drift-baseline.json, \(decodes) of the last release):"
    ]
    let new = Set(newLines)
    for line in lines {
      output.append("  \(new.contains(line) ? "new  " : "known") \(line)")
    }
    let drifts = newLines.count == 1 ? "1 new drift" : "\(newLines.count) new drifts"
    output.append(
      newLines.isEmpty
        ? "no new drift: `checkNoNewDrift(since:)` passes"
        : "\(drifts): `checkNoNewDrift(since:)` fails a CI step until the baseline is updated")
    return output.joined(separator: "\n")
  }
}

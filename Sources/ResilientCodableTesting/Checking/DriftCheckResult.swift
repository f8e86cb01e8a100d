/// What a ``DriftCheck`` found: every case it ran, and those the model failed.
///
/// Its description is the failure list:
///
/// ```
/// Repository failed 2 of 12 drift cases:
/// - bad element at /tags/1: changed /tags/0, which the drift did not touch, and reported nothing there
/// - wrong type at /tags/0: decoded /tags/0 as another value and reported nothing
/// ```
public struct DriftCheckResult: Sendable, CustomStringConvertible {
  /// The name of the model checked.
  public let modelName: String

  /// Every case run, in the order of ``DriftCases``.
  public let cases: [DriftCase]

  /// The failures, in the order of their cases; a case may fail in more than one way.
  public let failures: [DriftFailure]

  /// The cases that passed with an entry in the digest at the path they touched.
  public let reportedCases: [DriftCase]

  /// The cases that passed by throwing: they touched a required value, broke a completeness
  /// limit, or added a key that the unknown key policy rejects.
  public let thrownCases: [DriftCase]

  /// Whether the model survived every case as its policies say.
  public var passed: Bool { failures.isEmpty }

  /// The cases that failed, each once, in order.
  public var failedCases: [DriftCase] {
    var seen: Set<DriftCase> = []
    return failures.map(\.driftCase).filter { seen.insert($0).inserted }
  }

  /// A summary line, then one line per failure.
  public var description: String {
    let failed = failedCases.count
    let summary =
      failed == 0
      ? "\(modelName) survived all \(cases.count) drift cases (\(reportedCases.count) reported, "
        + "\(thrownCases.count) threw where required)"
      : "\(modelName) failed \(failed) of \(cases.count) drift cases:"
    return ([summary] + failures.map { "- \($0)" }).joined(separator: "\n")
  }
}

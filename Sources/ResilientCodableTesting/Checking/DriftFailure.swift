/// A drift case that the model did not survive as its policies say: which case, what was
/// expected, and what happened.
///
/// Its description reads as one line of a failure list:
///
/// ```
/// null at /state: the decode threw valueWasNil at /state, expected String
/// ```
public struct DriftFailure: Sendable, Hashable, CustomStringConvertible {
  /// The case that failed.
  public let driftCase: DriftCase

  /// What went wrong, for grouping.
  public let problem: Problem

  /// What happened, in words, such as `the decode threw typeMismatch at /id: …`.
  public let explanation: String

  /// The case's name and what happened: `null at /id: the decode threw …`.
  public var description: String { "\(driftCase.name): \(explanation)" }
}

// MARK: - DriftFailure.Problem

extension DriftFailure {
  /// What went wrong in a drift case.
  ///
  /// New problems may be added in later versions, so code that switches over them keeps a
  /// `default` case.
  public struct Problem: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The problem's stable name, such as `threw`.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The decode threw, although the case touched no value that the model requires.
    public static let threw = Self("threw")

    /// The decode reported an error at a path that the case did not touch.
    public static let reportedElsewhere = Self("reportedElsewhere")

    /// The decode lost or changed a value that the case did not touch, and no report accounts
    /// for it: good data lost silently.
    public static let changedElsewhere = Self("changedElsewhere")

    /// The decode took a wrong type or a bad element as another value and reported nothing:
    /// a recovery without a report.
    public static let unreportedChange = Self("unreportedChange")

    /// The case added a key that no model reads, the unknown key policy is `.report`, and the
    /// digest has no entry for it.
    public static let unreportedUnknownKey = Self("unreportedUnknownKey")

    /// Every problem, in the order they are declared.
    public static let allCases: [Self] = [
      .threw, .reportedElsewhere, .changedElsewhere, .unreportedChange, .unreportedUnknownKey,
    ]

    /// The problem's ``rawValue``.
    public var description: String { rawValue }
  }
}

/// Every error that the decoding of one payload recovered from, in document order.
///
/// Get a digest from ``ResilientDecodingErrorReporter/flushReportedErrors()`` or from
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`. Its description is a tree of
/// the coding paths where the errors occurred:
///
/// ```
/// nodes
///   Index 3
///     closedAt
///       - Expected `Date` but found null instead
/// ```
///
/// Each ``Entry`` tells where the error occurred and what was dropped or replaced because of
/// it. Errors reach the digest in the order decoding met them: an array's elements in order, a
/// model's properties in the order its `init(from:)` decodes them, a dictionary's entries in
/// key order.
public struct ErrorDigest: Sendable {
  /// One recovered error.
  public struct Entry: Sendable {
    /// The error recovered from.
    public let error: any Error

    /// Where the error occurred: the innermost path the error names, such as
    /// `nodes/Index 3/closedAt`.
    public let codingPath: CodingPath

    /// What was dropped or replaced because of the error, such as the array element
    /// `nodes/Index 3`.
    public let recoveryPath: CodingPath

    /// What was done to recover, such as dropping the element at index 3.
    public let action: RecoveryAction

    /// The kind of the error, for grouping.
    public var category: ErrorCategory { ErrorCategory(error) }

    /// The coding path with indices replaced by `*`, such as `nodes[*].closedAt`, so that the
    /// same failure in different elements groups under one string.
    public var normalizedPath: String { codingPath.normalizedExpression }

    /// Whether the error is an ``UnknownNovelValueError``, which ``ErrorDigest/errors`` leaves
    /// out by default.
    public var isUnknownNovelValue: Bool { error is UnknownNovelValueError }

    /// The error in one line, as the digest prints it.
    public var message: String { ErrorMessage(error).text }
  }

  /// Every recovered error, unknown novel values included, in document order.
  public let entries: [Entry]

  /// Every recovered error in document order, except ``UnknownNovelValueError``s.
  public var errors: [any Error] { errors(includeUnknownNovelValueErrors: false) }

  /// Every recovered error in document order.
  ///
  /// - Parameter includeUnknownNovelValueErrors: Whether to keep the
  ///   ``UnknownNovelValueError``s, which stand for cases added to an enum since the app was
  ///   built rather than for bad data.
  /// - Returns: The errors.
  public func errors(includeUnknownNovelValueErrors: Bool) -> [any Error] {
    entries.filter { includeUnknownNovelValueErrors || !$0.isUnknownNovelValue }.map(\.error)
  }
}

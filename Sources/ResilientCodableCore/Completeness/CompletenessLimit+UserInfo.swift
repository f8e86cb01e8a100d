extension CodingUserInfoKey {
  /// The key of the ``CompletenessLimit`` of every array, set and dictionary that a decode
  /// decodes resiliently.
  ///
  /// ```swift
  /// decoder.userInfo[.resilientDecodingCompletenessLimit] = CompletenessLimit.droppedAtMost(percent: 10)
  /// ```
  public static let resilientDecodingCompletenessLimit = resilientKey(
    "ResilientCodable.completenessLimit")

  /// The key of the completeness limits of the collections at some paths, as a
  /// `[String: CompletenessLimit]` keyed by normalized path
  /// (``CodingPath/normalizedExpression``), such as `"nodes"` or `"pages[*].nodes"`.
  ///
  /// The path of a top-level collection is the empty string, `""`; `"[*]"` is the path of the
  /// collections inside the elements of a top-level array. A limit by path applies in addition to
  /// the limit of ``resilientDecodingCompletenessLimit``.
  public static let resilientDecodingCompletenessLimitsByPath = resilientKey(
    "ResilientCodable.completenessLimitsByPath")
}

extension CompletenessLimit {
  /// Throws when the collection at `path`, which `record` describes, dropped more than a limit
  /// of `userInfo` allows; reaches `path` only if `userInfo` sets limits.
  static func check(
    _ record: RecoveryRecord,
    at path: () -> [any CodingKey],
    in userInfo: [CodingUserInfoKey: Any]
  ) throws {
    let global = userInfo[.resilientDecodingCompletenessLimit] as? CompletenessLimit
    let byPath =
      userInfo[.resilientDecodingCompletenessLimitsByPath] as? [String: CompletenessLimit]
    guard global != nil || byPath != nil else { return }
    let path = path()
    if let global { try record.check(global, at: path) }
    if let limit = byPath?[CodingPath(path).normalizedExpression] {
      try record.check(limit, at: path)
    }
  }
}

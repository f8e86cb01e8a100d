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
  /// A limit by path applies in addition to the limit of ``resilientDecodingCompletenessLimit``.
  public static let resilientDecodingCompletenessLimitsByPath = resilientKey(
    "ResilientCodable.completenessLimitsByPath")
}

extension CompletenessLimit {
  /// The limits that `userInfo` sets for the collection at `path`.
  static func limits(at path: [any CodingKey], in userInfo: [CodingUserInfoKey: Any])
    -> [CompletenessLimit]
  {
    var limits: [CompletenessLimit] = []
    if let limit = userInfo[.resilientDecodingCompletenessLimit] as? CompletenessLimit {
      limits.append(limit)
    }
    if let byPath = userInfo[.resilientDecodingCompletenessLimitsByPath]
      as? [String: CompletenessLimit],
      let limit = byPath[CodingPath(path).normalizedExpression]
    {
      limits.append(limit)
    }
    return limits
  }
}

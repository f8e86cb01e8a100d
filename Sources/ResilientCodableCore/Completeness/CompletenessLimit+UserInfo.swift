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
  ///
  /// A path that no collection can have, such as `"nodes[0]"` (indices are written `[*]`) or
  /// `"/nodes"`, fails the decode with a `DecodingError.dataCorrupted` that says how to write
  /// it, the first time a collection drops an element.
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
    guard let byPath else { return }
    if let limit = byPath[CodingPath(path).normalizedExpression] {
      try record.check(limit, at: path)
    }
    if let invalid = byPath.keys.sorted().first(where: { !CodingPath.isNormalizedExpression($0) }) {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: path,
          debugDescription: "The completeness limit path \(String(reflecting: invalid)) matches "
            + #"no collection: write keys as in "pages[*].nodes", every index as [*], and "" "#
            + "for a top-level collection"))
    }
  }
}

extension CodingPath {
  /// Whether `text` is a path as ``normalizedExpression`` writes one, which is what a limit by
  /// path must be to ever match: plain keys joined by `.`, other keys as `["quoted"]`, and every
  /// index as `[*]`.
  static func isNormalizedExpression(_ text: String) -> Bool {
    var rest = Substring(text)
    var isFirst = true
    while !rest.isEmpty {
      if rest.hasPrefix("[*]") {
        rest = rest.dropFirst(3)
      } else if rest.hasPrefix("[\"") {
        guard let end = rest.firstRange(of: "\"]") else { return false }
        rest = rest[end.upperBound...]
      } else {
        if !isFirst {
          guard rest.hasPrefix(".") else { return false }
          rest = rest.dropFirst()
        }
        let key = rest.prefix(while: isPlainKeyCharacter)
        guard !key.isEmpty else { return false }
        rest = rest.dropFirst(key.count)
      }
      isFirst = false
    }
    return true
  }
}

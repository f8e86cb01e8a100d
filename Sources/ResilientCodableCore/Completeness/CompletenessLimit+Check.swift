extension CompletenessLimit {
  /// Throws when the collection at `path`, which `record` describes, dropped more than a limit
  /// of the decode's options allows; reaches `path` only if the options set limits.
  static func check(
    _ record: RecoveryRecord,
    at path: () -> [any CodingKey],
    in options: ResilientDecodingOptions
  ) throws {
    let global = options.completenessLimit
    let byPath = options.completenessLimitsByPath.isEmpty ? nil : options.completenessLimitsByPath
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

extension CompletenessLimit {
  /// The options' limits that apply to the collection at `path`.
  @usableFromInline
  static func limits(
    at path: [any CodingKey],
    in options: ResilientDecodingOptions
  ) -> [CompletenessLimit] {
    var limits = options.completenessLimit.map { [$0] } ?? []
    if !options.completenessLimitsByPath.isEmpty,
      let limit = options.completenessLimitsByPath[CodingPath(path).normalizedExpression]
    {
      limits.append(limit)
    }
    return limits
  }

  /// Throws as soon as the collection at `path` has dropped more than one of `limits` allows
  /// whatever its other elements do: the limit can no longer hold, and decoding the rest would
  /// be wasted.
  ///
  /// A percentage needs the collection's `elementCount`, which some decoders do not give; an
  /// absolute limit holds whatever the count, and the error then counts the elements `seen`.
  @usableFromInline
  static func failFast(
    _ limits: [CompletenessLimit],
    dropped: [DroppedElement],
    of elementCount: Int?,
    seen: Int,
    at path: @autoclosure () -> [any CodingKey]
  ) throws {
    let exceeded = limits.first { limit in
      if let elementCount { return !limit.allows(dropping: dropped.count, of: elementCount) }
      if case .count(let count) = limit.bound { return dropped.count > count }
      return false
    }
    guard let exceeded else { return }
    try RecoveryRecord(
      error: nil, action: nil, replaced: nil, dropped: dropped, elementCount: elementCount ?? seen
    ).check(exceeded, at: path())
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

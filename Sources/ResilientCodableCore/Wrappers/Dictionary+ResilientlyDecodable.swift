extension Dictionary: ResilientlyDecodable where Key: Decodable, Value: Decodable {
  /// Decodes a dictionary for `key`: empty for a missing key or `null`, silently; empty for a
  /// payload that is not an object, reported; an entry whose value is bad, or whose key does not
  /// convert to `Key`, is dropped and reported.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<CodingKey>(
    from container: KeyedDecodingContainer<CodingKey>,
    forKey key: CodingKey
  ) throws -> Resilient<Self> {
    // Scalar values report nothing while they decode, so clean data can decode as a plain
    // dictionary, at the cost of plain decoding, with nothing to forget if that fails.
    if isStandardScalar(Value.self),
      let plain = try? container.decodeIfPresent([String: Value].self, forKey: key)
    {
      if let dictionary = DictionaryKeyConversion<Key>().dictionary(converting: plain) {
        return Resilient(dictionary, state: .decoded)
      }
    }
    return try container.decodeResilientValue(Self.self, forKey: key, empty: [:])
  }

  /// Decodes a dictionary from `decoder`, with the same recovery as for a key.
  ///
  /// The payload's keys are used as they are: like a plain `[String: Value]`, and unlike a
  /// model's keys, they are not rewritten by a key decoding strategy. Errors are reported in
  /// key order, so that the digest is the same from run to run.
  @_documentation(visibility: internal)
  public static func _decodeResilient(from decoder: any Decoder) throws -> Resilient<Self> {
    let reporter = ResilientDecodingErrorReporter.active(in: decoder.userInfo)
    let mark = reporter?.mark
    // Clean data decodes as a plain dictionary, at the cost of plain decoding; only a failure
    // pays for decoding entry by entry, after forgetting what the failed attempt reported.
    if let plain = try? decoder.singleValueContainer().decode([String: Value].self),
      let dictionary = DictionaryKeyConversion<Key>().dictionary(converting: plain)
    {
      if let reporter, let mark, reporter.mark != mark {
        reporter.reorderEntries(
          since: mark, byKeyAt: decoder.codingPath.count,
          in: plain.keys.sorted(by: AnyCodingKey.precedesInKeyOrder))
      }
      return Resilient(dictionary, state: .decoded)
    }
    if let reporter, let mark { reporter.forgetEntries(since: mark) }
    return try decodeEntries(from: decoder, reporter: reporter)
  }

  /// Decodes each entry on its own, dropping and reporting the bad ones in key order.
  private static func decodeEntries(
    from decoder: any Decoder,
    reporter: ResilientDecodingErrorReporter?
  ) throws -> Resilient<Self> {
    let mark = reporter?.mark
    let entries: [String: Attempt<Value>]
    do {
      entries = try decoder.singleValueContainer().decode([String: Attempt<Value>].self)
    } catch {
      return try decoder.recoverContainer(from: error, empty: [:])
    }
    let conversion = DictionaryKeyConversion<Key>()
    var dictionary: [Key: Value] = [:]
    dictionary.reserveCapacity(entries.count)
    var failures: [String: any Error] = [:]
    for (rawKey, attempt) in entries {
      guard let key = conversion.key(for: rawKey) else {
        let error = conversion.error(for: rawKey, at: decoder.codingPath)
        try Recovery.permit(error, userInfo: decoder.userInfo)
        failures[rawKey] = error
        continue
      }
      switch attempt.result {
      case .success(let value): dictionary[key] = value
      case .failure(let error): failures[rawKey] = error
      }
    }
    let keyOrder = entries.keys.sorted(by: AnyCodingKey.precedesInKeyOrder)
    let preserved =
      failures.isEmpty || !decoder.userInfo.preservesInvalidData
      ? nil : try? decoder.singleValueContainer().decode([String: PreservedValue].self)
    var dropped: [DroppedElement] = []
    for (position, rawKey) in keyOrder.enumerated() {
      guard let failure = failures[rawKey] else { continue }
      let error = Recovery.report(
        failure, at: decoder.codingPath + [AnyCodingKey(stringValue: rawKey)],
        by: .droppedEntry(key: rawKey), userInfo: decoder.userInfo)
      dropped.append(
        DroppedElement(position: position, key: rawKey, error: error, preserved: preserved?[rawKey])
      )
    }
    // Entries nested in the values were reported in the dictionary's hash order, which changes
    // from run to run; put them, and the dropped entries, in key order.
    if let reporter, let mark {
      reporter.reorderEntries(since: mark, byKeyAt: decoder.codingPath.count, in: keyOrder)
    }
    if dropped.isEmpty { return Resilient(dictionary, state: .decoded) }
    return Resilient(
      dictionary,
      state: try .decoded(
        dropping: dropped, of: entries.count, at: decoder.codingPath, userInfo: decoder.userInfo))
  }
}

extension Dictionary: ResilientCollectionValue where Key: Decodable, Value: Decodable {
  @inlinable
  static var empty: Self { [:] }
}

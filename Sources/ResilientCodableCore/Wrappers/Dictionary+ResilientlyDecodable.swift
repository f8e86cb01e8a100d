extension Dictionary: ResilientlyDecodable where Key: Decodable, Value: Decodable {
  /// Decodes a dictionary for `key`: empty for a missing key or `null`, silently; empty for a
  /// payload that is not an object, reported; an entry whose value is bad, or whose key does not
  /// convert to `Key`, is dropped and reported.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<CodingKey>(
    from container: KeyedDecodingContainer<CodingKey>,
    forKey key: CodingKey,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    // Scalar values report nothing while they decode, so clean data can decode as a plain
    // dictionary, at the cost of plain decoding, with nothing to forget if that fails.
    if isStandardScalar(Value.self),
      let plain = try? container.decodeIfPresent([String: Value].self, forKey: key),
      let dictionary = DictionaryKeyConversion<Key>().dictionary(converting: plain)
    {
      return Resilient(dictionary, state: .decoded)
    }
    let site = KeyedSite(container, key, context: context)
    return try decodeEntries(
      Recovery.coercionSetting(context?.coercesScalars), from: container, forKey: key, at: site)
  }

  /// Decodes the dictionary for `key` entry by entry, with the coercion setting `Coercion`.
  @usableFromInline
  static func decodeEntries<CodingKey, Coercion: CoercionSetting>(
    _ coercion: Coercion.Type,
    from container: KeyedDecodingContainer<CodingKey>,
    forKey key: CodingKey,
    at site: KeyedSite<CodingKey>
  ) throws -> Resilient<Self> {
    let attempt = RecoveryAttempt()
    let entries: DictionaryEntries<Key, Value, Coercion>?
    do {
      entries = try container.decodeIfPresent(
        DictionaryEntries<Key, Value, Coercion>.self, forKey: key)
    } catch {
      attempt.keep()
      return try site.recoverContainer(from: error, empty: [:])
    }
    guard let entries else {
      attempt.keep()
      return Resilient([:], state: container.contains(key) ? .valueWasNil : .keyNotFound)
    }
    return try site.finish(entries, in: attempt)
  }

  /// Decodes a dictionary from `decoder`, with the same recovery as for a key.
  ///
  /// The payload's keys are used as they are: like a plain `[String: Value]`, and unlike a
  /// model's keys, they are not rewritten by a key decoding strategy. Errors are reported in
  /// key order, so that the digest is the same from run to run.
  @_documentation(visibility: internal)
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    let site = DecoderSite(decoder, context: context)
    return try decodeEntries(Recovery.coercionSetting(context?.coercesScalars), at: site)
  }

  /// Decodes the dictionary of the decoder of `site` entry by entry, with the coercion setting
  /// `Coercion`.
  static func decodeEntries<Coercion: CoercionSetting>(
    _ coercion: Coercion.Type,
    at site: DecoderSite
  ) throws -> Resilient<Self> {
    let attempt = RecoveryAttempt()
    let entries: DictionaryEntries<Key, Value, Coercion>
    do {
      entries = try DictionaryEntries(from: site.decoder)
    } catch {
      attempt.keep()
      return try site.recoverContainer(from: error, empty: [:])
    }
    return try site.finish(entries, in: attempt)
  }
}

extension Dictionary: ResilientCollectionValue where Key: Decodable, Value: Decodable {
  @inlinable
  static var empty: Self { [:] }
}

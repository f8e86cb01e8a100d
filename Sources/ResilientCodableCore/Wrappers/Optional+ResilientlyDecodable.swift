extension Optional: ResilientlyDecodable where Wrapped: Decodable {
  /// Decodes an optional for `key`, recovering from bad data.
  ///
  /// A missing key or `null` is `nil`, silently; bad data is `nil` (or an enum's fallback),
  /// reported. An optional collection keeps the collection's recovery.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    if !isStandardScalar(Wrapped.self), isReferenceWide(Wrapped.self),
      let collection = Wrapped.self as? any ResilientCollectionValue.Type
    {
      func decode<Collection: ResilientCollectionValue>(
        _ type: Collection.Type
      ) throws -> Resilient<Self>? {
        try Collection._decodeResilient(from: container, forKey: key, context: context)
          .optional() as? Resilient<Self>
      }
      if let decoded = try decode(collection) { return decoded }
    }
    do {
      if let value = try container.decodeIfPresentScalarAware(Wrapped.self, forKey: key) {
        return Resilient(value, state: .decoded)
      }
      return Resilient(nil, state: container.contains(key) ? .valueWasNil : .keyNotFound)
    } catch {
      return try recover(from: error, in: container, forKey: key, context: context)
    }
  }

  /// Decodes an optional from `decoder`, with the same recovery as for a key.
  @_documentation(visibility: internal)
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    if let collection = Wrapped.self as? any ResilientCollectionValue.Type {
      func decode<Collection: ResilientCollectionValue>(
        _ type: Collection.Type
      ) throws -> Resilient<Self>? {
        try Collection._decodeResilient(from: decoder, context: context).optional()
          as? Resilient<Self>
      }
      if let decoded = try decode(collection) { return decoded }
    }
    do {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() { return Resilient(nil, state: .valueWasNil) }
      return Resilient(try container.decodeScalarAware(Wrapped.self), state: .decoded)
    } catch {
      return try recover(from: error, at: DecoderSite(decoder, context: context))
    }
  }

  /// Recovers from bad data for `key`: `nil`, or the fallback of a resilient enum, reported.
  ///
  /// Out of line, so that the clean path stays small enough to inline, and inlinable, so that it
  /// is specialized for the wrapped type.
  @inlinable
  @inline(never)
  static func recover<Key>(
    from error: any Error,
    in container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    try recover(from: error, at: KeyedSite(container, key, context: context))
  }

  /// Recovers from bad data at `site`: the value coerced from another scalar type, `nil`, or the
  /// fallback of a resilient enum, reported.
  @inlinable
  static func recover(from error: any Error, at site: some RecoverySite) throws -> Resilient<Self> {
    let fallback = (Wrapped.self as? any ResilientRawRepresentable.Type)?.fallbackValue as? Wrapped
    return Resilient(
      try site.recover(
        from: error,
        offering: .init(
          converts: true, replacement: (fallback, fallback == nil ? .setToNil : .usedFallback))))
  }
}

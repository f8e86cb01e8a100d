extension Optional: ResilientlyDecodable where Wrapped: Decodable {
  /// Decodes an optional for `key`, recovering from bad data.
  ///
  /// A missing key or `null` is `nil`, silently; bad data is `nil` (or an enum's fallback),
  /// reported. An optional collection keeps the collection's recovery.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> Resilient<Self> {
    if !isStandardScalar(Wrapped.self),
      let collection = Wrapped.self as? any ResilientCollectionValue.Type
    {
      func decode<Collection: ResilientCollectionValue>(
        _ type: Collection.Type
      ) throws -> Resilient<Self>? {
        try container.decodeResilientValue(Collection.self, forKey: key, empty: .empty)
          .optional() as? Resilient<Self>
      }
      if let decoded = try decode(collection) { return decoded }
    }
    return try container.decodeResilientOptional(Wrapped.self, forKey: key)
  }

  /// Decodes an optional from `decoder`, with the same recovery as for a key.
  @_documentation(visibility: internal)
  public static func _decodeResilient(from decoder: any Decoder) throws -> Resilient<Self> {
    if let collection = Wrapped.self as? any ResilientCollectionValue.Type {
      func decode<Collection: ResilientCollectionValue>(
        _ type: Collection.Type
      ) throws -> Resilient<Self>? {
        try Collection._decodeResilient(from: decoder).optional() as? Resilient<Self>
      }
      if let decoded = try decode(collection) { return decoded }
    }
    do {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() { return Resilient(nil, state: .valueWasNil) }
      return Resilient(try container.decodeScalarAware(Wrapped.self), state: .decoded)
    } catch {
      let value = Wrapped.recoveryValue
      return try decoder.replace(
        after: error, with: value, by: Wrapped.recoveryAction(for: value))
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes an optional that is not a collection.
  @inlinable
  func decodeResilientOptional<Wrapped: Decodable>(
    _ type: Wrapped.Type,
    forKey key: Key
  ) throws -> Resilient<Wrapped?> {
    do {
      if let value = try decodeIfPresentScalarAware(Wrapped.self, forKey: key) {
        return Resilient(value, state: .decoded)
      }
      return Resilient(nil, state: contains(key) ? .valueWasNil : .keyNotFound)
    } catch {
      return try recoverOptional(Wrapped.self, from: error, forKey: key)
    }
  }

  /// Recovers from bad data for an optional: `nil`, or an enum's fallback, reported.
  @usableFromInline
  func recoverOptional<Wrapped: Decodable>(
    _ type: Wrapped.Type,
    from error: any Error,
    forKey key: Key
  ) throws -> Resilient<Wrapped?> {
    let value = Wrapped.recoveryValue
    return try replace(
      valueFor: key, after: error, with: value, by: Wrapped.recoveryAction(for: value))
  }
}

extension Decodable {
  /// What an optional of this type holds after recovering from bad data: the fallback of a
  /// ``ResilientRawRepresentable`` that has one, otherwise `nil`.
  static var recoveryValue: Self? {
    (Self.self as? any ResilientRawRepresentable.Type)?.fallbackValue as? Self
  }

  /// How an optional of this type recovered, holding `value`.
  static func recoveryAction(for value: Self?) -> RecoveryAction {
    value == nil ? .setToNil : .usedFallback
  }
}

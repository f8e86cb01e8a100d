extension Resilient: Decodable {
  /// Decodes the value of `decoder` resiliently.
  ///
  /// Synthesized `Decodable` conformances do not call this initializer for a `@Resilient`
  /// property; they call ``Swift/KeyedDecodingContainer/decode(_:forKey:)->Resilient<Value>``,
  /// which also handles a missing key. Use it to decode a resilient value on its own.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The original error, only in strict mode or when no recovery is possible.
  public init(from decoder: any Decoder) throws {
    self = try Value._decodeResilient(from: decoder, context: nil)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a `@Resilient` property, recovering from a missing key, `null` and bad data.
  ///
  /// Synthesized `Decodable` conformances call this method for every `@Resilient` property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value and how it was obtained.
  /// - Throws: The original error, only in strict mode or when no recovery is possible.
  @inlinable
  @inline(__always)
  public func decode<Value>(
    _ type: Resilient<Value>.Type,
    forKey key: Key
  ) throws -> Resilient<Value> {
    try reportingAbsence(
      of: Value._decodeResilient(from: self, forKey: key, context: nil), forKey: key, context: nil)
  }

  /// Decodes a `@Resilient` optional array property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value and how it was obtained.
  /// - Throws: The original error, only in strict mode.
  @inlinable
  @inline(__always)
  public func decode<Element: Decodable>(
    _ type: Resilient<[Element]?>.Type,
    forKey key: Key
  ) throws -> Resilient<[Element]?> {
    try reportingAbsence(
      of: [Element]._decodeResilient(from: self, forKey: key, context: nil).optional(), forKey: key,
      context: nil)
  }

  /// Decodes a `@Resilient` optional set property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value and how it was obtained.
  /// - Throws: The original error, only in strict mode.
  @inlinable
  @inline(__always)
  public func decode<Element: Decodable>(
    _ type: Resilient<Set<Element>?>.Type,
    forKey key: Key
  ) throws -> Resilient<Set<Element>?> {
    try reportingAbsence(
      of: Set<Element>._decodeResilient(from: self, forKey: key, context: nil).optional(),
      forKey: key, context: nil)
  }

  /// Decodes a `@Resilient` optional dictionary property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value and how it was obtained.
  /// - Throws: The original error, only in strict mode.
  @inlinable
  @inline(__always)
  public func decode<DictionaryKey: Decodable, DictionaryValue: Decodable>(
    _ type: Resilient<[DictionaryKey: DictionaryValue]?>.Type,
    forKey key: Key
  ) throws -> Resilient<[DictionaryKey: DictionaryValue]?> {
    try reportingAbsence(
      of: [DictionaryKey: DictionaryValue]._decodeResilient(from: self, forKey: key, context: nil)
        .optional(), forKey: key, context: nil)
  }
}

extension Resilient {
  /// This wrapper as the wrapper of an optional: an empty value that stands for a missing key or
  /// `null` becomes `nil`.
  @inlinable
  func optional() -> Resilient<Value?> {
    switch state {
    case .keyNotFound, .valueWasNil: Resilient<Value?>(nil, state: state)
    case .decoded, .recovered: Resilient<Value?>(wrappedValue, state: state)
    }
  }
}

// Decoding a collection property through a strategy, as public API: the strategy applies to
// each element of an array or a set and to each value of a dictionary, which recover as
// `@Resilient` ones do, and the collection itself recovers as its `@Resilient` kind does.

extension KeyedDecodingContainer {
  /// Decodes the array for `key` with `strategy` applied to each element, as a `@Resilient`
  /// array: an element the strategy neither reads nor converts is dropped, reported.
  ///
  /// - Parameters:
  ///   - type: The array type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded elements.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: [Strategy.Value].Type = [Strategy.Value].self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> [Strategy.Value] {
    try decodeCoded(
      [StrategyCoded<Strategy>].self, forKey: key, by: strategy, property: property,
      context: context, completenessLimit: completenessLimit, policy: policy,
      preserving: &preserved
    ).map(\.value)
  }

  /// Decodes the set for `key` with `strategy` applied to each element, as a `@Resilient`
  /// set: an element the strategy neither reads nor converts is dropped, reported.
  ///
  /// - Parameters:
  ///   - type: The set type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded elements.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: Set<Strategy.Value>.Type = Set<Strategy.Value>.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Set<Strategy.Value> where Strategy.Value: Hashable {
    Set(
      try decodeCoded(
        Set<StrategyCoded<Strategy>>.self, forKey: key, by: strategy, property: property,
        context: context, completenessLimit: completenessLimit, policy: policy,
        preserving: &preserved
      ).lazy.map(\.value))
  }

  /// Decodes the dictionary for `key` with `strategy` applied to each value, as a `@Resilient`
  /// dictionary: an entry whose value the strategy neither reads nor converts is dropped,
  /// reported.
  ///
  /// - Parameters:
  ///   - type: The dictionary type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded entries.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy, DictionaryKey: Decodable & Hashable>(
    _ type: [DictionaryKey: Strategy.Value].Type = [DictionaryKey: Strategy.Value].self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> [DictionaryKey: Strategy.Value] {
    try decodeCoded(
      [DictionaryKey: StrategyCoded<Strategy>].self, forKey: key, by: strategy,
      property: property, context: context, completenessLimit: completenessLimit,
      policy: policy, preserving: &preserved
    ).mapValues(\.value)
  }

  /// Decodes the optional array for `key` with `strategy` applied to each element, as a
  /// `@Resilient` optional array: a missing key or `null` is `nil`, silently.
  ///
  /// - Parameters:
  ///   - type: The optional array type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded elements, or `nil`.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: [Strategy.Value]?.Type = [Strategy.Value]?.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> [Strategy.Value]? {
    try decodeCoded(
      [StrategyCoded<Strategy>]?.self, forKey: key, by: strategy, property: property,
      context: context, completenessLimit: completenessLimit, policy: policy,
      preserving: &preserved
    ).map { $0.map(\.value) }
  }

  /// Decodes the optional set for `key` with `strategy` applied to each element, as a
  /// `@Resilient` optional set: a missing key or `null` is `nil`, silently.
  ///
  /// - Parameters:
  ///   - type: The optional set type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded elements, or `nil`.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: Set<Strategy.Value>?.Type = Set<Strategy.Value>?.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Set<Strategy.Value>? where Strategy.Value: Hashable {
    try decodeCoded(
      Set<StrategyCoded<Strategy>>?.self, forKey: key, by: strategy, property: property,
      context: context, completenessLimit: completenessLimit, policy: policy,
      preserving: &preserved
    ).map { Set($0.lazy.map(\.value)) }
  }

  /// Decodes the optional dictionary for `key` with `strategy` applied to each value, as a
  /// `@Resilient` optional dictionary: a missing key or `null` is `nil`, silently.
  ///
  /// - Parameters:
  ///   - type: The optional dictionary type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decode's options.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded entries, or `nil`.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decode<Strategy: CodingStrategy, DictionaryKey: Decodable & Hashable>(
    _ type: [DictionaryKey: Strategy.Value]?.Type = [DictionaryKey: Strategy.Value]?.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> [DictionaryKey: Strategy.Value]? {
    try decodeCoded(
      [DictionaryKey: StrategyCoded<Strategy>]?.self, forKey: key, by: strategy, property: property,
      context: context, completenessLimit: completenessLimit, policy: policy,
      preserving: &preserved
    ).map { $0.mapValues(\.value) }
  }
}

// Encoding a property through a strategy: the `encode(to:)` half of
// `KeyedDecodingContainer+Strategies.swift`, which writes back what decoding kept.

extension KeyedEncodingContainer {
  /// Encodes a property with `strategy`, writing back what `preserved` kept of it: the
  /// `encode(to:)` half of
  /// ``Swift/KeyedDecodingContainer/decode(_:forKey:by:property:context:initialValue:retries:fallback:policy:preserving:)``.
  ///
  /// ```swift
  /// try container.encode(
  ///   start, forKey: .start, by: .dateFormats(.iso8601, .secondsSince1970),
  ///   property: "start", preserved: preservedData)
  /// ```
  ///
  /// A value that the strategy converted is written back as it arrived while it is unchanged;
  /// so is a value replaced as a whole, when the decode preserved invalid data.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: Strategy.Value,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeCoded(
      StrategyCoded<Strategy>(value), holding: value, forKey: key, by: strategy,
      property: property, preserved: preserved)
  }

  /// Encodes an optional property with `strategy`, leaving its key out for `nil` as synthesized
  /// code does, and writing back what `preserved` kept of it.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  ///   - nilEncoding: How to write `nil` when there is nothing to write back: by default, the
  ///     key is left out.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: Strategy.Value?,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    try encodeCoded(
      value.map(StrategyCoded<Strategy>.init), holding: value as Any, forKey: key, by: strategy,
      property: property, preserved: preserved, nilEncoding: nilEncoding)
  }

  /// Encodes an array property with `strategy` applied to each element, writing back the
  /// elements that `preserved` kept of those decoding dropped.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: [Strategy.Value],
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeCoded(
      value.map(StrategyCoded<Strategy>.init), holding: value, forKey: key, by: strategy,
      property: property, preserved: preserved)
  }

  /// Encodes a set property with `strategy` applied to each element, writing back the elements
  /// that `preserved` kept of those decoding dropped.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: Set<Strategy.Value>,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws where Strategy.Value: Hashable {
    try encodeCoded(
      Set(value.lazy.map(StrategyCoded<Strategy>.init)), holding: value, forKey: key,
      by: strategy, property: property, preserved: preserved)
  }

  /// Encodes a dictionary property with `strategy` applied to each value, writing back the
  /// entries that `preserved` kept of those decoding dropped.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy, DictionaryKey: Encodable & Hashable>(
    _ value: [DictionaryKey: Strategy.Value],
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeCoded(
      value.mapValues(StrategyCoded<Strategy>.init), holding: value, forKey: key, by: strategy,
      property: property, preserved: preserved)
  }

  /// Encodes an optional array property with `strategy` applied to each element, leaving
  /// its key out for `nil` as synthesized code does, and writing back what `preserved` kept.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: [Strategy.Value]?,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeCoded(
      value.map { $0.map(StrategyCoded<Strategy>.init) }, holding: value as Any, forKey: key,
      by: strategy, property: property,
      preserved: preserved)
  }

  /// Encodes an optional set property with `strategy` applied to each element, leaving
  /// its key out for `nil` as synthesized code does, and writing back what `preserved` kept.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy>(
    _ value: Set<Strategy.Value>?,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws where Strategy.Value: Hashable {
    try encodeCoded(
      value.map { Set($0.lazy.map(StrategyCoded<Strategy>.init)) }, holding: value as Any,
      forKey: key, by: strategy, property: property,
      preserved: preserved)
  }

  /// Encodes an optional dictionary property with `strategy` applied to each value, leaving
  /// its key out for `nil` as synthesized code does, and writing back what `preserved` kept.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - strategy: The strategy the property decoded with.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  /// - Throws: What the strategy throws.
  public mutating func encode<Strategy: CodingStrategy, DictionaryKey: Encodable & Hashable>(
    _ value: [DictionaryKey: Strategy.Value]?,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeCoded(
      value.map { $0.mapValues(StrategyCoded<Strategy>.init) }, holding: value as Any, forKey: key,
      by: strategy, property: property,
      preserved: preserved)
  }

  /// Encodes `coded`, the property's value with each value of `strategy` standing for itself,
  /// with `strategy` in scope, in the state that `preserved` kept for `value`.
  private mutating func encodeCoded<Strategy: CodingStrategy, Coded: Encodable>(
    _ coded: Coded,
    holding value: Any,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    preserved: PreservedData,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    let state = preserved.state(forProperty: property)?.standing(for: value) ?? .decoded
    try StrategyScope.with(strategy) {
      try encodeWrapper(
        StateEncoded(coded, state: state), holding: value, in: state, forKey: key,
        nilEncoding: nilEncoding)
    }
  }
}

/// A value with the state it decoded in, which encodes as ``ResilientState/encode(_:to:)``
/// says.
private struct StateEncoded<Value: Encodable>: Encodable {
  let value: Value
  let state: ResilientState

  init(_ value: Value, state: ResilientState) {
    self.value = value
    self.state = state
  }

  func encode(to encoder: any Encoder) throws {
    try state.encode(value, to: encoder)
  }
}

// Decoding a property through a strategy, as public API: what `@CodedBy` generates, and what a
// hand-written `init(from:)` calls to recover and report exactly as a generated one does. The
// strategy applies to the property's type, to an optional's wrapped value, to each element of an
// array or a set, and to each value of a dictionary, which recover as `@Resilient` ones do.

extension KeyedDecodingContainer {
  /// Decodes the property for `key` with `strategy`, recovering from a value the strategy does
  /// not read as any other property would: with its fallback, its initial value or its policy,
  /// reporting the recovery to the reporter of `context`, if any.
  ///
  /// ```swift
  /// start = try container.decode(
  ///   forKey: .start, by: .dateFormats(.iso8601, .secondsSince1970),
  ///   property: "start", context: context, preserving: &preservedData)
  /// ```
  ///
  /// A value the strategy neither reads nor converts is tried with the retries, then takes the
  /// fallback, the initial value or the empty value of the strategy's type (`nil`, an empty
  /// array, a ``ResilientRawRepresentable``'s fallback), reported, or throws when there is none.
  /// A missing key or `null` is that empty value silently, or throws what plain decoding throws.
  /// A value that the strategy converts (``CodingStrategy/convert(from:)``) is kept, reported,
  /// and written back as it arrived while unchanged.
  ///
  /// - Parameters:
  ///   - type: The type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - initialValue: The value to keep when the key is missing or the value is bad.
  ///   - retries: Other ways to decode the value, tried in order once the strategy neither
  ///     reads nor converts it.
  ///   - fallback: The value to take when the key is missing or the value is bad; it wins over
  ///     `initialValue`.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded, converted or recovered value.
  /// - Throws: The original error when nothing recovers it, or in strict mode; what the policy's
  ///   ``ValueResponse/dropElement`` and ``ValueResponse/fail`` throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: Strategy.Value.Type = Strategy.Value.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    initialValue: Strategy.Value? = nil,
    retries: @autoclosure () -> [DecodingRetry<Strategy.Value>] = [],
    fallback: (() -> Strategy.Value)? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Strategy.Value {
    let recovered = try strategyValue(
      forKey: key, by: strategy, property: property, context: context,
      initialValue: initialValue, retries: retries(), fallback: fallback, policy: policy)
    if case .decoded = recovered.state { return recovered.value }
    preserved.keep(recovered.state, forProperty: property, omittedWhenNil: false)
    return recovered.value
  }

  /// Decodes the optional property for `key` with `strategy`, as a `@Resilient` optional: a
  /// missing key or `null` is `nil`, silently; a value the strategy neither reads nor converts
  /// is `nil`, reported.
  ///
  /// - Parameters:
  ///   - type: The optional type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - strategy: How the payload's value becomes the property's, and back.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data, which keeps what the strategy converted and what
  ///     was dropped or replaced, so that the model encodes it back.
  /// - Returns: The decoded, converted or recovered value.
  /// - Throws: The original error in strict mode; what the policy's
  ///   ``ValueResponse/dropElement`` and ``ValueResponse/fail`` throw.
  @inlinable
  public func decode<Strategy: CodingStrategy>(
    _ type: Strategy.Value?.Type = Strategy.Value?.self,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Strategy.Value? {
    if let value = readDirectly(forKey: key, by: strategy) { return value }
    return try decodeCoded(
      StrategyCoded<Strategy>?.self, forKey: key, by: strategy, property: property,
      context: context, completenessLimit: nil, policy: policy, preserving: &preserved
    )?.value
  }

  /// Decodes `Coded`, the property's values each standing for one value of `strategy`, as a
  /// `@Resilient` property of that kind, and keeps in `preserved` how it decoded.
  @inlinable
  func decodeCoded<Strategy: CodingStrategy, Coded: ResilientlyDecodable>(
    _ coded: Coded.Type,
    forKey key: Key,
    by strategy: Strategy,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit?,
    policy: ValuePolicy?,
    preserving preserved: inout PreservedData
  ) throws -> Coded {
    try strategyValues(
      Coded.self, forKey: key, by: strategy, property: property, context: context,
      completenessLimit: completenessLimit, policy: policy
    ).value(keepingIn: &preserved, forProperty: property)
  }
}

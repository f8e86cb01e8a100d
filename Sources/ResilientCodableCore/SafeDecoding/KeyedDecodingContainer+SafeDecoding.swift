// The property decoding that `@SafeDecoding` generates, as public API: a hand-written
// `init(from:)` that calls these functions recovers and reports exactly as a generated one does.

extension KeyedDecodingContainer {
  /// Decodes an optional or a collection as a `@Resilient` property of the same type would,
  /// reporting each recovery to the reporter of `context`, if any.
  ///
  /// A missing key or `null` is `nil` or empty, silently; bad data is `nil` (or an enum's
  /// fallback) or empty, reported; a bad element or entry of a collection is dropped, reported.
  ///
  /// ```swift
  /// tags = try container.decodeResilient(
  ///   [String].self, forKey: .tags, property: "tags", context: context)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The optional, array, set, dictionary or resilient enum to decode; by default,
  ///     the type the assignment infers.
  ///   - key: The key of the property.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements a collection may drop, on top of the limits of the
  ///     decoder's `userInfo`.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  /// - Returns: The decoded or recovered value.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil
  ) throws -> Value {
    // The usual property straight to its type's decoding: in a debug build, where nothing is
    // inlined, each generic step between costs more than the step itself.
    guard completenessLimit != nil || policy != nil else {
      let context = context.reporting(property: property)
      let property = try Value._decodeResilient(from: self, forKey: key, context: context)
      guard property.state.isAbsent, Recovery.reportsAbsentValues else {
        return property.wrappedValue
      }
      return reportAbsence(of: property, forKey: key, context: context).wrappedValue
    }
    return try resilientProperty(
      Value.self, forKey: key, property: property, context: context,
      completenessLimit: completenessLimit, policy: policy
    ).wrappedValue
  }

  /// Decodes an optional or a collection as
  /// ``decodeResilient(_:forKey:property:context:completenessLimit:policy:)`` does, keeping in
  /// `preserved` what it dropped or replaced, so that the model encodes it back.
  ///
  /// - Parameters:
  ///   - type: The optional, array, set, dictionary or resilient enum to decode; by default,
  ///     the type the assignment infers.
  ///   - key: The key of the property.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - completenessLimit: How many elements a collection may drop, on top of the limits of the
  ///     decoder's `userInfo`.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not what
  ///     `@Resilient` makes of it.
  ///   - preserved: The model's preserved data.
  /// - Returns: The decoded or recovered value.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold; what the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail``
  ///   throw.
  @inlinable
  public func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    policy: ValuePolicy? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Value {
    try resilientProperty(
      Value.self, forKey: key, property: property, context: context,
      completenessLimit: completenessLimit, policy: policy
    ).value(keepingIn: &preserved, forProperty: property)
  }

  /// Decodes a property as a `@Resilient` property of its type, reporting to the model's
  /// reporter, and checks its completeness limit.
  @inlinable
  func resilientProperty<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String?,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit?,
    policy: ValuePolicy?
  ) throws -> Resilient<Value> {
    if let policy {
      return try decodeResilient(
        Value.self, forKey: key, policy: policy,
        context: context.applying(policy, to: property).limiting(to: completenessLimit)
      ).checking(completenessLimit, at: codingPath + [key])
    }
    // A property with a limit decodes in a context of its own, which brings the limit to its
    // elements' loop.
    let context =
      completenessLimit == nil
      ? context.reporting(property: property)
      : (context.reporting(property: property) ?? context).limiting(to: completenessLimit)
    return try reportingAbsence(
      of: Value._decodeResilient(from: self, forKey: key, context: context), forKey: key,
      context: context
    ).checking(completenessLimit, at: codingPath + [key])
  }

  /// Decodes the property for `key` as its type, and recovers from a failure by coercion (when
  /// scalars are coerced), then with the retries, then the fallback, then the initial value,
  /// reporting the recovery to the reporter of `context`, if any.
  ///
  /// A missing key takes the fallback or the initial value silently (an optional without either
  /// is `nil`); `null` keeps the initial value of a property that has one.
  ///
  /// ```swift
  /// rating = try container.decode(
  ///   Int.self, forKey: .rating, property: "rating", context: context, initialValue: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - initialValue: The value to keep when the key is missing or the value is bad.
  ///   - retries: Other ways to decode the value, tried in order.
  ///   - fallback: The value to take when the key is missing or the value is bad; it wins over
  ///     `initialValue`.
  ///   - policy: What a missing key, `null` or invalid value makes of the property, if not the
  ///     above.
  /// - Returns: The decoded or recovered value.
  /// - Throws: The original error when nothing recovers it, or in strict mode; what the policy's
  ///   ``ValueResponse/dropElement`` and ``ValueResponse/fail`` throw.
  @inlinable
  public func decode<Value: Decodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    initialValue: Value? = nil,
    retries: @autoclosure () -> [DecodingRetry<Value>] = [],
    fallback: (() -> Value)? = nil,
    policy: ValuePolicy? = nil
  ) throws -> Value {
    try recoveringProperty(
      Value.self, forKey: key, property: property, context: context, initialValue: initialValue,
      retries: retries(), fallback: fallback, policy: policy
    ).value
  }

  /// Decodes the property for `key` as
  /// ``decode(_:forKey:property:context:initialValue:retries:fallback:policy:)`` does, with the
  /// record of what recovered it.
  @inlinable
  func recoveringProperty<Value: Decodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String?,
    context: SafeDecodingContext,
    initialValue: Value?,
    retries: @autoclosure () -> [DecodingRetry<Value>],
    fallback: (() -> Value)?,
    policy: ValuePolicy?
  ) throws -> Recovered<Value> {
    if let policy {
      return try decode(
        Value.self, at: KeyedSite(self, key, context: context.applying(policy, to: property)),
        policy: policy, initialValue: initialValue, retries: retries(), fallback: fallback)
    }
    do {
      if let initialValue, fallback == nil {
        if let value = try decodeIfPresentScalarAware(Value.self, forKey: key) {
          return Recovered(value: value, state: .decoded)
        }
        return Recovered(
          value: absent(
            initialValue, by: .usedInitialValue, forKey: key, property: property,
            context: context),
          state: .decoded)
      }
      if !contains(key) {
        if let fallback {
          return Recovered(
            value: absent(
              fallback(), by: .usedFallback, forKey: key, property: property, context: context),
            state: .decoded)
        }
        if let none = (Value.self as? any OptionalValue.Type)?.nilValue as? Value {
          return Recovered(
            value: absent(none, by: .setToNil, forKey: key, property: property, context: context),
            state: .decoded)
        }
      }
      return Recovered(value: try decode(Value.self, forKey: key), state: .decoded)
    } catch {
      return try KeyedSite(self, key, context: context.reporting(property: property)).recover(
        from: error,
        offering: .init(
          converts: true, retries: retries(), fallback: fallback, initialValue: initialValue))
    }
  }
}

extension Resilient {
  /// This wrapper, once `limit` holds for the elements it dropped.
  ///
  /// - Throws: The error of `limit` when the collection at `path` dropped more than it allows.
  @inlinable
  func checking(_ limit: CompletenessLimit?, at path: @autoclosure () -> [any CodingKey]) throws
    -> Self
  {
    if let limit, case .recovered(let record) = state { try record.check(limit, at: path()) }
    return self
  }
}

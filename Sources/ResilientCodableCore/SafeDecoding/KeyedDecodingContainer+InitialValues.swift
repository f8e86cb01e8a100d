// A collection property with an initial value: its elements recover as a `@Resilient`
// collection's do, and the initial value stands in only for a whole value that is missing,
// `null` or not a collection, so that one bad element never costs the good ones.

extension KeyedDecodingContainer {
  /// Decodes a collection, or an optional one, whose property has an initial value: a bad
  /// element or entry is dropped and reported, as
  /// ``decodeResilient(_:forKey:property:context:completenessLimit:policy:)`` drops it; a
  /// missing key or `null` keeps `initialValue`, silently, and a value that is not a collection
  /// keeps it, reported, as ``decode(_:forKey:property:context:initialValue:retries:fallback:policy:)``
  /// keeps it.
  ///
  /// ```swift
  /// labels = try container.decodeResilient(
  ///   forKey: .labels, property: "labels", context: context, initialValue: ["new"])
  /// ```
  ///
  /// - Parameters:
  ///   - type: The collection to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - initialValue: The value to keep when the key is missing, or the value is `null` or not
  ///     a collection.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decoder's `userInfo`.
  /// - Returns: The decoded or recovered value.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold.
  @inlinable
  public func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    initialValue: Value,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Value {
    try resilientProperty(
      Value.self, forKey: key, property: property, context: context, initialValue: initialValue,
      completenessLimit: completenessLimit
    ).wrappedValue
  }

  /// Decodes a collection whose property has an initial value as
  /// ``decodeResilient(_:forKey:property:context:initialValue:completenessLimit:)`` does,
  /// keeping in `preserved` the elements it dropped, so that the model encodes them back.
  ///
  /// - Parameters:
  ///   - type: The collection to decode; by default, the type the assignment infers.
  ///   - key: The key of the property.
  ///   - property: The property's name, for the reporter.
  ///   - context: The model being decoded.
  ///   - initialValue: The value to keep when the key is missing, or the value is `null` or not
  ///     a collection.
  ///   - completenessLimit: How many elements the collection may drop, on top of the limits of
  ///     the decoder's `userInfo`.
  ///   - preserved: The model's preserved data.
  /// - Returns: The decoded or recovered value.
  /// - Throws: The original error in strict mode; the error of a completeness limit that does
  ///   not hold.
  @inlinable
  public func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    initialValue: Value,
    completenessLimit: CompletenessLimit? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Value {
    try resilientProperty(
      Value.self, forKey: key, property: property, context: context, initialValue: initialValue,
      completenessLimit: completenessLimit
    ).value(keepingIn: &preserved, forProperty: property)
  }

  /// Decodes the collection as a `@Resilient` property of its type, in an attempt that is kept
  /// unless the whole value was missing, `null` or replaced: the property's initial value then
  /// stands in, as for any property that has one, and a replaced value is read once more for
  /// the error that the initial value's report gives.
  @inlinable
  func resilientProperty<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    initialValue: Value,
    completenessLimit: CompletenessLimit?
  ) throws -> Resilient<Value> {
    let attempt = RecoveryAttempt()
    let resilient: Resilient<Value>
    do {
      resilient = try resilientProperty(
        Value.self, forKey: key, property: property, context: context,
        completenessLimit: completenessLimit, policy: nil)
    } catch {
      attempt.withdraw()
      throw error
    }
    guard resilient.state.replacesWholeValue else {
      attempt.keep()
      return resilient
    }
    attempt.withdraw()
    if resilient.state.isAbsent {
      return Resilient(
        absent(
          initialValue, by: .usedInitialValue, forKey: key, property: property, context: context),
        state: .decoded)
    }
    let recovered = try recoveringProperty(
      Value.self, forKey: key, property: property, context: context,
      initialValue: Optional(initialValue), retries: [], fallback: nil, policy: nil)
    return Resilient(recovered.value, state: .decoded)
  }
}

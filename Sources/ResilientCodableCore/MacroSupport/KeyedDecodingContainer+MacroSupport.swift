// What the `init(from:)` that `@SafeDecoding` generates calls beyond the public API: the
// decoding of a property as synthesized code decodes it, with its type inferred.

extension KeyedDecodingContainer {
  /// Decodes a property as synthesized code does, as the type the assignment infers, so that
  /// generated code never names a type that its extension could not see; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: Decodable>(forKey key: Key) throws -> Value {
    try decodeScalarAware(Value.self, forKey: key)
  }

  /// Decodes an optional property as synthesized code does, with `decodeIfPresent`, as the type
  /// the assignment infers; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeIfPresent<Value: Decodable>(forKey key: Key) throws -> Value? {
    try decodeIfPresentScalarAware(Value.self, forKey: key)
  }

  /// Decodes a `@Resilient` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeWrapper<Value>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Resilient<Value> {
    try decode(Resilient<Value>.self, forKey: key).checking(
      completenessLimit, at: codingPath + [key])
  }

  /// Decodes a `@Coerced` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  public func _$decodeWrapper<Value>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Coerced<Value> {
    let wrapper = try decode(Coerced<Value>.self, forKey: key)
    try check(wrapper.state, against: completenessLimit, forKey: key)
    return wrapper
  }

  /// Decodes a `DateFormatted` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  public func _$decodeWrapper<Formats, Value>(
    _ type: DateFormatted<Formats, Value>.Type = DateFormatted<Formats, Value>.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> DateFormatted<Formats, Value> {
    let wrapper = try decode(DateFormatted<Formats, Value>.self, forKey: key)
    try check(wrapper.state, against: completenessLimit, forKey: key)
    return wrapper
  }

  /// Decodes a `WithPolicy` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  public func _$decodeWrapper<Provider, Value>(
    _ type: WithPolicy<Provider, Value>.Type = WithPolicy<Provider, Value>.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> WithPolicy<Provider, Value> {
    let wrapper = try decode(WithPolicy<Provider, Value>.self, forKey: key)
    try check(wrapper.state, against: completenessLimit, forKey: key)
    return wrapper
  }

  /// Throws the error of `completenessLimit` when the property for `key`, recovered in `state`,
  /// dropped more than it allows.
  private func check(
    _ state: ResilientState,
    against completenessLimit: CompletenessLimit?,
    forKey key: Key
  ) throws {
    if let completenessLimit, case .recovered(let record) = state {
      try record.check(completenessLimit, at: codingPath + [key])
    }
  }
}

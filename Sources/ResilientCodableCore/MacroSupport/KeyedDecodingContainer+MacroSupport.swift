extension KeyedDecodingContainer {
  /// The first of `keys` that the payload has, or the first of them when it has none: the key a
  /// property with alternate keys decodes from; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$firstPresent(_ keys: Key...) -> Key {
    keys.first(where: contains) ?? keys[0]
  }

  /// Decodes a property as synthesized code does, as the type the assignment infers, so that
  /// generated code never names a type that its extension could not see; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: Decodable>(forKey key: Key) throws -> Value {
    try decodeScalarAware(Value.self, forKey: key)
  }

  /// Decodes an optional property as synthesized code does, as the type the assignment infers;
  /// generated code only.
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
    if let completenessLimit, case .recovered(let record) = wrapper.state {
      try record.check(completenessLimit, at: codingPath + [key])
    }
    return wrapper
  }
}

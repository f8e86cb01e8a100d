extension KeyedDecodingContainer {
  /// The object for `key`, through which `@CodedAt("author", "login")` reads its property;
  /// generated code only.
  ///
  /// A missing object or `null` is an object without keys, so that the properties read through it
  /// are missing, silently. A value that is not an object is reported (or thrown, in strict
  /// mode) with the action ``RecoveryAction/treatedAsMissing``, and is an object without keys
  /// too.
  @_documentation(visibility: internal)
  public func _$nestedContainer(
    forKey key: Key,
    context: SafeDecodingContext
  ) throws -> KeyedDecodingContainer<_$SafeDecodingKey> {
    let site = KeyedSite(self, key, context: context.reporting(property: nil))
    let absent = KeyedDecodingContainer<_$SafeDecodingKey>(
      AbsentKeyedContainer(codingPath: codingPath + [key]))
    if site.absence() != nil { return absent }
    do {
      return try nestedContainer(keyedBy: _$SafeDecodingKey.self, forKey: key)
    } catch {
      return try site.recover(
        from: error, offering: .init(replacement: (absent, .treatedAsMissing), preserves: false)
      ).value
    }
  }

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

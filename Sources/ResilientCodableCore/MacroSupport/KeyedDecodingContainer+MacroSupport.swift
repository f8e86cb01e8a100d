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

  /// Decodes a property of a type that the macro cannot tell from its name, as synthesized code
  /// does, as the type the assignment infers; generated code only.
  ///
  /// A ``ResilientRawRepresentable`` type decodes through the overload for it instead.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: Decodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext
  ) throws -> Value {
    try decodeScalarAware(Value.self, forKey: key)
  }

  /// Decodes a property of a ``ResilientRawRepresentable`` type as a `@Resilient` property of
  /// the type does, taking its fallback, if any; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: ResilientRawRepresentable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext
  ) throws -> Value {
    try decodeResilient(forKey: key, property: property, context: context)
  }

  /// Decodes a property of a type that the macro cannot tell from its name, as synthesized code
  /// does; generated code only.
  ///
  /// A ``ResilientRawRepresentable`` type decodes through the overload for it instead.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: Decodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    preserving preserved: inout PreservedData
  ) throws -> Value {
    try decodeScalarAware(Value.self, forKey: key)
  }

  /// Decodes a property of a ``ResilientRawRepresentable`` type as a `@Resilient` property of
  /// the type does, keeping in `preserved` what the fallback replaced; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: ResilientRawRepresentable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: SafeDecodingContext,
    preserving preserved: inout PreservedData
  ) throws -> Value {
    try decodeResilient(forKey: key, property: property, context: context, preserving: &preserved)
  }

  /// Decodes a property wrapper of a `@SafeDecoding` model as synthesized code does, through
  /// the wrapper's own keyed decoding when it is one of the library's (a missing key is not an
  /// error then), checking the property's `@RequireCompleteness` limit, if any; generated code
  /// only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeWrapper<Wrapper: Decodable>(
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Wrapper {
    guard let kind = Wrapper.self as? any KeyedWrapperDecoding.Type else {
      return try decode(Wrapper.self, forKey: key)
    }
    let wrapper = try kind.decodeWrapper(from: self, forKey: key)
    if let completenessLimit, case .recovered(let record) = wrapper.state {
      try record.check(completenessLimit, at: codingPath + [key])
    }
    guard let wrapper = wrapper as? Wrapper else { return try decode(Wrapper.self, forKey: key) }
    return wrapper
  }
}

/// A property wrapper of the library's, which a keyed container decodes through an overload of
/// its own.
@usableFromInline
protocol KeyedWrapperDecoding {
  /// How the wrapped value decoded.
  var state: ResilientState { get }

  /// Decodes the wrapper for `key`, as the container's overload for it does.
  static func decodeWrapper<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> Self
}

extension Resilient: KeyedWrapperDecoding {
  @usableFromInline
  static func decodeWrapper<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> Self {
    try container.decode(Self.self, forKey: key)
  }
}

extension Coded: KeyedWrapperDecoding {
  @usableFromInline
  static func decodeWrapper<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> Self {
    try container.decode(Self.self, forKey: key)
  }
}

extension KeyedDecodingContainer where Key == SafeDecodingKey {
  /// A decoder of this object, which a `@CodedAt` path or `at:` names, for a `@Flattened`
  /// property read from it; generated code only.
  @_documentation(visibility: internal)
  public func _$decoder(userInfo: [CodingUserInfoKey: Any]) -> any Decoder {
    ObjectDecoder(object: self, userInfo: userInfo)
  }
}

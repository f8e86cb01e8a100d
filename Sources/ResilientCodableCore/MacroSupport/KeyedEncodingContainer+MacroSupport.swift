// What the `encode(to:)` that `@SafeDecoding` generates calls beyond the public API: the
// encoding of a property as synthesized code encodes it.

extension KeyedEncodingContainer {
  /// Encodes a property as synthesized code does; generated code only.
  ///
  /// One generic function, which the type checker resolves at once, where `encode(_:forKey:)`
  /// has an overload per scalar type to try: generated `encode(to:)` type-checks in half the
  /// time.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try encodeScalarAware(value, forKey: key)
  }

  /// Encodes an optional property as synthesized code does, leaving the key out for `nil`;
  /// generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encode<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    guard let value else { return }
    try encodeScalarAware(value, forKey: key)
  }

  /// Encodes an optional property, writing `null` for `nil` when `nilEncoding` says so;
  /// generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encode<Value: Encodable>(
    _ value: Value?,
    forKey key: Key,
    nilEncoding: NilEncoding
  ) throws {
    guard let value else {
      if case .null = nilEncoding { try encodeNil(forKey: key) }
      return
    }
    try encodeScalarAware(value, forKey: key)
  }

  /// Encodes a property of a type that the macro cannot tell from its name, as synthesized code
  /// does; generated code only.
  ///
  /// A ``ResilientRawRepresentable`` type encodes through the overload for it instead.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encode<Value: Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeScalarAware(value, forKey: key)
  }

  /// Encodes a property of a ``ResilientRawRepresentable`` type as a `@Resilient` property of
  /// the type does, writing back the raw value that its fallback replaced; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encode<Value: ResilientRawRepresentable & Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeResilient(value, forKey: key, property: property, preserved: preserved)
  }
}

/// Whether `condition`, the closure of `@IgnoreEncoding(if:)`, holds for `value`; generated code
/// only.
@_documentation(visibility: internal)
@inlinable
public func _$holds<Value>(_ condition: (Value) throws -> Bool, for value: Value) rethrows -> Bool {
  try condition(value)
}

/// Encodes a `@Flattened` property into its model's object; generated code only.
@_documentation(visibility: internal)
@inlinable
public func _$encodeFlattened<Value: Encodable>(_ value: Value, to encoder: any Encoder) throws {
  try value.encode(to: encoder)
}

/// Encodes an optional `@Flattened` property into its model's object, writing nothing for `nil`;
/// generated code only.
@_documentation(visibility: internal)
@inlinable
public func _$encodeFlattened<Value: Encodable>(_ value: Value?, to encoder: any Encoder) throws {
  try value?.encode(to: encoder)
}

extension KeyedEncodingContainer where Key == SafeDecodingKey {
  /// Encodes a `@Flattened` property into this object, which a `@CodedAt` path or `at:` names;
  /// generated code only.
  @_documentation(visibility: internal)
  public mutating func _$encodeFlattened<Value: Encodable>(
    _ value: Value,
    property: String,
    userInfo: [CodingUserInfoKey: Any]
  ) throws {
    try value.encode(
      to: ObjectEncoder(object: self, propertyKey: SafeDecodingKey(property), userInfo: userInfo))
  }

  /// Encodes an optional `@Flattened` property into this object, writing nothing for `nil`;
  /// generated code only.
  @_documentation(visibility: internal)
  public mutating func _$encodeFlattened<Value: Encodable>(
    _ value: Value?,
    property: String,
    userInfo: [CodingUserInfoKey: Any]
  ) throws {
    guard let value else { return }
    try _$encodeFlattened(value, property: property, userInfo: userInfo)
  }
}

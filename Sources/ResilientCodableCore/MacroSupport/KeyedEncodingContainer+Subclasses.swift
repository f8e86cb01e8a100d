// What the `_$encodeProperties(to:)` of a `@SafeDecoding` subclass calls: the compiler cannot
// tell the macro whether the superclass is `Encodable` (asking fails an assertion of the
// compiler's), so that a subclass in a `Decodable` hierarchy must compile whatever its
// properties' types. Each call resolves to the `Encodable` overload where the type is
// `Encodable`, and otherwise to one that throws, which only encoding, never decoding, reaches.

extension KeyedEncodingContainer {
  /// Encodes a property of a subclass as synthesized code does; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeIfEncodable<Value: Encodable>(
    _ value: Value,
    forKey key: Key
  ) throws {
    try _$encode(value, forKey: key)
  }

  /// Encodes an optional property of a subclass as synthesized code does; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeIfEncodable<Value: Encodable>(
    _ value: Value?,
    forKey key: Key
  ) throws {
    try _$encode(value, forKey: key)
  }

  /// Encodes an optional property of a subclass, writing `null` for `nil` when `nilEncoding`
  /// says so; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeIfEncodable<Value: Encodable>(
    _ value: Value?,
    forKey key: Key,
    nilEncoding: NilEncoding
  ) throws {
    try _$encode(value, forKey: key, nilEncoding: nilEncoding)
  }

  /// Throws: the property's type is not `Encodable`; generated code only.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public mutating func _$encodeIfEncodable<Value>(
    _ value: Value,
    forKey key: Key,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    throw notEncodable(value, forKey: key)
  }

  /// Encodes a property of a subclass, of a type that the macro cannot tell from its name, as
  /// synthesized code does; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeIfEncodable<Value: Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    try _$encode(value, forKey: key)
  }

  /// Encodes a property of a subclass, of a ``ResilientRawRepresentable`` type, as
  /// ``encodeResilient(_:forKey:property:preserved:nilEncoding:)`` does; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeIfEncodable<Value: ResilientRawRepresentable & Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    try encodeResilient(value, forKey: key, property: property, preserved: preserved)
  }

  /// Throws: the property's type is not `Encodable`; generated code only.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public mutating func _$encodeIfEncodable<Value>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    throw notEncodable(value, forKey: key)
  }

  /// Encodes a resilient property of a subclass as
  /// ``encodeResilient(_:forKey:property:preserved:nilEncoding:)`` does; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public mutating func _$encodeResilientIfEncodable<Value: ResilientlyDecodable & Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    try encodeResilient(
      value, forKey: key, property: property, preserved: preserved, nilEncoding: nilEncoding)
  }

  /// Throws: the property's type is not `Encodable`; generated code only.
  @_documentation(visibility: internal)
  @_disfavoredOverload
  public mutating func _$encodeResilientIfEncodable<Value>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    throw notEncodable(value, forKey: key)
  }

  /// The error of a property whose type is not `Encodable`.
  private func notEncodable<Value>(_ value: Value, forKey key: Key) -> EncodingError {
    EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath + [key],
        debugDescription: "\(Value.self) is not Encodable, so this subclass cannot encode it"))
  }
}

/// Encodes a `@Flattened` property of a subclass into its model's object; generated code only.
@_documentation(visibility: internal)
@inlinable
public func _$encodeFlattenedIfEncodable<Value: Encodable>(
  _ value: Value,
  to encoder: any Encoder
) throws {
  try _$encodeFlattened(value, to: encoder)
}

/// Encodes an optional `@Flattened` property of a subclass into its model's object, writing
/// nothing for `nil`; generated code only.
@_documentation(visibility: internal)
@inlinable
public func _$encodeFlattenedIfEncodable<Value: Encodable>(
  _ value: Value?,
  to encoder: any Encoder
) throws {
  try _$encodeFlattened(value, to: encoder)
}

/// Throws: the `@Flattened` property's type is not `Encodable`; generated code only.
@_documentation(visibility: internal)
@_disfavoredOverload
public func _$encodeFlattenedIfEncodable<Value>(_ value: Value, to encoder: any Encoder) throws {
  throw EncodingError.invalidValue(
    value,
    EncodingError.Context(
      codingPath: encoder.codingPath,
      debugDescription: "\(Value.self) is not Encodable, so this subclass cannot encode it"))
}

/// The error of the `_$encodeProperties(to:)` of a `@SafeDecoding` class that is not
/// `Encodable`, which a subclass that declares `Encodable` calls; generated code only.
@_documentation(visibility: internal)
public func _$notEncodable(_ type: Any.Type, to encoder: any Encoder) -> EncodingError {
  EncodingError.invalidValue(
    type,
    EncodingError.Context(
      codingPath: encoder.codingPath,
      debugDescription: "\(type) is not Encodable, so its subclass cannot encode its properties"))
}

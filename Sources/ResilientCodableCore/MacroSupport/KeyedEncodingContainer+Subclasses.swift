// What the `_$encodeProperties(to:)` of a `@SafeDecoding` subclass calls: the compiler cannot
// tell the macro whether the superclass is `Encodable` (asking fails an assertion of the
// compiler's), so that a subclass in a `Decodable` hierarchy must compile whatever its
// properties' types. Each call takes any value and asks at run time what it is, which only
// encoding, never decoding, reaches: an `Encodable` value encodes as the class's own
// `encode(to:)` would encode it, any other throws.

extension KeyedEncodingContainer {
  /// Encodes a property of a subclass as the `encode(to:)` of a class that is not a subclass
  /// does, or throws if the property's type is not `Encodable`; generated code only.
  ///
  /// - Parameters:
  ///   - value: The property's value, or its wrapper for a wrapped property.
  ///   - key: The property's key.
  ///   - property: The property's name, for a value that writes back what `preserved` kept of
  ///     it: a ``ResilientRawRepresentable`` value, or with `isResilient`, any
  ///     ``ResilientlyDecodable`` one, as ``encodeResilient(_:forKey:property:preserved:nilEncoding:)``
  ///     writes it.
  ///   - preserved: What the model's `preservedData` kept.
  ///   - isResilient: Whether the property decodes as a ``ResilientlyDecodable`` value.
  ///   - nilEncoding: What `nil` writes.
  /// - Throws: An `EncodingError.invalidValue` if the property's type is not `Encodable`; what
  ///   encoding the value throws.
  @_documentation(visibility: internal)
  public mutating func _$encodeIfEncodable<Value>(
    _ value: Value,
    forKey key: Key,
    property: String? = nil,
    preserved: PreservedData? = nil,
    isResilient: Bool = false,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    guard let encodable = value as? any Encodable else { throw notEncodable(value, forKey: key) }
    if let wrapper = value as? any KeyedWrapperEncoding {
      return try wrapper.encode(to: &self, forKey: key)
    }
    if let property, let preserved {
      if isResilient, let value = value as? any ResilientlyDecodable & Encodable {
        return try encodeResilient(
          value, forKey: key, property: property, preserved: preserved, nilEncoding: nilEncoding)
      }
      if !isResilient, let value = value as? any ResilientRawRepresentable & Encodable {
        return try encodeResilient(value, forKey: key, property: property, preserved: preserved)
      }
    }
    guard let optional = value as? any OptionalValue else {
      return try encodeScalarAware(encodable, forKey: key)
    }
    guard let wrapped = optional.unwrapped as? any Encodable else {
      if case .null = nilEncoding { try encodeNil(forKey: key) }
      return
    }
    try encodeScalarAware(wrapped, forKey: key)
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

/// Encodes a `@Flattened` property of a subclass into its model's object, writing nothing for
/// `nil`, or throws if the property's type is not `Encodable`; generated code only.
@_documentation(visibility: internal)
public func _$encodeFlattenedIfEncodable<Value>(_ value: Value, to encoder: any Encoder) throws {
  guard let encodable = value as? any Encodable else {
    throw EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: encoder.codingPath,
        debugDescription: "\(Value.self) is not Encodable, so this subclass cannot encode it"))
  }
  guard let optional = value as? any OptionalValue else { return try encodable.encode(to: encoder) }
  try (optional.unwrapped as? any Encodable)?.encode(to: encoder)
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

/// A property wrapper of the library's, which a keyed container encodes through an overload of
/// its own: it leaves the key out for a value the payload did not have.
protocol KeyedWrapperEncoding {
  /// Encodes the wrapper for `key`, as the container's overload for it does.
  func encode<Key>(to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws
}

extension Resilient: KeyedWrapperEncoding where Value: Encodable {
  func encode<Key>(to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
    try container.encode(self, forKey: key)
  }
}

extension Coded: KeyedWrapperEncoding {
  func encode<Key>(to container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
    try container.encode(self, forKey: key)
  }
}

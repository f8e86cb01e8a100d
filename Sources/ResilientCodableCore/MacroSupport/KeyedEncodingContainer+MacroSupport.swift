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
  public mutating func _$encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws
  {
    guard let value else { return }
    try encodeScalarAware(value, forKey: key)
  }

  /// Encodes a property that a `@SafeDecoding(preservingUnknownKeys: true)` model decoded as a
  /// `@Resilient` property would be, writing back what `preserved` kept of it; generated code
  /// only.
  @_documentation(visibility: internal)
  public mutating func _$encode<Value: ResilientlyDecodable & Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData
  ) throws {
    let state = preserved.state(forProperty: property)?.standing(for: value) ?? .decoded
    try encode(Resilient(value, state: state), forKey: key)
  }
}

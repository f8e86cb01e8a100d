extension KeyedEncodingContainer {
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

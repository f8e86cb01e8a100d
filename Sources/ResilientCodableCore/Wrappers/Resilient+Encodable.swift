extension Resilient: Encodable where Value: Encodable {
  /// Encodes the wrapped value as plain `Encodable` code would.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `@Resilient` optional property, omitting the key when the value is `nil`, as
  /// synthesized `Encodable` code does for a plain optional.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What encoding the value throws.
  public mutating func encode<Wrapped: Encodable>(
    _ value: Resilient<Wrapped?>,
    forKey key: Key
  ) throws {
    try encodeIfPresent(value.wrappedValue, forKey: key)
  }
}

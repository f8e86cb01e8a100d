// What the enum `encode(to:)` that `@SafeDecoding` generates calls beyond the public API.

extension Encoder {
  /// Writes an enum case's name under the discriminator `key` of the encoder's object, beside
  /// the case's associated values; generated code only.
  ///
  /// - Parameters:
  ///   - name: The case's name in the payload.
  ///   - key: The discriminator, such as `"type"`.
  /// - Throws: What encoding the name throws.
  @_documentation(visibility: internal)
  public func _$encodeCaseName(_ name: some Encodable, forKey key: String) throws {
    var container = container(keyedBy: _$SafeDecodingKey.self)
    try container.encode(name, forKey: _$SafeDecodingKey(stringValue: key))
  }

  /// Writes an enum case without associated values as an object that holds the case's name with
  /// an empty object, as synthesized `Encodable` code does; generated code only.
  ///
  /// - Parameter name: The case's name in the payload.
  @_documentation(visibility: internal)
  public func _$encodeCaseObject(named name: String) {
    var container = container(keyedBy: _$SafeDecodingKey.self)
    _ = container.nestedContainer(
      keyedBy: _$SafeDecodingKey.self, forKey: _$SafeDecodingKey(stringValue: name))
  }
}

extension PreservedData {
  /// Prepares to keep what the properties of the model `decoder` decodes recover from, if its
  /// `userInfo` asks to preserve invalid data; generated code only.
  ///
  /// - Parameter decoder: The decoder of the model.
  /// - Returns: The preserved data, empty so far.
  @_documentation(visibility: internal)
  public static func _$from(_ decoder: any Decoder) -> Self {
    Self(preparingFor: decoder, knownKeys: nil)
  }

  /// Prepares as ``_$from(_:)`` does, and keeps the keys of `decoder`'s object that are not
  /// cases of `keys`; generated code only.
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the model.
  ///   - keys: The model's coding keys.
  /// - Returns: The preserved data, holding the unknown keys.
  @_documentation(visibility: internal)
  public static func _$from<Keys: CodingKey>(_ decoder: any Decoder, knownKeys keys: Keys.Type)
    -> Self
  {
    Self(preparingFor: decoder, knownKeys: keys)
  }

  /// Writes the unknown keys to `encoder`'s keyed container; generated code only.
  ///
  /// - Parameter encoder: The encoder of the model.
  /// - Throws: What encoding a value throws.
  @_documentation(visibility: internal)
  public func _$encodeUnknownKeys(to encoder: any Encoder) throws {
    let unknownKeys = unknownKeys
    guard !unknownKeys.isEmpty else { return }
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    for (key, value) in unknownKeys {
      try container.encode(value, forKey: AnyCodingKey(stringValue: key))
    }
  }
}

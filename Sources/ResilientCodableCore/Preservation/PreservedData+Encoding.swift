extension PreservedData {
  /// Writes the unknown keys to `encoder`'s keyed container: the last step of an `encode(to:)`
  /// that writes back what the payload held beyond the declared properties.
  ///
  /// - Parameter encoder: The encoder of the model.
  /// - Throws: What encoding a value throws.
  public func encodeUnknownKeys(to encoder: any Encoder) throws {
    let unknownKeys = unknownKeys
    guard !unknownKeys.isEmpty else { return }
    var container = encoder.container(keyedBy: SafeDecodingKey.self)
    for (key, value) in unknownKeys {
      try container.encode(value, forKey: SafeDecodingKey(stringValue: key))
    }
  }
}

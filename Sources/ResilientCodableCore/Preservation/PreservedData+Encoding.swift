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

  /// Writes the unknown keys kept of the object at `path` to its container: what the
  /// `encode(to:)` of a `@SafeDecoding(preservingUnknownKeys: true)` model does for each object
  /// its properties are written through.
  ///
  /// - Parameters:
  ///   - path: The keys of the object from the model's object, outermost first.
  ///   - container: The object's container.
  /// - Throws: What encoding a value throws.
  public func encodeUnknownKeys(
    inObjectAt path: [String],
    to container: inout KeyedEncodingContainer<SafeDecodingKey>
  ) throws {
    for (key, value) in unknownKeys(inObjectAt: path) {
      try container.encode(value, forKey: SafeDecodingKey(stringValue: key))
    }
  }
}

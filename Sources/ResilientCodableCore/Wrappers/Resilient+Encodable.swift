extension Resilient: Encodable where Value: Encodable {
  /// Encodes the value, writing back what decoding replaced or dropped while the value is
  /// unchanged.
  ///
  /// - A ``ResilientRawRepresentable`` that fell back from a novel raw value writes the novel
  ///   raw value, and one that fell back from `null` writes `null`.
  /// - A `null` that decoded as `nil` or as an empty collection writes `null`.
  /// - With ``ResilientDecodingOptions/preservesInvalidData`` on while
  ///   decoding, a value replaced as a whole writes the raw value it replaced, and a collection
  ///   writes its dropped elements back where they were.
  ///
  /// Otherwise, and once the value is set, it encodes as plain `Encodable` code would.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try state.encode(value, to: encoder)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `@Resilient` property: leaves the key out when the payload did not have it, and
  /// an optional's key when the value is `nil`, as synthesized `Encodable` code does for a
  /// plain optional, unless the payload had `null` or data that encoding writes back.
  ///
  /// Synthesized `Encodable` conformances call this method for every `@Resilient` property.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What encoding the value throws.
  public mutating func encode<Value: Encodable>(_ value: Resilient<Value>, forKey key: Key) throws {
    try encodeWrapper(value, holding: value.value, in: value.state, forKey: key)
  }
}

extension ReplacedValue {
  /// Writes the replaced value to `encoder`.
  ///
  /// - Returns: Whether it wrote: `false` for a missing key, or a novel raw value that is not
  ///   `Encodable`.
  func encode(to encoder: any Encoder) throws -> Bool {
    switch self {
    case .absent:
      return false
    case .preserved(let value):
      try value.encode(to: encoder)
      return true
    case .novel(let rawValue):
      guard let rawValue = rawValue as? any Encodable else { return false }
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
      return true
    }
  }
}

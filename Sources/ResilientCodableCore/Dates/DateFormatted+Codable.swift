extension DateFormatted: Codable {
  /// Decodes the value of `decoder`, reading its dates in the formats of `Formats`.
  ///
  /// Synthesized `Decodable` conformances call
  /// ``Swift/KeyedDecodingContainer/decode(_:forKey:)->DateFormatted<Formats,Value>`` instead,
  /// which also handles a missing key.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: For a plain `Date` that no format reads, the error that lists them; the original
  ///   error in strict mode.
  public init(from decoder: any Decoder) throws {
    self = try Value._decodeDates(in: Formats.self, from: decoder)
  }

  /// Encodes the value with its dates in the first format of `Formats`, or as the payload sent
  /// it when preservation was on while decoding and the value is unchanged.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try state.encode(value._listingDates(in: Formats.self), to: encoder)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a `DateFormatted` property, reading its dates in the property's formats.
  ///
  /// Synthesized `Decodable` conformances call this method for every `DateFormatted` property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value.
  /// - Throws: For a plain `Date` that is missing or that no format reads, what plain decoding
  ///   throws; the original error in strict mode.
  public func decode<Formats, Value>(
    _ type: DateFormatted<Formats, Value>.Type,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Value> {
    try Value._decodeDates(in: Formats.self, from: self, forKey: key)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `DateFormatted` property, leaving its key out as ``Resilient`` does.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What encoding the value throws.
  public mutating func encode<Formats, Value>(
    _ value: DateFormatted<Formats, Value>,
    forKey key: Key
  ) throws {
    try encodeWrapper(value, holding: value.value, in: value.state, forKey: key)
  }
}

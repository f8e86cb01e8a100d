extension KeyedEncodingContainer {
  /// Encodes a property that a model decoded as a `@Resilient` property of its type would be,
  /// writing back what `preserved` kept of it: the `encode(to:)` half of
  /// ``Swift/KeyedDecodingContainer/decodeResilient(_:forKey:property:context:completenessLimit:policy:preserving:)``.
  ///
  /// ```swift
  /// func encode(to encoder: any Encoder) throws {
  ///   var container = encoder.container(keyedBy: CodingKeys.self)
  ///   try container.encodeResilient(tags, forKey: .tags, property: "tags", preserved: preservedData)
  ///   try preservedData.encodeUnknownKeys(to: encoder)
  /// }
  /// ```
  ///
  /// A value that is still what decoding put in place of bad data is written back as the payload
  /// had it (when the decode preserved invalid data), and so are the elements a collection
  /// dropped; a value changed since is written as it is.
  ///
  /// - Parameters:
  ///   - value: The property's value.
  ///   - key: The property's key.
  ///   - property: The property's name, under which `preserved` kept how it decoded.
  ///   - preserved: The model's preserved data.
  ///   - nilEncoding: How to write an optional that is `nil` and has nothing to write back: by
  ///     default, its key is left out.
  /// - Throws: What encoding the value throws.
  public mutating func encodeResilient<Value: ResilientlyDecodable & Encodable>(
    _ value: Value,
    forKey key: Key,
    property: String,
    preserved: PreservedData,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    let state = preserved.state(forProperty: property)?.standing(for: value) ?? .decoded
    try encodeWrapper(
      Resilient(value, state: state), holding: value, in: state, forKey: key,
      nilEncoding: nilEncoding)
  }
}

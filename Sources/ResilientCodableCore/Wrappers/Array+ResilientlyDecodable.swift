extension Array: ResilientlyDecodable where Element: Decodable {
  /// Decodes an array for `key`: empty for a missing key or `null`, silently; empty for a
  /// payload that is not an array, reported; a bad element is dropped and reported.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    try decodeElements(from: container, forKey: key, context: context)
  }

  /// Decodes an array from `decoder`, with the same recovery as for a key.
  @_documentation(visibility: internal)
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    try decodeElements(at: DecoderSite(decoder, context: context))
  }
}

extension Array: ResilientCollectionValue, ResilientElementCollection where Element: Decodable {
  @inlinable
  static var keepsPlaces: Bool { true }

  @inlinable
  mutating func add(_ element: consuming Element) { append(element) }
}

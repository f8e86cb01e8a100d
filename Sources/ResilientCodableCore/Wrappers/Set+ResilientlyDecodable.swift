extension Set: ResilientlyDecodable where Element: Decodable {
  /// Decodes a set for `key`, with the same recovery as an array.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    try decodeElements(from: container, forKey: key, context: context)
  }

  /// Decodes a set from `decoder`, with the same recovery as an array.
  @_documentation(visibility: internal)
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    try decodeElements(at: DecoderSite(decoder, context: context))
  }
}

extension Set: ResilientCollectionValue, ResilientElementCollection where Element: Decodable {
  @inlinable
  static var keepsPlaces: Bool { false }

  @inlinable
  mutating func add(_ element: consuming Element) { insert(element) }
}

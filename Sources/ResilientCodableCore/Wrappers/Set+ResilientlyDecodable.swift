extension Set: ResilientlyDecodable where Element: Decodable {
  /// Decodes a set for `key`, with the same recovery as an array.
  @_documentation(visibility: internal)
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> Resilient<Self> {
    try container.decodeResilientValue(Self.self, forKey: key, empty: [])
  }

  /// Decodes a set from `decoder`, with the same recovery as an array.
  @_documentation(visibility: internal)
  public static func _decodeResilient(from decoder: any Decoder) throws -> Resilient<Self> {
    try decodeElements(from: decoder)
  }
}

extension Set: ResilientCollectionValue, ResilientElementCollection where Element: Decodable {
  mutating func add(_ element: Element) { insert(element) }
}

import ResilientCodableKeyCasing

extension PreservedData {
  /// The keys of the object at `path`, which the model reads properties through
  /// (`@CodedAt("meta", "total")` reads through `["meta"]`), that it does not read, with their
  /// values: kept by a `@SafeDecoding(preservingUnknownKeys: true)` model.
  ///
  /// - Parameter path: The keys of the object from the model's object, outermost first.
  /// - Returns: The unknown keys and their values, as the payload spelled them.
  public func unknownKeys(inObjectAt path: [String]) -> [String: PreservedValue] {
    contents.objectUnknownKeys[path] ?? [:]
  }

  /// Keeps the keys of the object that `parent` holds for `key`, at `path`, that none of
  /// `knownKeys` names: what the `init(from:)` of a `@SafeDecoding(preservingUnknownKeys: true)`
  /// model does for each object its properties are read through.
  ///
  /// A key is known as `knownKeys` spells it or as `.convertFromSnakeCase` converts it, so that
  /// it is known whatever key strategy read it.
  ///
  /// - Parameters:
  ///   - key: The key of the object in `parent`.
  ///   - parent: The container that holds the object.
  ///   - path: The keys of the object from the model's object, outermost first.
  ///   - knownKeys: The keys that the model reads in the object, and the first keys of the
  ///     paths that go deeper.
  public mutating func keepUnknownKeys<Key: CodingKey>(
    ofObjectFor key: Key,
    in parent: KeyedDecodingContainer<Key>,
    atPath path: [String],
    knownKeys: Set<String>
  ) {
    let unknown = Self.unknownMembers(ofObjectFor: key, in: parent, knownKeys: knownKeys)
    if !unknown.isEmpty { contents.objectUnknownKeys[path] = unknown }
  }

  /// Creates preserved data that keeps the keys of `decoder`'s object that none of `knownKeys`
  /// names: the `PreservedData` value of a `@SafeDecoding` enum's case, whose associated values
  /// the object holds beside its discriminator.
  ///
  /// With ``ResilientDecodingOptions/preservesInvalidData`` on, it also keeps what the case's
  /// optional and collection values drop or replace, which the case's generated
  /// `encode(to:)` writes back.
  ///
  /// ```swift
  /// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
  /// enum Geometry: Codable {
  ///   case point(coordinates: [Double], preservedData: PreservedData = PreservedData())
  /// }
  /// // {"type": "Point", "coordinates": [1, 2], "bbox": [1, 2, 1, 2]} keeps "bbox"
  /// ```
  ///
  /// - Parameters:
  ///   - decoder: The decoder of the object.
  ///   - knownKeys: The keys that the case reads, and its discriminator.
  public init(keepingUnknownKeysOf decoder: any Decoder, knownKeys: Set<String>) {
    // The case's other values keep what they dropped or replaced here, to write it back.
    self.init(keepingProperties: decoder.userInfo.preservesInvalidData)
    let unknown = Self.unknownMembers(in: decoder, knownKeys: knownKeys)
    if !unknown.isEmpty { unknownKeys = unknown }
  }

  /// Creates preserved data that keeps the keys of the object that `container` holds for `key`
  /// that none of `knownKeys` names: the `PreservedData` value of a `@SafeDecoding` enum's case,
  /// whose associated values the object holds.
  ///
  /// With ``ResilientDecodingOptions/preservesInvalidData`` on, it also keeps what the case's
  /// optional and collection values drop or replace, which the case's generated
  /// `encode(to:)` writes back.
  ///
  /// - Parameters:
  ///   - key: The key of the object in `container`.
  ///   - container: The container that holds the object.
  ///   - knownKeys: The keys that the case reads.
  public init<Key: CodingKey>(
    keepingUnknownKeysOfObjectFor key: Key,
    in container: KeyedDecodingContainer<Key>,
    knownKeys: Set<String>
  ) {
    // The case's other values keep what they dropped or replaced here, to write it back.
    let decoder = try? container.superDecoder(forKey: key)
    self.init(keepingProperties: decoder?.userInfo.preservesInvalidData ?? false)
    let unknown = decoder.map { Self.unknownMembers(in: $0, knownKeys: knownKeys) } ?? [:]
    if !unknown.isEmpty { unknownKeys = unknown }
  }

  /// The members of the object that `container` holds for `key`, as
  /// ``unknownMembers(in:knownKeys:)`` reads them.
  private static func unknownMembers<Key: CodingKey>(
    ofObjectFor key: Key, in container: KeyedDecodingContainer<Key>, knownKeys: Set<String>
  ) -> [String: PreservedValue] {
    guard let decoder = try? container.superDecoder(forKey: key) else { return [:] }
    return unknownMembers(in: decoder, knownKeys: knownKeys)
  }

  /// The members of the object that `decoder` holds that none of `knownKeys` names.
  ///
  /// Their keys are as the payload spells them; there are none if `decoder` holds another
  /// value, or one that cannot be preserved. No key is logged as read: keeping a key is not
  /// reading it.
  ///
  /// A key is known as `knownKeys` spells it or as `.convertFromSnakeCase` converts it, whatever
  /// key strategy read it. On the reader's tape, only the unknown members' values are read.
  private static func unknownMembers(
    in decoder: any Decoder, knownKeys: Set<String>
  ) -> [String: PreservedValue] {
    var convertedKnownKeys: Set<String>?
    func isKnown(_ key: String) -> Bool {
      guard !knownKeys.contains(key) else { return true }
      let converted = convertedKnownKeys ?? Set(knownKeys.map(KeyCasing.convertedFromSnakeCase))
      convertedKnownKeys = converted
      return converted.contains(KeyCasing.convertedFromSnakeCase(key))
    }
    let decoder = unwatched(decoder)
    if let reader = decoder as? JSONReaderDecoder {
      return reader.preservedMembers(unknownTo: isKnown) ?? [:]
    }
    guard case .object(let members) = try? PreservedValue(from: decoder) else { return [:] }
    return members.filter { !isKnown($0.key) }
  }
}

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
    // A dictionary's keys are read as the payload spelled them, whatever the key strategy.
    guard let object = try? parent.decode([String: PreservedValue].self, forKey: key) else {
      return
    }
    let converted = Set(knownKeys.map(SnakeCase.camelCase(of:)))
    let unknown = object.filter { key, _ in
      !knownKeys.contains(key) && !converted.contains(SnakeCase.camelCase(of: key))
    }
    if !unknown.isEmpty { contents.objectUnknownKeys[path] = unknown }
  }
}

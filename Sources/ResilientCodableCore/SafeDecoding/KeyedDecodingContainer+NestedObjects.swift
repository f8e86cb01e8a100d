extension KeyedDecodingContainer {
  /// The object for `key`, through which a property such as `@CodedAt("author", "login")`'s is
  /// read.
  ///
  /// A missing object or `null` is an object without keys, so that the properties read through it
  /// are missing, silently. A value that is not an object is reported (or thrown, in strict
  /// mode) with the action ``RecoveryAction/treatedAsMissing``, and is an object without keys
  /// too.
  ///
  /// ```swift
  /// let author = try container.resilientNestedContainer(forKey: .author, context: context)
  /// login = try author.decodeResilient(
  ///   forKey: SafeDecodingKey("login"), property: "login", context: context)
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key of the object.
  ///   - context: The model being decoded.
  /// - Returns: The object's container, empty when there is no object to read.
  /// - Throws: The error of a value that is not an object, in strict mode.
  public func resilientNestedContainer(
    forKey key: Key,
    context: SafeDecodingContext
  ) throws -> KeyedDecodingContainer<SafeDecodingKey> {
    let site = KeyedSite(self, key, context: context.reporting(property: nil))
    let absent = KeyedDecodingContainer<SafeDecodingKey>(
      AbsentKeyedContainer(codingPath: codingPath + [key]))
    if site.absence() != nil { return absent }
    do {
      return try nestedContainer(keyedBy: SafeDecodingKey.self, forKey: key)
    } catch {
      return try site.recover(
        from: error, offering: .init(replacement: (absent, .treatedAsMissing), preserves: false)
      ).value
    }
  }
}

extension KeyedDecodingContainer {
  /// The key that a property with other keys decodes from: the first of `key` and `spellings`
  /// that the payload has; else the first of `renames` that it has, which is drift; else `key`.
  ///
  /// ```swift
  /// // @CodedAs("login") var userName: String, in a model whose keys are snake case
  /// userName = try container.decode(
  ///   String.self,
  ///   forKey: container.presentKey(.userName, spelledAlso: [.userNameConverted], renamedAs: [.login]))
  /// ```
  ///
  /// `spellings` are the property's own key as a decoder may present it (`userName` for
  /// `user_name` under `.convertFromSnakeCase`). A key of `renames` is another name for the
  /// property: read in place of its own key, it is reported as a ``RenamedKeyError`` at the
  /// key's pointer, with the category ``ErrorCategory/renamedKey``, when the decode's
  /// ``ResilientDecodingOptions/unknownKeyPolicy`` reports or rejects unknown keys.
  ///
  /// - Parameters:
  ///   - key: The property's own key.
  ///   - spellings: The property's own key as a decoder's key strategy may present it.
  ///   - renames: The property's other keys, tried in order.
  ///   - context: The model being decoded, whose reporter hears of a renamed key.
  /// - Returns: The key to decode from.
  public func presentKey(
    _ key: Key,
    spelledAlso spellings: [Key] = [],
    renamedAs renames: [Key] = [],
    context: SafeDecodingContext? = nil
  ) -> Key {
    if contains(key) { return key }
    if let spelled = spellings.first(where: contains) { return spelled }
    guard let renamed = renames.first(where: contains) else { return key }
    // Off the clean path: the payload lacked the property's own key. The decoder's `userInfo`
    // is reached only for a decode that opened no session.
    let session = Recovery.session((try? superDecoder(forKey: renamed))?.userInfo ?? [:])
    if session.options.unknownKeyPolicy != .ignore {
      let path = codingPath + [renamed]
      Recovery.report(
        RenamedKeyError(key: renamed.stringValue, propertyKey: key.stringValue, codingPath: path),
        at: path, by: .readRenamedKey, in: session, context: context)
    }
    return renamed
  }

  /// The key that the property named `property` decodes from, as
  /// ``presentKey(_:spelledAlso:renamedAs:context:)`` finds it; a key of `renames` is kept in
  /// `preserved`, so that encoding writes the property back under it when the decode preserves
  /// invalid data (``PreservedData/key(_:forProperty:)``).
  ///
  /// - Parameters:
  ///   - key: The property's own key.
  ///   - spellings: The property's own key as a decoder's key strategy may present it.
  ///   - renames: The property's other keys, tried in order.
  ///   - property: The property's name, under which `preserved` keeps the key.
  ///   - context: The model being decoded, whose reporter hears of a renamed key.
  ///   - preserved: The model's preserved data.
  /// - Returns: The key to decode from.
  public func presentKey(
    _ key: Key,
    spelledAlso spellings: [Key] = [],
    renamedAs renames: [Key],
    property: String,
    context: SafeDecodingContext?,
    preserving preserved: inout PreservedData
  ) -> Key {
    let present = presentKey(key, spelledAlso: spellings, renamedAs: renames, context: context)
    if renames.contains(where: { $0.stringValue == present.stringValue }) {
      preserved.keep(key: present.stringValue, forProperty: property)
    }
    return present
  }
}

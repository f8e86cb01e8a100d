extension Recovery {
  /// Runs `decode`, which decodes through the reader with the log it is given, then reports each
  /// key that no model asked for, or throws for the first, as `policy` says.
  ///
  /// - Throws: What `decode` throws; with ``UnknownKeyPolicy/reject``, a
  ///   `DecodingError.dataCorrupted` at the first unknown key.
  static func findingUnknownKeys<Value>(
    _ policy: UnknownKeyPolicy,
    in session: DecodeSession,
    _ decode: (KeyUseLog) throws -> Value
  ) throws -> Value {
    let journal = RecoveryJournal.current
    let log = KeyUseLog()
    let outer = journal.keyUseLog
    journal.keyUseLog = log
    defer { journal.keyUseLog = outer }
    let value = try decode(log)
    for (objectPath, key) in log.unknownKeys {
      try answer(
        unknownKey: key, inObjectAt: objectPath, as: policy,
        rejection: "the decode rejects keys that no model reads", in: session, context: nil)
    }
    return value
  }

  /// Reports `key`, a key of the object at `objectPath` that no model reads, or throws for it,
  /// as `policy` says; what every search for unknown keys does with what it finds.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - objectPath: The path of the key's object.
  ///   - policy: What to do with the key.
  ///   - rejection: Why the key is rejected, for the message of the thrown error.
  ///   - session: The decode.
  ///   - context: The model whose reporter hears the key, if any.
  /// - Throws: With ``UnknownKeyPolicy/reject``, a `DecodingError.dataCorrupted` at the key.
  static func answer(
    unknownKey key: String,
    inObjectAt objectPath: [any CodingKey],
    as policy: UnknownKeyPolicy,
    rejection: String,
    in session: DecodeSession,
    context: SafeDecodingContext?
  ) throws {
    // A model's key, not a dictionary's: the normalized pointer keeps it.
    let path = objectPath + [SafeDecodingKey(key)]
    switch policy {
    case .ignore:
      return
    case .report:
      report(
        UnknownKeyError(key: key, codingPath: path), at: path, by: .foundUnknownKey,
        in: session, context: context)
    case .reject:
      throw DecodingError.dataCorrupted(
        .init(codingPath: path, valueFreeDescription: "Unknown key `\(key)`: \(rejection)"))
    }
  }
}

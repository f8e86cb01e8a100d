extension Recovery {
  /// Runs `decode`, whose models decode through ``KeyUseDecoder``s, then reports each key that no
  /// model asked for, or throws for the first, as `policy` says.
  ///
  /// - Throws: What `decode` throws; with ``UnknownKeyPolicy/reject``, a
  ///   `DecodingError.dataCorrupted` at the first unknown key.
  static func findingUnknownKeys<Value>(
    _ policy: UnknownKeyPolicy,
    in session: DecodeSession,
    _ decode: () throws -> Value
  ) throws -> Value {
    let journal = RecoveryJournal.current
    let log = KeyUseLog()
    let outer = journal.keyUseLog
    journal.keyUseLog = log
    defer { journal.keyUseLog = outer }
    let value = try decode()
    for (objectPath, key) in log.unknownKeys {
      // A model's key, not a dictionary's: the normalized pointer keeps it.
      let path = objectPath + [SafeDecodingKey(key)]
      switch policy {
      case .ignore:
        return value
      case .report:
        _ = report(
          UnknownKeyError(key: key, codingPath: path), at: path, by: .foundUnknownKey,
          in: session, context: nil)
      case .reject:
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: path,
            debugDescription: "Unknown key `\(key)`: the decode rejects keys that no model reads"))
      }
    }
    return value
  }
}

/// The value a decode that finds unknown keys decodes first, so that its own value decodes
/// through a ``KeyUseDecoder``.
struct KeyUseProbe<Value: Decodable>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    guard let log = RecoveryJournal.existing?.keyUseLog else {
      value = try Value(from: decoder)
      return
    }
    value = try Value(from: KeyUseDecoder(base: decoder, log: log))
  }
}

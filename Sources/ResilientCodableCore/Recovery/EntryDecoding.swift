/// A dictionary's payload, decoded entry by entry but not yet reported: the values that decoded,
/// the entries that failed, and the order in which their reports belong.
///
/// Decoding an entry's value may report errors nested in it (a model's `@Resilient` property),
/// in the order the decoder visits the entries, which can change from run to run. The site that
/// decoded the dictionary holds them back in a ``RecoveryAttempt``, reports the failed entries,
/// then keeps every report in key order (``RecoverySite/finish(_:in:)``), so that every sink
/// hears them in the same order every time.
@usableFromInline
struct DictionaryEntries<Key: Hashable, Value: Decodable, Coercion: CoercionSetting>: Decodable {
  /// The values that decoded, by converted key.
  let dictionary: [Key: Value]
  /// The errors of the entries that did not decode, by raw key.
  let failures: [String: any Error]
  /// Whether some keys did not convert: their errors are made again when they are reported, so
  /// that a dictionary of a million bad keys does not hold a million errors.
  let hasUnconvertedKeys: Bool
  let coercions: [String: any Error]
  /// The raw keys in the order entries are reported: integers first, numerically, then the
  /// other keys by their strings; empty when nothing needs ordering.
  let keyOrder: [String]
  /// The raw values of the failed entries, when preservation is on.
  let preserved: [String: PreservedValue]?
  /// The session of the decode, read when an entry failed, so that reporting the failures need
  /// not read it again.
  let session: DecodeSession?
  /// The dictionary's coding path, kept when reports are to be made or put in order.
  let codingPath: [any CodingKey]

  /// Decodes the entries: clean data as a plain dictionary, at the cost of plain decoding; only a
  /// failure pays for decoding entry by entry, after forgetting what the failed attempt reported.
  @usableFromInline
  init(from decoder: any Decoder) throws {
    let conversion = DictionaryKeyConversion<Key>()
    let firstPass = RecoveryAttempt()
    if let plain = try? decoder.singleValueContainer().decode([String: Value].self),
      let dictionary = conversion.dictionary(converting: plain)
    {
      let reportedNested = firstPass.hasReports
      firstPass.keep()
      self.dictionary = dictionary
      failures = [:]
      hasUnconvertedKeys = false
      coercions = [:]
      preserved = nil
      session = nil
      keyOrder = reportedNested ? DictionaryKeyOrder.sorted(plain.keys) : []
      codingPath = reportedNested ? decoder.codingPath : []
      return
    }
    firstPass.withdraw()
    let attempts = try decoder.singleValueContainer().decode(
      [String: Attempt<Value, Coercion>].self)
    var dictionary: [Key: Value] = [:]
    dictionary.reserveCapacity(attempts.count)
    var failures: [String: any Error] = [:]
    var unconvertedCount = 0
    var coercions: [String: any Error] = [:]
    var session: DecodeSession?
    for (rawKey, attempt) in attempts {
      guard let key = conversion.key(for: rawKey) else {
        let current = session ?? Recovery.session(decoder.userInfo)
        session = current
        try Recovery.permit(
          makingError: { conversion.error(for: rawKey, at: decoder.codingPath) }, in: current)
        unconvertedCount += 1
        continue
      }
      switch attempt.result {
      case .success(let value):
        dictionary[key] = value
        if let error = attempt.coercedAfter { coercions[rawKey] = error }
      case .failure(let error): failures[rawKey] = error
      }
    }
    // Two strings that convert to one key.
    if dictionary.count + failures.count + unconvertedCount < attempts.count {
      DictionaryKeyConversion.resolveCollisions(
        in: &dictionary,
        from: attempts.lazy.compactMap { rawKey, attempt in
          (try? attempt.result.get()).map { (rawKey, $0) }
        },
        converting: conversion.key(for:))
    }
    self.dictionary = dictionary
    self.failures = failures
    hasUnconvertedKeys = unconvertedCount > 0
    self.coercions = coercions
    if !failures.isEmpty || !coercions.isEmpty, session == nil {
      session = Recovery.session(decoder.userInfo)
    }
    self.session = session
    codingPath = decoder.codingPath
    keyOrder = DictionaryKeyOrder.sorted(attempts.keys)
    preserved =
      failures.isEmpty && !hasUnconvertedKeys || session?.options.preservesInvalidData != true
      ? nil : try? decoder.singleValueContainer().decode([String: PreservedValue].self)
  }
}

/// The order in which a dictionary's entries are reported: integers first, numerically, then the
/// other keys by their strings, so that the digest is the same from run to run.
enum DictionaryKeyOrder {
  /// `keys` in report order, each read as an integer once rather than at every comparison.
  static func sorted(_ keys: some Collection<String>) -> [String] {
    keys.map { (number: Int($0), key: $0) }.sorted(by: precedes).map(\.key)
  }

  /// Whether the key `lhs` comes before `rhs`.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    precedes((Int(lhs), lhs), (Int(rhs), rhs))
  }

  /// Whether the key `lhs`, read as an integer if it is one, comes before `rhs`.
  private static func precedes(
    _ lhs: (number: Int?, key: String),
    _ rhs: (number: Int?, key: String)
  ) -> Bool {
    switch (lhs.number, rhs.number) {
    case (let left?, let right?): left == right ? lhs.key < rhs.key : left < right
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): lhs.key < rhs.key
    }
  }
}

extension RecoverySite {
  /// Reports the failed entries of `entries`, which were decoded at this site within `attempt`,
  /// drops them, reports the converted ones, and keeps every report of the attempt in key order.
  ///
  /// - Throws: The error of a completeness limit that does not hold.
  func finish<Key, Value, Coercion>(
    _ entries: DictionaryEntries<Key, Value, Coercion>,
    in attempt: RecoveryAttempt
  ) throws -> Resilient<[Key: Value]> {
    if entries.keyOrder.isEmpty {
      attempt.keep()
      return Resilient(entries.dictionary, state: .decoded)
    }
    var dropped: [DroppedElement] = []
    let path = entries.codingPath
    let conversion = DictionaryKeyConversion<Key>()
    // With no nested report held back, the entries' own reports come in key order already: kept
    // now, they reach the sinks as they are made, and past the digest's entry limit are counted
    // without their entries.
    let ranksReports = attempt.hasReports
    if !ranksReports { attempt.keep() }
    // The session was read when an entry failed or was converted: only then is there anything
    // to report here.
    if let session = entries.session {
      for (position, rawKey) in entries.keyOrder.enumerated() {
        if let coercion = entries.coercions[rawKey] {
          Recovery.report(
            coercion, at: path + [AnyCodingKey(stringValue: rawKey)],
            by: Recovery.conversionAction(of: Value.self),
            in: session, context: context)
        }
        guard
          let failure = entries.failures[rawKey]
            ?? (entries.hasUnconvertedKeys && conversion.key(for: rawKey) == nil
              ? conversion.error(for: rawKey, at: path) : nil)
        else { continue }
        let error = Recovery.report(
          failure, at: path + [AnyCodingKey(stringValue: rawKey)],
          by: .droppedEntry(key: rawKey), in: session, context: context)
        dropped.append(
          DroppedElement(
            position: position, key: rawKey, error: error, preserved: entries.preserved?[rawKey],
            recordsError: dropped.recordsNextError))
      }
    }
    if ranksReports {
      let depth = path.count
      let rank = Dictionary(
        entries.keyOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      attempt.keep { $0.entry.rank(atDepth: depth, in: rank) }
    }
    guard let session = entries.session, !dropped.isEmpty else {
      return Resilient(entries.dictionary, state: .decoded)
    }
    return Resilient(
      entries.dictionary,
      state: try .decoded(
        dropping: dropped, of: entries.keyOrder.count, at: path, in: session))
  }
}

extension ErrorDigest.Entry {
  /// Where this entry falls in key order, by the key at `depth` of its recovery path.
  fileprivate func rank(atDepth depth: Int, in rank: [String: Int]) -> Int {
    guard depth < recoveryPath.components.count,
      case .key(let key) = recoveryPath.components[depth]
    else { return -1 }
    return rank[key] ?? -1
  }
}

// The entries hold the decode's errors and reporter for one decode on one thread.
@available(*, unavailable)
extension DictionaryEntries: Sendable {}

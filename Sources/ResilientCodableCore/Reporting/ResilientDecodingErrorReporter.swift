/// Collects the errors that resilient decoding recovered from, with their coding paths.
///
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` collects into a reporter of its own
/// and returns its digest. For a decode that does not, put a reporter in the decoder's options,
/// decode, then flush its digest:
///
/// ```swift
/// let decoder = JSONDecoder()
/// let reporter = ResilientDecodingErrorReporter()
/// decoder.userInfo.resilientDecodingOptions.reporter = reporter
/// let response = try decoder.decode(SearchResponse.self, from: data)
/// if let digest = reporter.flushReportedErrors() {
///   logger.warning("Recovered from bad data:\n\(digest)")
/// }
/// ```
///
/// A reporter is safe to share between threads; to get one digest per payload, use one reporter
/// per decode, as `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` does.
public final class ResilientDecodingErrorReporter: Sendable {
  /// The entries kept, and the counts of those past the limit.
  private let collected = LockedValue(Collected())

  /// What a reporter has collected since its last flush.
  private struct Collected {
    var entries: [ErrorDigest.Entry] = []
    /// The recoveries past the limit, counted by group, in order of their groups' first one.
    var omitted: [ErrorDigest.OmittedEntries] = []
    /// The positions in ``omitted`` of the groups of each hash.
    var omittedByHash: [Int: [Int]] = [:]
    /// The position in ``omitted`` of the group counted last, which the next recovery of a
    /// payload of bad elements is most likely of.
    var lastCounted: Int?

    /// Counts one recovery of `group`, whose hash is `hash`, spelled `pointer` if it is new,
    /// and made at `example`.
    mutating func count(
      _ group: ErrorDigest.OmittedEntries.Group,
      hash: Int,
      pointer: () -> String,
      example: () -> CodingPath
    ) {
      if let position = omittedByHash[hash]?.first(where: { omitted[$0].group == group }) {
        omitted[position].count += 1
        lastCounted = position
        return
      }
      lastCounted = omitted.count
      omittedByHash[hash, default: []].append(omitted.count)
      omitted.append(
        ErrorDigest.OmittedEntries(
          group: group, normalizedJSONPointer: pointer(), count: 1, example: example()))
    }
  }

  /// How the payload spelled the keys that the digest's JSON Pointers give.
  let keySpelling: PayloadKeySpelling

  /// Creates a reporter with no errors.
  public convenience init() { self.init(keySpelling: .asDecoded) }

  /// Creates a reporter with no errors, whose digest spells keys as `keySpelling` says.
  init(keySpelling: PayloadKeySpelling) {
    self.keySpelling = keySpelling
  }

  /// Returns the errors reported since the last flush, and forgets them.
  ///
  /// - Returns: The digest of the reported errors, or `nil` if none was reported.
  public func flushReportedErrors() -> ErrorDigest? {
    let flushed = collected.withValue { collected in
      defer { collected = Collected() }
      return collected
    }
    return flushed.entries.isEmpty
      ? nil : ErrorDigest(entries: flushed.entries, omitted: flushed.omitted)
  }

  /// How many recoveries the reporter holds: its entries and those it counted past them.
  var recoveryCount: Int {
    collected.withValue { collected in
      collected.entries.count + collected.omitted.reduce(0) { $0 + $1.count }
    }
  }

  /// Records `entry`, the fan-out's report of one recovery, or past `limit` entries counts it
  /// in its group.
  func append(_ entry: ErrorDigest.Entry, limit: Int) {
    collected.withValue { collected in
      if collected.entries.count < limit {
        collected.entries.append(entry)
        return
      }
      let group = ErrorDigest.OmittedEntries.Group(
        path: entry.recoveryKeys, index: nil, category: entry.category,
        actionName: entry.action.name)
      let hash = ErrorDigest.OmittedEntries.Group.hash(
        of: entry.recoveryKeys, index: nil, category: entry.category,
        actionName: entry.action.name)
      collected.count(
        group, hash: hash, pointer: { group.normalizedJSONPointer(from: entry.jsonPointer) },
        example: { CodingPath(entry.recoveryKeys) })
    }
  }

  /// Counts a recovery of `error` at `path` (then at the element at `index`, if given) by
  /// `action` in its group, without making its entry, if the digest already keeps `limit`
  /// entries: what a payload of a million bad elements costs past the first thousand.
  ///
  /// - Returns: Whether it counted the recovery; `false`, counting nothing, while the digest
  ///   keeps entries.
  func countPastLimit(
    _ error: any Error,
    at path: [any CodingKey],
    index: Int? = nil,
    by action: RecoveryAction,
    limit: Int
  ) -> Bool {
    collected.withValue { collected in
      guard collected.entries.count >= limit else { return false }
      let category = ErrorCategory(error)
      let actionName = action.name
      if let last = collected.lastCounted,
        collected.omitted[last].group.contains(
          path, index: index, category: category, actionName: actionName)
      {
        collected.omitted[last].count += 1
        return true
      }
      let hash = ErrorDigest.OmittedEntries.Group.hash(
        of: path, index: index, category: category, actionName: actionName)
      if let position = collected.omittedByHash[hash]?.first(where: { position in
        collected.omitted[position].group.contains(
          path, index: index, category: category, actionName: actionName)
      }) {
        collected.omitted[position].count += 1
        collected.lastCounted = position
        return true
      }
      let group = ErrorDigest.OmittedEntries.Group(
        path: path, index: index, category: category, actionName: actionName)
      let fullPath = { path + (index.map { [IndexCodingKey($0)] } ?? []) }
      collected.count(
        group, hash: hash,
        pointer: { group.normalizedJSONPointer(from: keySpelling.jsonPointer(of: fullPath())) },
        example: { CodingPath(fullPath()) })
      return true
    }
  }
}

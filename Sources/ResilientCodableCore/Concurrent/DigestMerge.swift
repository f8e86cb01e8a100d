/// One digest made of the digests of several decodes in document order, as if one reporter had
/// heard them all: the first entries up to the limit, and the rest counted in their groups.
struct DigestMerge {
  /// How many entries the digest keeps.
  let limit: Int
  private var entries: [ErrorDigest.Entry] = []
  private var omitted: [ErrorDigest.OmittedEntries] = []
  /// The position in `omitted` of each group.
  private var positions: [ErrorDigest.OmittedEntries.Group: Int] = [:]

  init(limit: Int) { self.limit = limit }

  /// The merged digest, or `nil` if nothing was recovered from.
  var digest: ErrorDigest? {
    entries.isEmpty ? nil : ErrorDigest(entries: entries, omitted: omitted)
  }

  /// Adds `entry`, the next recovery: as an entry, or past the limit, counted in its group.
  mutating func append(_ entry: ErrorDigest.Entry) {
    guard entries.count >= limit else {
      entries.append(entry)
      return
    }
    let group = ErrorDigest.OmittedEntries.Group(
      path: entry.recoveryKeys, index: nil, category: entry.category,
      actionName: entry.action.name)
    count(
      ErrorDigest.OmittedEntries(
        group: group, normalizedJSONPointer: group.normalizedJSONPointer(from: entry.jsonPointer),
        count: 1, example: CodingPath(entry.recoveryKeys)))
  }

  /// Adds `omitted`, the next recoveries, which another digest counted past its limit.
  mutating func count(_ omitted: ErrorDigest.OmittedEntries) {
    if let position = positions[omitted.group] {
      self.omitted[position].count += omitted.count
    } else {
      positions[omitted.group] = self.omitted.count
      self.omitted.append(omitted)
    }
  }
}

extension ErrorDigest {
  /// The digest's recoveries as two runs, in order: the errors, then the unknown keys, which a
  /// decode reports after everything else.
  var runs: (errors: Run, unknownKeys: Run) {
    (
      Run(
        entries: entries.filter { !$0.isUnknownKey },
        omitted: omitted.filter { $0.category != .unknownKey }),
      Run(
        entries: entries.filter(\.isUnknownKey),
        omitted: omitted.filter { $0.category == .unknownKey })
    )
  }

  /// Recoveries in the order a reporter heard them: the entries, then those counted past the
  /// limit.
  struct Run {
    var entries: [Entry]
    var omitted: [OmittedEntries]
  }
}

extension DigestMerge {
  /// Adds every recovery of `run`, its entries rebased by `rebase`.
  mutating func append(_ run: ErrorDigest.Run, rebasedBy rebase: ChunkRebase) {
    for entry in run.entries { append(rebase.entry(entry)) }
    for omitted in run.omitted { count(omitted) }
  }
}

extension DigestMerge {
  /// Adds every recovery of `run`, as they are.
  mutating func append(_ run: ErrorDigest.Run) {
    append(run, rebasedBy: ChunkRebase(depth: 0, offset: 0))
  }
}

public import ResilientCodableCore

extension ErrorDigest {
  /// The innermost paths of the entries, as strings.
  public var paths: [String] { entries.map(\.codingPath.description) }

  /// The recovery paths of the entries, as strings.
  public var recoveryPaths: [String] { entries.map(\.recoveryPath.description) }

  /// The messages of the entries.
  public var messages: [String] { entries.map(\.message) }
}

extension ErrorDigest? {
  /// The innermost paths of the entries, as strings; none without a digest.
  public var paths: [String] { self?.paths ?? [] }

  /// The recovery paths of the entries, as strings; none without a digest.
  public var recoveryPaths: [String] { self?.recoveryPaths ?? [] }
}

extension ErrorDigest? {
  /// One line per entry, with everything the entry reports; none without a digest.
  ///
  /// A line holds the entry's JSON Pointer, coding and recovery paths, category, action and
  /// message, so two digests with the same lines report the same errors the same way.
  public var entrySummaries: [String] {
    (self?.entries ?? []).map { entry in
      "\(entry.jsonPointer) | \(entry.codingPath) | \(entry.recoveryPath) | \(entry.category) | "
        + "\(entry.action) | \(entry.message)"
    }
  }
}

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
    /// The entries past the limit, counted by group, in order of their groups' first entry.
    var omitted: [ErrorDigest.OmittedEntries] = []
    var omittedPositions: [ErrorDigest.OmittedEntries.Group: Int] = [:]
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

  /// Records `entry`, the fan-out's report of one recovery, or past `limit` entries counts it
  /// in its group.
  func append(_ entry: ErrorDigest.Entry, limit: Int) {
    collected.withValue { collected in
      if collected.entries.count < limit {
        collected.entries.append(entry)
        return
      }
      let group = ErrorDigest.OmittedEntries.Group(entry)
      if let position = collected.omittedPositions[group] {
        collected.omitted[position].count += 1
      } else {
        collected.omittedPositions[group] = collected.omitted.count
        collected.omitted.append(ErrorDigest.OmittedEntries(group: group, count: 1))
      }
    }
  }
}

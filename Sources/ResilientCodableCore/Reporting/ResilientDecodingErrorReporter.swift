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
  private let entries = LockedValue<[ErrorDigest.Entry]>([])

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
    let flushed = entries.withValue { entries in
      defer { entries = [] }
      return entries
    }
    return flushed.isEmpty ? nil : ErrorDigest(entries: flushed)
  }

  /// Records `entry`, the fan-out's report of one recovery.
  func append(_ entry: ErrorDigest.Entry) {
    entries.withValue { $0.append(entry) }
  }
}

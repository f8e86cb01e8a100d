/// Collects the errors that resilient decoding recovered from, with their coding paths.
///
/// Install a reporter in a decoder's `userInfo`, decode, then flush its digest:
///
/// ```swift
/// let decoder = JSONDecoder()
/// let reporter = decoder.enableResilientDecodingErrorReporting()
/// let response = try decoder.decode(SearchResponse.self, from: data)
/// if let digest = reporter.flushReportedErrors() {
///   logger.warning("Recovered from bad data:\n\(digest)")
/// }
/// ```
///
/// For any other decoder, set the reporter under
/// ``Swift/CodingUserInfoKey/resilientDecodingErrorReporter``. A reporter is safe to share between
/// threads; to get one digest per payload, use one reporter per decode, as
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` does.
public final class ResilientDecodingErrorReporter: Sendable {
  private let entries = LockedValue<[ErrorDigest.Entry]>([])

  /// The reporter of the current `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`
  /// call, which takes precedence over the decoder's `userInfo`.
  @TaskLocal static var scoped: ResilientDecodingErrorReporter?

  /// How the payload spelled the keys that the digest's JSON Pointers give.
  let keySpelling: PayloadKeySpelling

  /// Whether the reporter also hears about the missing keys and `null` values that resilient
  /// decoding fills in silently: see
  /// ``Swift/CodingUserInfoKey/resilientDecodingReportsAbsentValues``.
  public let reportsAbsentValues: Bool

  /// Creates a reporter with no errors.
  public convenience init() { self.init(reportsAbsentValues: false) }

  /// Creates a reporter with no errors, which also hears about absent values if
  /// `reportsAbsentValues`.
  ///
  /// - Parameter reportsAbsentValues: Whether missing keys and `null` values that resilient
  ///   decoding fills in silently are reported too, as
  ///   ``Swift/CodingUserInfoKey/resilientDecodingReportsAbsentValues`` describes.
  public convenience init(reportsAbsentValues: Bool) {
    self.init(keySpelling: .asDecoded, reportsAbsentValues: reportsAbsentValues)
  }

  /// Creates a reporter with no errors, whose digest spells keys as `keySpelling` says.
  init(keySpelling: PayloadKeySpelling, reportsAbsentValues: Bool) {
    self.keySpelling = keySpelling
    self.reportsAbsentValues = reportsAbsentValues
    if reportsAbsentValues { AbsentValueReporting.request(1) }
  }

  deinit {
    if reportsAbsentValues { AbsentValueReporting.request(-1) }
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

  /// The reporter that errors decoded with `userInfo` go to, if any.
  static func active(in userInfo: [CodingUserInfoKey: Any]) -> ResilientDecodingErrorReporter? {
    scoped ?? userInfo[.resilientDecodingErrorReporter] as? ResilientDecodingErrorReporter
  }

  /// Records `entry`, the fan-out's report of one recovery.
  func append(_ entry: ErrorDigest.Entry) {
    entries.withValue { $0.append(entry) }
  }
}

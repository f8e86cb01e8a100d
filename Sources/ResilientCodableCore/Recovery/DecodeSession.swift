/// What a decode read once, when it started: its options, and the reporter of its digest.
///
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` opens a session on its thread for
/// the length of the decode, so that recovery reads the options from it rather than from the
/// `userInfo` of each decoder it meets. A decode without a session reads them from `userInfo`.
@usableFromInline
struct DecodeSession: Sendable {
  @usableFromInline
  let options: ResilientDecodingOptions
  /// The reporter that the decode's recoveries go to: the decode's own, or the options'.
  @usableFromInline
  let reporter: ResilientDecodingErrorReporter?

  @usableFromInline
  init(options: ResilientDecodingOptions, reporter: ResilientDecodingErrorReporter?) {
    self.options = options
    self.reporter = reporter
  }
}

extension Recovery {
  /// Runs `decode` with `session` open on this thread, then closes it.
  static func decoding<Value>(
    in session: DecodeSession,
    _ decode: () throws -> Value
  ) rethrows -> Value {
    let journal = RecoveryJournal.current
    let (outer, outerCount, outerReads) =
      (journal.session, journal.recoveryCount, journal.flattenedReads)
    (journal.session, journal.recoveryCount, journal.flattenedReads) = (session, 0, [])
    defer {
      (journal.session, journal.recoveryCount, journal.flattenedReads) =
        (outer, outerCount, outerReads)
    }
    return try decode()
  }

  /// The session of the decode on this thread, or, for a decode that opened none, what
  /// `userInfo` says: read once by each recovery, which reaches `userInfo` only without a
  /// session.
  @usableFromInline
  static func session(
    _ userInfo: @autoclosure () -> [CodingUserInfoKey: Any]
  ) -> DecodeSession {
    if let session = RecoveryJournal.existing?.session { return session }
    let options = userInfo().resilientDecodingOptions
    return DecodeSession(options: options, reporter: options.reporter)
  }

  /// Whether the decode on this thread reports the missing keys and `null` values it fills in.
  @usableFromInline
  static var reportsAbsentValues: Bool {
    RecoveryJournal.existing?.session?.options.reportsAbsentValues == true
  }
}

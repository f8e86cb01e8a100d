/// What a decode read once, when it started: its options, and the reporter of its digest.
///
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` opens a session on its thread for
/// the length of the decode, so that recovery reads the options from it rather than from the
/// `userInfo` of each decoder it meets. A decode without a session reads them from `userInfo`.
struct DecodeSession {
  let options: ResilientDecodingOptions
  /// The reporter that the decode's recoveries go to: the decode's own, or the options'.
  let reporter: ResilientDecodingErrorReporter?
}

extension Recovery {
  /// Runs `decode` with `session` open on this thread, then closes it.
  static func decoding<Value>(
    in session: DecodeSession,
    _ decode: () throws -> Value
  ) rethrows -> Value {
    let journal = RecoveryJournal.current
    let outer = journal.session
    journal.session = session
    defer { journal.session = outer }
    return try decode()
  }

  /// The options of the decode on this thread: those its session read, or else those of
  /// `userInfo`.
  @usableFromInline
  static func options(
    _ userInfo: @autoclosure () -> [CodingUserInfoKey: Any]
  ) -> ResilientDecodingOptions {
    RecoveryJournal.existing?.session?.options ?? userInfo().resilientDecodingOptions
  }

  /// The reporter that the recoveries of the decode on this thread go to, if any.
  static func digestReporter(
    _ userInfo: @autoclosure () -> [CodingUserInfoKey: Any]
  ) -> ResilientDecodingErrorReporter? {
    if let session = RecoveryJournal.existing?.session { return session.reporter }
    return userInfo().resilientDecodingOptions.reporter
  }

  /// Whether the decode on this thread reports the missing keys and `null` values it fills in.
  @usableFromInline
  static var reportsAbsentValues: Bool {
    RecoveryJournal.existing?.session?.options.reportsAbsentValues == true
  }
}

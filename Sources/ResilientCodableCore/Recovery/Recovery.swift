/// The one place that decides what happens to a value that did not decode.
///
/// Every kind of value goes through this folder, so a bad value meets the same rules wherever it
/// is: in a `@Resilient` optional, collection or enum, in a ``Failable``, in the code that
/// `@SafeDecoding` generates, or in a hand-written `init(from:)` that calls the same API.
///
/// - A *site* (``RecoverySite``) is where the value was being decoded: a key of a keyed
///   container or a decoder of its own. It knows the value's coding path, reaches the decoder's
///   `userInfo` only when something went wrong, tells a missing key or `null` from bad data, and
///   reads the raw value when preservation is on. Array elements and dictionary entries are
///   dropped by their loops (`ElementDecoding.swift`, `EntryDecoding.swift`).
/// - The *decision* is ``recover(from:at:by:userInfo:context:)``: strict mode throws the
///   error; otherwise the value is recovered from and the recovery reported.
/// - The *fan-out* (`Recovery+FanOut.swift`) reports each recovery once to every sink, through
///   the thread's journal (`RecoveryJournal.swift`), which holds reports back while a
///   ``RecoveryAttempt`` that may be withdrawn (a dictionary's first pass, a retry, an untagged
///   enum's case) is open, and forgets them if it is.
/// - An *attempt* (`Attempt.swift`) decodes one value and keeps its error instead of throwing
///   it: what a ``Failable`` holds and what a dictionary's entries decode as.
/// - The *record* (``ResilientState``, one word whose ``RecoveryRecord`` is allocated only when
///   something was recovered from) keeps what happened, for completeness limits and encoding
///   back; a wrapper's public `outcome` (``ResilientDecodingOutcome``) is a view of it.
@usableFromInline
enum Recovery: Sendable {
  /// Throws `error` if `userInfo` turns strict mode on, or if a property's policy made it a
  /// ``RequiredValueError``; otherwise returns, allowing the caller to recover.
  @usableFromInline
  static func permit(_ error: any Error, userInfo: [CodingUserInfoKey: Any]) throws {
    if error is RequiredValueError || options(userInfo).isStrict {
      throw error
    }
  }

  /// Recovers from `error` by `action`, which replaced or dropped the value at `recoveryPath`:
  /// throws it in strict mode, otherwise reports it to every sink, if `reporting`.
  ///
  /// - Returns: The error to keep in the record: `error`, or the `DecodingError` that an
  ///   error of the decoder's internals stands for.
  @usableFromInline
  @discardableResult
  static func recover(
    from error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    by action: RecoveryAction,
    userInfo: [CodingUserInfoKey: Any],
    context: SafeDecodingContext?,
    reporting: Bool = true
  ) throws -> any Error {
    try permit(error, userInfo: userInfo)
    guard reporting else { return DecoderInternalError.wrapping(error, at: recoveryPath()) }
    return report(error, at: recoveryPath(), by: action, userInfo: userInfo, context: context)
  }
}

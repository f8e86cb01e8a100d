/// The one place that decides between recovering from a decoding error and throwing it.
///
/// Every wrapper kind, `Failable` and the generated code call these functions, so strict mode and
/// reporting behave the same everywhere.
@usableFromInline
enum Recovery: Sendable {
  /// Throws `error` if `userInfo` turns strict mode on; otherwise returns, allowing the caller to
  /// recover.
  @usableFromInline
  static func permit(_ error: any Error, userInfo: [CodingUserInfoKey: Any]) throws {
    if userInfo[.resilientDecodingStrictMode] as? Bool == true { throw error }
  }

  /// Recovers from `error` by `action`, which replaced or dropped the value at `recoveryPath`:
  /// throws it in strict mode, otherwise reports it.
  ///
  /// - Returns: The error to keep in the outcome: `error`, or the `DecodingError` that an
  ///   error of the decoder's internals stands for.
  @usableFromInline
  @discardableResult
  static func recover(
    from error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    by action: RecoveryAction,
    userInfo: [CodingUserInfoKey: Any]
  ) throws -> any Error {
    try permit(error, userInfo: userInfo)
    return report(error, at: recoveryPath(), by: action, userInfo: userInfo)
  }

  /// Reports `error`, which `action` recovered from at `recoveryPath` and was permitted already,
  /// to the reporter in `userInfo`, if any.
  ///
  /// - Returns: The error to keep in the outcome: `error`, or the `DecodingError` that an
  ///   error of the decoder's internals stands for.
  @usableFromInline
  @discardableResult
  static func report(
    _ error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    by action: RecoveryAction,
    userInfo: [CodingUserInfoKey: Any]
  ) -> any Error {
    let path = recoveryPath()
    let error = DecoderInternalError.wrapping(error, at: path)
    ResilientDecodingErrorReporter.active(in: userInfo)?.report(
      error, recoveredAt: path, by: action)
    return error
  }
}

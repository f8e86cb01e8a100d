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

  /// Recovers from `error`, which replaced or dropped the value at `recoveryPath`: throws it in
  /// strict mode, otherwise reports it.
  @usableFromInline
  static func recover(
    from error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    userInfo: [CodingUserInfoKey: Any]
  ) throws {
    try permit(error, userInfo: userInfo)
    report(error, at: recoveryPath(), userInfo: userInfo)
  }

  /// Reports `error`, which replaced or dropped the value at `recoveryPath` and was permitted
  /// already, to the reporter in `userInfo`, if any.
  @usableFromInline
  static func report(
    _ error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    userInfo: [CodingUserInfoKey: Any]
  ) {
    ResilientDecodingErrorReporter.active(in: userInfo)?.report(error, recoveredAt: recoveryPath())
  }
}

extension CodingUserInfoKey {
  /// The key under which a ``ResilientDecodingErrorReporter`` in a decoder's `userInfo` receives
  /// the errors that resilient decoding recovers from.
  public static let resilientDecodingErrorReporter = resilientKey(
    "ResilientCodable.errorReporter")

  /// The key of strict mode: with `true` under it in a decoder's `userInfo`, every recovery
  /// throws the original error instead.
  ///
  /// Turn it on in tests and CI to catch payload drift that production silently survives:
  ///
  /// ```swift
  /// decoder.userInfo[.resilientDecodingStrictMode] = true
  /// ```
  ///
  /// A missing key or `null` for an optional or a collection is not a recovery and still decodes
  /// silently.
  public static let resilientDecodingStrictMode = resilientKey("ResilientCodable.strictMode")

  /// The key named `rawValue`.
  static func resilientKey(_ rawValue: String) -> CodingUserInfoKey {
    guard let key = CodingUserInfoKey(rawValue: rawValue) else {
      preconditionFailure("CodingUserInfoKey(rawValue:) rejected \(rawValue)")
    }
    return key
  }
}

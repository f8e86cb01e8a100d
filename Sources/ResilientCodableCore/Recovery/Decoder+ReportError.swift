extension Decoder {
  /// Reports an error that a hand-written `init(from:)` recovered from, at this decoder's coding
  /// path, to the decode's digest or the reporter in the decoder's options
  /// (``ResilientDecodingOptions/reporter``), if any.
  ///
  /// ```swift
  /// init(from decoder: any Decoder) throws {
  ///   let container = try decoder.container(keyedBy: CodingKeys.self)
  ///   do {
  ///     size = try container.decode(Int.self, forKey: .size)
  ///   } catch {
  ///     decoder.reportError(error)
  ///     size = 0
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - error: The error recovered from.
  ///   - action: What the code did to recover; by default, it used a fallback value.
  public func reportError(_ error: any Error, action: RecoveryAction = .usedFallback) {
    Recovery.report(error, at: codingPath, by: action, in: Recovery.session(userInfo), context: nil)
  }
}

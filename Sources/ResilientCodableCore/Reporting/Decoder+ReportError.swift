extension Decoder {
  /// Reports an error that a hand-written `init(from:)` recovered from, at this decoder's coding
  /// path, to the ``ResilientDecodingErrorReporter`` in its `userInfo`, if any.
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
  /// - Parameter error: The error recovered from.
  public func reportError(_ error: any Error) {
    Recovery.report(error, at: codingPath, userInfo: userInfo)
  }
}

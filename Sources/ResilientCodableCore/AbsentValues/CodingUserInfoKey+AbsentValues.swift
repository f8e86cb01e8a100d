extension CodingUserInfoKey {
  /// The key of the report of absent values: with `true` under it in a decoder's `userInfo`, a
  /// missing key or `null` that resilient decoding fills in (an optional's `nil`, a collection's
  /// empty value, a `@SafeDecoding` property's initial value) is reported too.
  ///
  /// Such values are silent by default: an API that leaves out what it has not got is not
  /// drifting. A team that wants to see every key a server stopped sending turns this on:
  ///
  /// ```swift
  /// decoder.userInfo[.resilientDecodingReportsAbsentValues] = true
  /// let (issue, digest) = try decoder.decode(
  ///   Issue.self, from: data, reportResilientDecodingErrors: true)
  /// // digest?.entries.filter { $0.category == .keyNotFound } lists the missing keys
  /// ```
  ///
  /// An entry's ``ErrorDigest/Entry/category`` tells a missing key (``ErrorCategory/keyNotFound``)
  /// from `null` (``ErrorCategory/valueWasNil``), and its action says what the value became
  /// (``RecoveryAction/setToNil``, ``RecoveryAction/setToEmpty``,
  /// ``RecoveryAction/usedInitialValue``, ``RecoveryAction/usedFallback``). Strict mode does not
  /// throw for them.
  ///
  /// The switch goes with the decode's digest: `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`
  /// and `enableResilientDecodingErrorReporting()` read it when they make the reporter; for a
  /// reporter you make yourself, use
  /// ``ResilientDecodingErrorReporter/init(reportsAbsentValues:)``. While no reporter in the
  /// process asks for absent values, a missing key costs one atomic load more than before.
  public static let resilientDecodingReportsAbsentValues = resilientKey(
    "ResilientCodable.reportsAbsentValues")
}

extension [CodingUserInfoKey: Any] {
  /// Whether ``Swift/CodingUserInfoKey/resilientDecodingReportsAbsentValues`` is on.
  var reportsAbsentValues: Bool { self[.resilientDecodingReportsAbsentValues] as? Bool == true }
}

public import Foundation

extension JSONDecoder {
  /// Decodes a value and returns it with the digest of the errors that decoding recovered from.
  ///
  /// The decoder is left exactly as it was: the call uses a reporter of its own, so it is safe
  /// to call again and again, and from many threads at once, on one shared decoder.
  ///
  /// ```swift
  /// let (response, digest) = try decoder.decode(
  ///   SearchResponse.self, from: data, reportResilientDecodingErrors: true)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The JSON payload.
  ///   - reportResilientDecodingErrors: Whether to collect the recovered errors.
  /// - Returns: The value, and the digest of its recovered errors (`nil` if there were none or
  ///   reporting was off).
  /// - Throws: What plain decoding throws for errors that cannot be recovered from.
  public func decode<Value: Decodable>(
    _ type: Value.Type,
    from data: Data,
    reportResilientDecodingErrors: Bool
  ) throws -> (Value, ErrorDigest?) {
    guard reportResilientDecodingErrors else { return (try decode(type, from: data), nil) }
    let reporter = ResilientDecodingErrorReporter(
      keySpelling: payloadKeySpelling, reportsAbsentValues: userInfo.reportsAbsentValues)
    let value = try ResilientDecodingErrorReporter.$scoped.withValue(reporter) {
      try decode(type, from: data)
    }
    return (value, reporter.flushReportedErrors())
  }

  /// Installs a new ``ResilientDecodingErrorReporter`` in this decoder's `userInfo`.
  ///
  /// The digest's JSON Pointers spell keys for the `keyDecodingStrategy` the decoder has now,
  /// and the reporter hears about absent values if
  /// ``Swift/CodingUserInfoKey/resilientDecodingReportsAbsentValues`` is on now.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @discardableResult
  public func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter(
      keySpelling: payloadKeySpelling, reportsAbsentValues: userInfo.reportsAbsentValues)
    userInfo[.resilientDecodingErrorReporter] = reporter
    return reporter
  }

  /// How the payload spells the keys that the decoder's key strategy rewrites.
  private var payloadKeySpelling: PayloadKeySpelling {
    if case .convertFromSnakeCase = keyDecodingStrategy { .snakeCase } else { .asDecoded }
  }
}

extension PropertyListDecoder {
  /// Installs a new ``ResilientDecodingErrorReporter`` in this decoder's `userInfo`, which hears
  /// about absent values if ``Swift/CodingUserInfoKey/resilientDecodingReportsAbsentValues`` is
  /// on now.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @discardableResult
  public func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter(
      reportsAbsentValues: userInfo.reportsAbsentValues)
    userInfo[.resilientDecodingErrorReporter] = reporter
    return reporter
  }
}

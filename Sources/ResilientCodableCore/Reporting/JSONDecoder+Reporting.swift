public import Foundation

extension JSONDecoder {
  /// Decodes a value and returns it with the digest of the errors that decoding recovered from.
  ///
  /// The decode reads the decoder's ``ResilientDecodingOptions`` once, when it starts, and
  /// collects into a reporter of its own, so the decoder is left exactly as it was: the call is
  /// safe to make again and again, and from many threads at once, on one shared decoder.
  ///
  /// ```swift
  /// let (response, digest) = try decoder.decode(
  ///   SearchResponse.self, from: data, reportResilientDecodingErrors: true)
  /// ```
  ///
  /// The digest's JSON Pointers spell keys as the payload does under the decoder's
  /// `keyDecodingStrategy`, and so do the coding paths of the errors the call throws, in strict
  /// mode or not: with `.convertFromSnakeCase`, `/members/3/profile/image_24`, where the model
  /// reads `image24`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The JSON payload.
  ///   - reportResilientDecodingErrors: Whether to collect the recovered errors; without, the
  ///     options' ``ResilientDecodingOptions/reporter`` hears them, if any.
  /// - Returns: The value, and the digest of its recovered errors (`nil` if there were none or
  ///   reporting was off).
  /// - Throws: What plain decoding throws for errors that cannot be recovered from.
  public func decode<Value: Decodable>(
    _ type: Value.Type,
    from data: Data,
    reportResilientDecodingErrors: Bool
  ) throws -> (Value, ErrorDigest?) {
    let data = try FoundationJSONTrap.screening(data, allowsJSON5: allowsJSON5)
    let options = userInfo.resilientDecodingOptions
    let keySpelling = payloadKeySpelling
    let reporter =
      reportResilientDecodingErrors
      ? ResilientDecodingErrorReporter(keySpelling: keySpelling) : options.reporter
    let value: Value
    do {
      let session = DecodeSession(options: options, reporter: reporter)
      value = try Recovery.decoding(in: session) {
        let policy = options.unknownKeyPolicy
        guard policy != .ignore else { return try decodeThroughReader(type, from: data) }
        return try Recovery.findingUnknownKeys(policy, in: session) {
          try decodeThroughReader(type, from: data, keyUse: $0)
        }
      }
    } catch let error as DecodingError {
      throw keySpelling.respelling(error, asIn: data)
    }
    guard reportResilientDecodingErrors, let digest = reporter?.flushReportedErrors() else {
      return (value, nil)
    }
    return (value, keySpelling.respelling(digest, asIn: data))
  }

  /// How the payload spells the keys that the decoder's key strategy rewrites.
  var payloadKeySpelling: PayloadKeySpelling {
    if case .convertFromSnakeCase = keyDecodingStrategy { .snakeCase } else { .asDecoded }
  }
}

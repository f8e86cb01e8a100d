public import Foundation
public import ResilientCodableCore

extension JSONDecoder {
  /// Decodes a value resiliently and logs every error recovered from with `logger`.
  ///
  /// The decoder itself is not changed, so one decoder can serve several threads at once.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The JSON payload.
  ///   - logger: Where to log and count the recovered errors.
  /// - Returns: The decoded value.
  /// - Throws: The errors that resilient decoding cannot recover from, such as invalid JSON.
  public func decode<Value: Decodable>(
    _ type: Value.Type,
    from data: Data,
    loggingRecoveriesWith logger: ResilientDecodingLogger
  ) throws -> Value {
    let (value, digest) = try decode(type, from: data, reportResilientDecodingErrors: true)
    if let digest { logger.log(digest, decoding: type) }
    return value
  }
}

extension ResilientDecodingErrorReporter {
  /// Returns the errors reported since the last flush, after logging them with `logger`, and
  /// forgets them; for decoders other than `JSONDecoder`.
  ///
  /// - Parameters:
  ///   - logger: Where to log and count the errors.
  ///   - modelType: The type that was decoded.
  /// - Returns: The digest of the reported errors, or `nil` if none was reported.
  @discardableResult
  public func flushReportedErrors(
    loggingWith logger: ResilientDecodingLogger,
    decoding modelType: any Any.Type
  ) -> ErrorDigest? {
    let digest = flushReportedErrors()
    if let digest { logger.log(digest, decoding: modelType) }
    return digest
  }
}

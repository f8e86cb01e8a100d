public import Foundation
import ResilientCodableCore

extension JSONDecoder {
  /// Decodes a value and throws if decoding recovered from anything: the one-line check that a
  /// fixture is exactly what the model expects.
  ///
  /// The decode goes through `decode(_:from:reportResilientDecodingErrors:)` with the decoder's
  /// options, and fails if the digest has any entry: a recovered error, an unknown novel value,
  /// or an unknown key when the `ResilientDecodingOptions.unknownKeyPolicy` is `.report`.
  /// Unlike strict mode, it lists every recovery, not the first.
  ///
  /// ```swift
  /// struct Repository: Codable {
  ///   var name: String
  ///   @Resilient var stars: Int?
  /// }
  ///
  /// let fixture = Data(#"{"name": "swift", "stars": 62000}"#.utf8)
  /// let repository = try JSONDecoder().decodeWithoutRecovery(Repository.self, from: fixture)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: The JSON payload.
  /// - Returns: The value.
  /// - Throws: An ``UnexpectedRecoveryError`` that lists the digest's entries; what decoding
  ///   throws.
  public func decodeWithoutRecovery<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws -> Value {
    let (value, digest) = try decode(type, from: data, reportResilientDecodingErrors: true)
    if let digest, digest.recoveryCount > 0 {
      throw UnexpectedRecoveryError(typeName: String(describing: type), digest: digest)
    }
    return value
  }
}

public import Foundation

extension JSONDecoder {
  /// Decodes a top-level array, set, dictionary, optional or resilient enum as a `@Resilient`
  /// property of its type would, and returns it with the digest of what decoding recovered from.
  ///
  /// A payload whose root is a collection drops its bad elements instead of failing as a whole:
  ///
  /// ```swift
  /// let (statuses, digest) = try decoder.decodeResilient([Status].self, from: data)
  /// ```
  ///
  /// The root's path is empty: a completeness limit for the top-level collection goes under
  /// `""` in ``ResilientDecodingOptions/completenessLimitsByPath``, and the dropped elements are
  /// reported at `Index 3`. A logger names the model `[Status]`.
  ///
  /// The value holds nothing but itself: to write back what decoding dropped, with
  /// ``ResilientDecodingOptions/preservesInvalidData`` on, decode it in the wrapper that a
  /// property of its type has, which keeps what decoding dropped or replaced:
  /// `decode(Resilient<[Status]>.self, from: data, reportResilientDecodingErrors: true)`.
  ///
  /// - Parameters:
  ///   - type: The collection, optional or enum to decode.
  ///   - data: The JSON payload.
  /// - Returns: The value, and the digest of its recovered errors (`nil` if there were none).
  /// - Throws: What plain decoding throws for a payload that is not JSON; in strict mode, the
  ///   first error recovered from.
  public func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    from data: Data
  ) throws -> (Value, ErrorDigest?) {
    let (resilient, digest) = try decode(
      Resilient<Value>.self, from: data, reportResilientDecodingErrors: true)
    return (resilient.wrappedValue, digest)
  }
}

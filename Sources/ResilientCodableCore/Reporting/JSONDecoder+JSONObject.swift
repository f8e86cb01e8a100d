public import Foundation

extension JSONDecoder {
  /// Decodes a value from a JSON object, such as the `[String: Any]` of `JSONSerialization` or a
  /// push notification's `userInfo`, and returns it with the digest of the errors that decoding
  /// recovered from.
  ///
  /// The object is written as JSON and decoded as
  /// ``FoundationEssentials/JSONDecoder/decode(_:from:reportResilientDecodingErrors:)`` decodes
  /// the bytes, so the decoder's strategies for dates, keys and numbers, its options, strict
  /// mode and the digest are the same as for the payload the object came from:
  ///
  /// ```swift
  /// let (notification, digest) = try decoder.decode(
  ///   PushNotification.self, fromJSONObject: userInfo, reportResilientDecodingErrors: true)
  /// ```
  ///
  /// The object may hold what `JSONSerialization` writes: strings, numbers and Booleans, as
  /// Swift values or `NSNumber`s, `NSNull`, arrays, and dictionaries with string keys, nested
  /// as deep as needed; a top-level string, number, Boolean or `NSNull` is a value too. Any other
  /// value, such as a `Date`, a dictionary key that is not a string, or a `Double` that is not
  /// finite, is not written: the call throws instead.
  ///
  /// The label says what the parameter must be, which its type `Any` cannot, as in
  /// `JSONSerialization.data(withJSONObject:)`; a plain `from:` would also take a `String` of
  /// JSON text, and decode it as one string.
  ///
  /// Checking and writing the object costs more than decoding its JSON, several times more with
  /// the Foundation of Linux: when you have the payload's bytes, decode them instead.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - object: The JSON object: a dictionary, an array, or a single JSON value.
  ///   - reportResilientDecodingErrors: Whether to collect the recovered errors; without, the
  ///     options' ``ResilientDecodingOptions/reporter`` hears them, if any.
  /// - Returns: The value, and the digest of its recovered errors (`nil` if there were none or
  ///   reporting was off).
  /// - Throws: `DecodingError.dataCorrupted`, with an empty coding path, if `object` holds a
  ///   value that is not JSON; otherwise what decoding the same object's JSON bytes throws.
  public func decode<Value: Decodable>(
    _ type: Value.Type,
    fromJSONObject object: Any,
    reportResilientDecodingErrors: Bool
  ) throws -> (Value, ErrorDigest?) {
    try decode(
      type, from: Self.data(fromJSONObject: object),
      reportResilientDecodingErrors: reportResilientDecodingErrors)
  }

  /// Decodes a value from a JSON object, such as the `[String: Any]` of `JSONSerialization` or a
  /// push notification's `userInfo`.
  ///
  /// The object is written as JSON and decoded as `decode(_:from:)` decodes the bytes: resilient
  /// properties recover, and report to the options' ``ResilientDecodingOptions/reporter``, if
  /// any. ``decode(_:fromJSONObject:reportResilientDecodingErrors:)`` says which objects decode.
  ///
  /// ```swift
  /// let notification = try decoder.decode(PushNotification.self, fromJSONObject: userInfo)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - object: The JSON object: a dictionary, an array, or a single JSON value.
  /// - Returns: The value.
  /// - Throws: `DecodingError.dataCorrupted`, with an empty coding path, if `object` holds a
  ///   value that is not JSON; otherwise what decoding the same object's JSON bytes throws.
  public func decode<Value: Decodable>(
    _ type: Value.Type,
    fromJSONObject object: Any
  ) throws -> Value {
    try decode(type, from: Self.data(fromJSONObject: object))
  }

  /// `object` written as JSON.
  ///
  /// On Apple platforms, `JSONSerialization` raises an Objective-C exception for a value that it
  /// cannot write, which no `catch` stops, so the object is checked first.
  private static func data(fromJSONObject object: Any) throws -> Data {
    // `isValidJSONObject(_:)` accepts only an array or a dictionary at the top.
    guard JSONSerialization.isValidJSONObject([object]) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: JSONObjectFault(in: object).description))
    }
    return try JSONSerialization.data(withJSONObject: object, options: .fragmentsAllowed)
  }
}

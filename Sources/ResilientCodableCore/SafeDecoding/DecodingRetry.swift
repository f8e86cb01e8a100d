/// Another way to decode a value whose payload did not decode as its type: decode it as
/// `Alternate` and convert.
///
/// `@RetryDecoding(String.self, map: { Int($0) })` makes one; a hand-written `init(from:)` passes
/// a list of them to
/// ``Swift/KeyedDecodingContainer/decode(_:forKey:property:context:initialValue:retries:fallback:policy:)``:
///
/// ```swift
/// count = try container.decode(
///   Int.self, forKey: .count, property: "count", context: context,
///   retries: [DecodingRetry(String.self, map: { Int($0) })])
/// ```
public struct DecodingRetry<Value> {
  /// Decodes the alternate type from the decoder of the property's key, and converts it.
  @usableFromInline
  let attempt: (any Decoder) throws -> Value

  /// A retry whose conversion always succeeds.
  ///
  /// - Parameters:
  ///   - type: The type to decode the payload as.
  ///   - map: Converts the alternate value to the property's type.
  public init<Alternate: Decodable>(
    _ type: Alternate.Type,
    map: @escaping (Alternate) throws -> Value
  ) {
    attempt = { decoder in try map(Alternate(from: decoder)) }
  }

  /// A retry whose conversion returns `nil` when the alternate value does not convert.
  ///
  /// - Parameters:
  ///   - type: The type to decode the payload as.
  ///   - map: Converts the alternate value to the property's type, or returns `nil`.
  public init<Alternate: Decodable>(
    _ type: Alternate.Type,
    map: @escaping (Alternate) throws -> Value?
  ) {
    attempt = { decoder in
      let alternate = try Alternate(from: decoder)
      guard let value = try map(alternate) else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: decoder.codingPath,
            valueFreeDescription: "Cannot map \(Alternate.self) value to \(Value.self)"))
      }
      return value
    }
  }
}

extension DecodingRetry {
  /// This retry, with what it decodes converted by `transform`.
  @usableFromInline
  func map<Other>(_ transform: @escaping (Value) -> Other) -> DecodingRetry<Other> {
    let attempt = self.attempt
    return DecodingRetry<Other>(attempt: { decoder in transform(try attempt(decoder)) })
  }

  @usableFromInline
  init(attempt: @escaping (any Decoder) throws -> Value) {
    self.attempt = attempt
  }
}

// MARK: - DecodingRetry + Sendable

// Holds a closure of the user's, which need not be `Sendable`; used within one decode only.
@available(*, unavailable)
extension DecodingRetry: Sendable {}

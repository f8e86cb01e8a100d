/// One `@RetryDecoding` attribute: decode the value as another type and map it; generated code
/// only.
@_documentation(visibility: internal)
public struct _$SafeDecodingRetry<Value> {
  /// Decodes the alternate type from the decoder of the property's key, and maps it.
  let attempt: (any Decoder) throws -> Value

  /// A retry whose map always succeeds; generated code only.
  public init<Alternate: Decodable>(
    _ type: Alternate.Type,
    map: @escaping (Alternate) throws -> Value
  ) {
    attempt = { decoder in try map(Alternate(from: decoder)) }
  }

  /// A retry whose map returns `nil` when the alternate value does not convert; generated code
  /// only.
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
            debugDescription: "Cannot map \(Alternate.self) value to \(Value.self)"))
      }
      return value
    }
  }
}

// MARK: - _$SafeDecodingRetry + Sendable

// Holds a closure of the user's, which need not be `Sendable`; used within one decode only.
@available(*, unavailable)
extension _$SafeDecodingRetry: Sendable {}

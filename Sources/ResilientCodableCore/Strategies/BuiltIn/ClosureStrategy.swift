/// A strategy made of two closures, for a one-off transform.
///
/// ```swift
/// // "price": "12,50"
/// @CodedBy(
///   ClosureStrategy(
///     decode: { decoder in
///       let text = try decoder.singleValueContainer().decode(String.self)
///       guard let value = Double(text.replacingOccurrences(of: ",", with: ".")) else {
///         throw DecodingError.dataCorrupted(
///           .init(codingPath: decoder.codingPath, debugDescription: "Not a price: \(text)"))
///       }
///       return value
///     },
///     encode: { value, encoder in
///       var container = encoder.singleValueContainer()
///       try container.encode("\(value)".replacingOccurrences(of: ".", with: ","))
///     }))
/// let price: Double
/// ```
///
/// A transform used in more than one place reads better as a type of its own that conforms to
/// ``CodingStrategy``. The strategy is named by its initializer, not by a static member as the
/// other built-ins are: Swift 6.3 infers the closures of a static member as not `@Sendable`.
public struct ClosureStrategy<Value>: CodingStrategy {
  private let decodeValue: @Sendable (any Decoder) throws -> Value
  private let encodeValue: @Sendable (Value, any Encoder) throws -> Void

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - decode: Reads one value from a decoder.
  ///   - encode: Writes one value to an encoder.
  public init(
    decode: @escaping @Sendable (any Decoder) throws -> Value,
    encode: @escaping @Sendable (Value, any Encoder) throws -> Void
  ) {
    decodeValue = decode
    encodeValue = encode
  }

  /// Reads the value with the `decode` closure.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value.
  /// - Throws: What the closure throws.
  public func decode(from decoder: any Decoder) throws -> Value { try decodeValue(decoder) }

  /// Writes the value with the `encode` closure.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the value.
  /// - Throws: What the closure throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    try encodeValue(value, encoder)
  }
}

/// A strategy that reads and writes a value as its type's own `Codable` conformance does: the
/// base of a rule that only validates.
///
/// ```swift
/// ValidatedStrategy(PlainStrategy<Int>(), .in(0...5))
/// ```
public struct PlainStrategy<Value: Decodable>: CodingStrategy {
  /// Creates the strategy.
  public init() {}

  /// Reads the value as its type's `Decodable` conformance does.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value.
  /// - Throws: What decoding the value throws.
  public func decode(from decoder: any Decoder) throws -> Value {
    try decoder.singleValueContainer().decodeScalarAware(Value.self)
  }

  /// Writes the value as its type's `Encodable` conformance does.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the value throws; `EncodingError.invalidValue` for a value whose
  ///   type is not `Encodable`.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath, debugDescription: "\(Value.self) is not Encodable"))
    }
    try encodable.encode(to: encoder)
  }
}

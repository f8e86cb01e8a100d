/// Reads and writes a value as its own `Codable` conformance does: the strategy of a preset that
/// only gives a policy.
///
/// ```swift
/// struct RequiredInFeed<Value: Codable & Sendable>: CodingPreset {
///   static var strategy: PlainStrategy<Value> { PlainStrategy() }
///   static var policy: ValuePolicy? { ValuePolicy(missing: .dropElement, null: .dropElement) }
/// }
/// typealias Required<Value: Codable & Sendable> = Coded<RequiredInFeed<Value>, Value>
///
/// struct Post: Codable {
///   @Required var id: String?  // missing or null: the post is dropped from its feed
/// }
/// ```
public struct PlainStrategy<Value: Codable>: CodingStrategy {
  /// Creates the strategy.
  public init() {}

  /// Reads the value as its type decodes itself, through the decoder's own strategies for
  /// dates, data and scalars.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value.
  /// - Throws: What decoding the value throws.
  public func decode(from decoder: any Decoder) throws -> Value {
    try decoder.singleValueContainer().decodeScalarAware(Value.self)
  }

  /// Writes the value as its type encodes itself.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the value throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

/// The strategy of a ``CodingPreset`` that only gives a policy: the value decodes as its own
/// kind does under ``Resilient``, and the preset's policy says what a missing key, `null` or
/// invalid value makes of it.
///
/// A preset that declares only its ``CodingPreset/policy`` has this strategy:
///
/// ```swift
/// enum RequiredInFeed: CodingPreset {
///   static let policy = ValuePolicy(missing: .dropElement, null: .dropElement)
/// }
/// typealias Required<Value: ResilientlyDecodable> = Coded<RequiredInFeed, Value>
///
/// struct Post: Codable {
///   @Required var id: String?  // missing or null: the post is dropped from its feed
///   @Required var tags: [String]  // a bad tag is dropped; a missing list drops the post
/// }
/// ```
///
/// It reads and writes no value of its own: ``Coded`` decodes its optional, collection or
/// resilient enum directly.
public struct NoTransform: CodingStrategy {
  /// Creates the strategy.
  public init() {}

  /// Throws: a value has no transform to read it with; ``Coded`` decodes it as its own kind.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: Never.
  /// - Throws: `DecodingError.dataCorrupted`, always.
  public func decode(from decoder: any Decoder) throws -> Never {
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        valueFreeDescription:
          "NoTransform reads no value; wrap an optional, a collection or an enum"))
  }

  /// Writes nothing: no value has this strategy's type.
  ///
  /// - Parameters:
  ///   - value: No value.
  ///   - encoder: The encoder.
  /// - Throws: Nothing; there is no value to write.
  public func encode(_ value: Never, to encoder: any Encoder) throws {}
}

extension CodingPreset where Strategy == NoTransform {
  /// ``NoTransform``: a preset that only gives a policy.
  public static var strategy: NoTransform { NoTransform() }
}

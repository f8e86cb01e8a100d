/// Reads a blank string, or one of a list of sentinels such as `"N/A"`, as a missing value.
///
/// ```swift
/// // "middle_name": ""   "score": "N/A"
/// @CodedBy(.blankAsAbsent()) let middleName: String?
/// @CodedBy(.blankAsAbsent(orAnyOf: ["N/A", "-"])) let score: Int?
/// ```
///
/// A string of only whitespace, or equal to a sentinel, is `nil`, reported as
/// ``RecoveryAction/convertedValue`` and written back as it arrived while the property is
/// still `nil`; `null` is `nil`, silently; any other value decodes as the wrapped type does,
/// and fails as it would, which the property recovers from.
public struct BlankAsAbsentStrategy<Wrapped: Codable>: CodingStrategy {
  /// The strings that stand for a missing value besides blank ones.
  public let sentinels: Set<String>

  /// Creates the strategy.
  ///
  /// - Parameter sentinels: The strings that stand for a missing value besides blank ones.
  public init(orAnyOf sentinels: Set<String> = []) {
    self.sentinels = sentinels
  }

  /// Reads `nil` for `null`, a blank string or a sentinel, otherwise the wrapped value.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value, or `nil`.
  /// - Throws: What decoding the wrapped value throws.
  public func decode(from decoder: any Decoder) throws -> Wrapped? {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() { return nil }
    return try container.decodeScalarAware(Wrapped.self)
  }

  /// `nil` for a blank string or a sentinel; otherwise `nil`, for no conversion.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: `.some(nil)` for a blank string or a sentinel, otherwise `nil`.
  public func convert(from decoder: any Decoder) -> Wrapped?? {
    guard let text = try? decoder.singleValueContainer().decode(String.self),
      text.allSatisfy(\.isWhitespace) || sentinels.contains(text)
    else { return nil }
    return .some(nil)
  }

  /// Writes the value, or `null`.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the value throws.
  public func encode(_ value: Wrapped?, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let value { try container.encode(value) } else { try container.encodeNil() }
  }
}

extension CodingStrategy {
  /// Reads a blank string, or one of `sentinels`, as `nil`; see ``BlankAsAbsentStrategy``.
  ///
  /// - Parameters:
  ///   - type: The wrapped type; by default, the one the property gives. Name it where nothing
  ///     else does, as in a macro's attribute: `@CodedBy(.blankAsAbsent(Int.self))`.
  ///   - sentinels: The strings that stand for a missing value besides blank ones.
  /// - Returns: The strategy.
  public static func blankAsAbsent<Wrapped>(
    _ type: Wrapped.Type = Wrapped.self,
    orAnyOf sentinels: Set<String> = []
  ) -> Self where Self == BlankAsAbsentStrategy<Wrapped> {
    BlankAsAbsentStrategy(orAnyOf: sentinels)
  }
}

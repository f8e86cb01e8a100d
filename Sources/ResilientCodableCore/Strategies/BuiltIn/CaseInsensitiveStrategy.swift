/// Reads a string enum from its raw value in any case, or from an alias, and writes back what
/// arrived.
///
/// ```swift
/// enum Status: String, Codable, CaseIterable { case reviewed, automatic }
///
/// // "status": "AUTOMATIC"   or   "status": "auto"
/// @CodedBy(.caseInsensitive(aliases: ["auto": .automatic])) let status: Status
/// ```
///
/// The raw value exactly as declared is the enum's own; one in another case, or an alias, is
/// kept and reported as ``RecoveryAction/convertedValue``, so that the digest shows the drift,
/// and written back as it arrived while unchanged. A value that names no case is an error, from
/// which the property recovers as any other: `nil` for an optional, the fallback of a
/// ``ResilientRawRepresentable``.
public struct CaseInsensitiveStrategy<Value>: CodingStrategy
where Value: RawRepresentable & CaseIterable & Codable & Sendable, Value.RawValue == String {
  /// Other spellings of cases, matched in any case.
  public let aliases: [String: Value]

  /// Creates the strategy.
  ///
  /// - Parameter aliases: Other spellings of cases, matched in any case.
  public init(aliases: [String: Value] = [:]) {
    self.aliases = aliases
  }

  /// Reads the case whose raw value the payload spells exactly.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The case.
  /// - Throws: `DecodingError.dataCorrupted` when no raw value is spelled so.
  public func decode(from decoder: any Decoder) throws -> Value {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = Value(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Cannot initialize \(Value.self) from invalid String value \(text)"))
    }
    return value
  }

  /// Writes the case's raw value.
  ///
  /// - Parameters:
  ///   - value: The case.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the raw value throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value.rawValue)
  }

  /// The case whose raw value or alias the payload spells in another case, or `nil`.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The case, or `nil`.
  public func convert(from decoder: any Decoder) -> Value? {
    guard let text = try? decoder.singleValueContainer().decode(String.self) else { return nil }
    let folded = text.lowercased()
    if let value = Value.allCases.first(where: { $0.rawValue.lowercased() == folded }) {
      return value
    }
    return aliases.first { $0.key.lowercased() == folded }?.value
  }
}

extension CodingStrategy {
  /// Reads a string enum from its raw value in any case, or from an alias; see
  /// ``CaseInsensitiveStrategy``.
  ///
  /// - Parameters:
  ///   - type: The enum; by default, the one the property or the aliases give. Name it where
  ///     nothing else does, as in a macro's attribute: `@CodedBy(.caseInsensitive(Status.self))`.
  ///   - aliases: Other spellings of cases, matched in any case.
  /// - Returns: The strategy.
  public static func caseInsensitive<Value>(
    _ type: Value.Type = Value.self,
    aliases: [String: Value] = [:]
  ) -> Self where Self == CaseInsensitiveStrategy<Value> {
    CaseInsensitiveStrategy(aliases: aliases)
  }
}

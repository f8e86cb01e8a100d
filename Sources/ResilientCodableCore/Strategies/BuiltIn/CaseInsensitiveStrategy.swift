internal import Foundation

/// Reads an enum from the name it writes in any case, or from an alias, and writes back what
/// arrived.
///
/// ```swift
/// enum Status: String, Codable, CaseIterable { case reviewed, automatic }
///
/// // "status": "AUTOMATIC"   or   "status": "auto"
/// @CodedBy(.caseInsensitive(Status.self, aliases: ["auto": .automatic])) let status: Status
/// ```
///
/// The enum reads its own names as it always does: a raw value as declared, or the names of a
/// `@SafeDecoding(decodingStrategy: .natural)` enum. A name it does not read, spelled in another
/// case than one of the names its cases write, or an alias, is kept and reported as
/// ``RecoveryAction/convertedValue``, so that the digest shows the drift, and written back as it
/// arrived while unchanged. A value that names no case fails as the enum's own decoding fails,
/// and the property recovers as from any bad value: `nil` for an optional, the fallback (or the
/// novel case) of a ``ResilientRawRepresentable``. An enum with a `@FallbackCaseDecoding` case
/// takes that case for every name it does not know, so nothing is left to match in another case.
public struct CaseInsensitiveStrategy<Value>: CodingStrategy
where Value: CaseIterable & Codable & Sendable {
  /// Other spellings of cases, matched in any case.
  public let aliases: [String: Value]

  /// Creates the strategy.
  ///
  /// - Parameter aliases: Other spellings of cases, matched in any case.
  public init(aliases: [String: Value] = [:]) {
    self.aliases = aliases
  }

  /// Reads the enum as it decodes itself.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The case.
  /// - Throws: What the enum's own decoding throws for a name it does not read.
  public func decode(from decoder: any Decoder) throws -> Value {
    try decoder.singleValueContainer().decode(Value.self)
  }

  /// Writes the enum as it encodes itself: the name of its case.
  ///
  /// - Parameters:
  ///   - value: The case.
  ///   - encoder: The encoder of the value.
  /// - Throws: What the enum's own encoding throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// The case whose name, as the case writes it, or whose alias the payload spells in another
  /// case, or `nil`.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The case, or `nil`.
  public func convert(from decoder: any Decoder) -> Value? {
    guard let text = try? decoder.singleValueContainer().decode(String.self) else { return nil }
    let folded = text.lowercased()
    let encoder = JSONEncoder()
    for value in Value.allCases {
      guard let data = try? encoder.encode(value),
        let name = try? JSONDecoder().decode(String.self, from: data)
      else { continue }
      if name.lowercased() == folded { return value }
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

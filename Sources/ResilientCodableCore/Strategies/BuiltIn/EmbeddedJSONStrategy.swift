internal import Foundation

/// Reads a value from JSON sent inside a string, and writes it back as a string of JSON.
///
/// ```swift
/// // "metadata": "{\"plan\":\"pro\",\"seats\":3}"
/// @CodedBy(.jsonString(Metadata.self)) let metadata: Metadata
/// ```
///
/// The embedded JSON decodes with a `JSONDecoder` that has the enclosing decode's
/// ``ResilientDecodingOptions``, so that its own recoveries go to the same digest. They are
/// reported at the string, whose JSON Pointer resolves in the payload (`/metadata`), with their
/// place in the string's JSON as ``ErrorDigest/Entry/embeddedJSONPointer`` (`/seats`). It is
/// written back with sorted keys; whitespace the sender put in it is not kept.
public struct EmbeddedJSONStrategy<Value: Codable>: CodingStrategy {
  /// Creates the strategy.
  ///
  /// - Parameter type: The type of the embedded value.
  public init(_ type: Value.Type = Value.self) {}

  /// Reads the string, then the value from the JSON it holds.
  ///
  /// - Parameter decoder: The decoder of the string.
  /// - Returns: The value.
  /// - Throws: `DecodingError.dataCorrupted` at the string's path when the string holds no
  ///   such value, with the error as its underlying error.
  public func decode(from decoder: any Decoder) throws -> Value {
    let text = try decoder.singleValueContainer().decode(String.self)
    let embedded = JSONDecoder()
    embedded.userInfo[.resilientDecodingOptions] = decoder.userInfo.resilientDecodingOptions
    do {
      let data = try FoundationJSONTrap.screening(Data(text.utf8), allowsJSON5: false)
      return try Recovery.decodingEmbeddedJSON(inStringAt: decoder.codingPath) {
        try embedded.decode(Value.self, from: data)
      }
    } catch {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Expected JSON of \(Value.self) in the string", underlyingError: error))
    }
  }

  /// Writes the value as a string of JSON, with sorted keys.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the string.
  /// - Throws: What encoding the value throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    let embedded = JSONEncoder()
    embedded.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var container = encoder.singleValueContainer()
    try container.encode(String(decoding: try embedded.encode(value), as: UTF8.self))
  }
}

extension CodingStrategy {
  /// Reads a `type` from JSON sent inside a string; see ``EmbeddedJSONStrategy``.
  ///
  /// - Parameter type: The type of the embedded value.
  /// - Returns: The strategy.
  public static func jsonString<Embedded>(
    _ type: Embedded.Type
  ) -> Self where Self == EmbeddedJSONStrategy<Embedded> {
    EmbeddedJSONStrategy(type)
  }
}

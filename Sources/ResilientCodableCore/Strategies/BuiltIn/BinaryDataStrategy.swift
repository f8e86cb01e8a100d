public import Foundation

/// Reads `Data` from a string in Base64, URL-safe Base64 or hexadecimal, and writes it back so.
///
/// ```swift
/// @CodedBy(.base64) let avatar: Data
/// @CodedBy(.base64URL) let signature: Data?  // not Base64: nil, reported
/// @CodedBy(.hex) let checksums: [Data]  // an element that is not hex is dropped, reported
/// ```
///
/// The encoding takes the place of the decoder's `dataDecodingStrategy` for this property.
/// Base64 reads text with or without padding; URL-safe Base64 (RFC 4648 §5) reads `-` and `_`
/// and writes no padding; hexadecimal reads either case and writes lowercase.
public struct BinaryDataStrategy: CodingStrategy {
  /// The ways data is written as text; a struct over this enum can gain encodings.
  private enum Encoding: Sendable {
    case base64
    case base64URL
    case hex
  }

  private let encoding: Encoding

  /// Base64, as RFC 4648 §4 writes it.
  public static let base64 = Self(encoding: .base64)

  /// URL-safe Base64, as RFC 4648 §5 writes it, without padding.
  public static let base64URL = Self(encoding: .base64URL)

  /// Hexadecimal, two digits per byte.
  public static let hex = Self(encoding: .hex)

  /// Reads the data from its string.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The data.
  /// - Throws: `DecodingError.dataCorrupted` when the string is not in the encoding.
  public func decode(from decoder: any Decoder) throws -> Data {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let data = data(from: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, valueFreeDescription: "Expected \(name) data"))
    }
    return data
  }

  /// Writes the data as a string in the encoding.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the string throws.
  public func encode(_ data: Data, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text(of: data))
  }

  private var name: String {
    switch encoding {
    case .base64: "Base64"
    case .base64URL: "URL-safe Base64"
    case .hex: "hexadecimal"
    }
  }

  private func data(from text: String) -> Data? {
    switch encoding {
    case .base64:
      return Data(base64Encoded: Self.padded(text))
    case .base64URL:
      let standard = text.replacingOccurrences(of: "-", with: "+")
        .replacingOccurrences(of: "_", with: "/")
      return Data(base64Encoded: Self.padded(standard))
    case .hex:
      let digits = Array(text.utf8)
      guard digits.count.isMultiple(of: 2) else { return nil }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(digits.count / 2)
      var index = 0
      while index < digits.count {
        guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1])
        else { return nil }
        bytes.append(high << 4 | low)
        index += 2
      }
      return Data(bytes)
    }
  }

  private func text(of data: Data) -> String {
    switch encoding {
    case .base64:
      return data.base64EncodedString()
    case .base64URL:
      var text = data.base64EncodedString()
        .replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_")
      while text.hasSuffix("=") { text.removeLast() }
      return text
    case .hex:
      let digits = Array("0123456789abcdef".utf8)
      var text: [UInt8] = []
      text.reserveCapacity(data.count * 2)
      for byte in data {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
      }
      return String(decoding: text, as: UTF8.self)
    }
  }

  /// `text` with the padding Base64 wants, which some senders leave out.
  private static func padded(_ text: String) -> String {
    let remainder = text.utf8.count % 4
    return remainder == 0 ? text : text + String(repeating: "=", count: 4 - remainder)
  }

  /// The value of the hexadecimal digit `digit`, or `nil`.
  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension CodingStrategy where Self == BinaryDataStrategy {
  /// Reads and writes `Data` as Base64; see ``BinaryDataStrategy``.
  public static var base64: Self { .base64 }

  /// Reads and writes `Data` as URL-safe Base64, without padding; see ``BinaryDataStrategy``.
  public static var base64URL: Self { .base64URL }

  /// Reads and writes `Data` as hexadecimal; see ``BinaryDataStrategy``.
  public static var hex: Self { .hex }
}

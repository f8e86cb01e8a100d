import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Cents sent as a decimal string, or whole units sent as a number, read by a conversion that
/// throws, as `decode(from:)` does.
struct ThrowingCentsStrategy: CodingStrategy {
  func decode(from decoder: any Decoder) throws -> Int {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let amount = Decimal(string: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Not an amount"))
    }
    return NSDecimalNumber(decimal: amount * 100).intValue
  }

  func encode(_ value: Int, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(Decimal(value) / 100)")
  }

  func convert(from decoder: any Decoder) throws -> Int? {
    try decoder.singleValueContainer().decode(Int.self) * 100
  }
}

enum ThrowingCents: CodingPreset {
  static let strategy = ThrowingCentsStrategy()
}

/// The amounts through the wrapper.
struct WrappedReceipt: Decodable {
  @Coded<ThrowingCents, Int?> var total: Int?
  @Coded<ThrowingCents, [Int]> var lines: [Int]
}

/// The same amounts through the macro.
@SafeDecoding
struct MacroReceipt: Decodable {
  @CodedBy(ThrowingCentsStrategy()) var total: Int?
  @CodedBy(ThrowingCentsStrategy()) var lines: [Int]
}

/// A `convert(from:)` declared `throws`, as `decode(from:)` is, is the strategy's conversion.
struct ThrowingConversionTests {
  static let payload = Data(#"{"total": 4, "lines": ["1.50", 2, true]}"#.utf8)

  /// What the digest says, by pointer and action.
  static let entries = [
    "/total convertedValue", "/lines/1 convertedValue", "/lines/2 droppedElement(index: 2)",
  ]

  @Test func `a throwing conversion converts through the wrapper`() throws {
    let (receipt, digest) = try JSONDecoder().decode(
      WrappedReceipt.self, from: Self.payload, reportResilientDecodingErrors: true)
    #expect(receipt.total == 400)
    #expect(receipt.lines == [150, 200])
    #expect(digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == Self.entries)
  }

  @Test func `a throwing conversion converts through the macro`() throws {
    let (receipt, digest) = try JSONDecoder().decode(
      MacroReceipt.self, from: Self.payload, reportResilientDecodingErrors: true)
    #expect(receipt.total == 400)
    #expect(receipt.lines == [150, 200])
    #expect(digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == Self.entries)
  }

  @Test func `a conversion that throws recovers from the error that decoding threw`() throws {
    let data = Data(#"{"total": true}"#.utf8)
    let (receipt, digest) = try JSONDecoder().decode(
      MacroReceipt.self, from: data, reportResilientDecodingErrors: true)
    #expect(receipt.total == nil)
    #expect(digest?.messages == ["Expected `String` but found a boolean instead"])
  }
}

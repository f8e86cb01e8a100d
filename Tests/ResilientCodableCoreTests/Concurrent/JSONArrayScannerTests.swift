import Foundation
import ResilientCodableTestSupport
import Testing

@testable import ResilientCodableCore

struct JSONArrayScannerTests {
  /// Writes random JSON, whitespace, escapes and all, from a seed.
  struct JSONWriter {
    var random: SplitMix64

    mutating func whitespace() -> String {
      ["", "", " ", "\n  ", "\t", "\r\n"][Int(random.next() % 6)]
    }

    mutating func string() -> String {
      let pieces = [
        "a", "Zz", "[", "]", ",", ":", "{", "}", #"\""#, #"\\"#, #"\/"#, #"\n"#, #"\u00e9"#,
        #"\ud83c\udf89"#, "é", "🎉", " ", "long text with words ",
      ]
      let count = Int(random.next() % 6)
      return "\""
        + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
        .joined() + "\""
    }

    mutating func number() -> String {
      [
        "0", "-0", "7", "-12", "3.25", "1e5", "-2.5E-3", "1234567890123", "0.5e+2",
      ][Int(random.next() % 9)]
    }

    mutating func value(depth: Int) -> String {
      let kind = depth > 3 ? random.next() % 4 : random.next() % 6
      switch kind {
      case 0: return string()
      case 1: return number()
      case 2: return ["true", "false", "null"][Int(random.next() % 3)]
      case 3: return string()
      case 4:
        let count = Int(random.next() % 4)
        return "[" + whitespace()
          + (0..<count).map { _ in value(depth: depth + 1) + whitespace() }.joined(
            separator: "," + whitespace()) + "]"
      default:
        let count = Int(random.next() % 4)
        return "{" + whitespace()
          + (0..<count).map { _ in
            string() + whitespace() + ":" + whitespace() + value(depth: depth + 1) + whitespace()
          }.joined(separator: "," + whitespace()) + "}"
      }
    }

    mutating func array() -> String {
      let count = Int(random.next() % 12)
      return whitespace() + "[" + whitespace()
        + (0..<count).map { _ in whitespace() + value(depth: 1) + whitespace() }.joined(
          separator: ",") + "]" + whitespace()
    }
  }

  /// `bytes` with one byte removed, replaced or added, the byte one of JSON's own.
  static func mutated(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    let position = Int(random.next() % UInt64(bytes.count + 1))
    let garbage: [UInt8] = Array(#"[]{},:" \x0-1e.tn"#.utf8)
    switch random.next() % 3 {
    case 0 where position < bytes.count: bytes.remove(at: position)
    case 1 where position < bytes.count:
      bytes[position] = garbage[Int(random.next() % UInt64(garbage.count))]
    default: bytes.insert(garbage[Int(random.next() % UInt64(garbage.count))], at: position)
    }
    return bytes
  }

  /// `value` as canonical JSON, to compare parses.
  static func canonical(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
  }

  static func layout(of data: Data, at pointer: String = "") throws -> JSONArrayLayout? {
    let pointer = try #require(JSONPointer(pointer))
    return try data.withUnsafeBytes { try JSONArrayScanner(pointer: pointer).layout(in: $0) }
  }

  @Test(arguments: 0..<300)
  func `finds exactly the elements that a full parse finds`(seed: Int) throws {
    var writer = JSONWriter(random: SplitMix64(seed: UInt64(seed)))
    let data = Data(writer.array().utf8)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [Any])
    let layout = try #require(try Self.layout(of: data))
    #expect(layout.count == parsed.count)
    for (index, element) in parsed.enumerated() where index < layout.count {
      let range = layout.element(index)
      let bytes = data[range]
      let reparsed = try JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)
      #expect(try Self.canonical(reparsed) == Self.canonical(element))
      // Without the whitespace around it.
      #expect(bytes.first.map { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == true)
      #expect(bytes.last.map { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == true)
    }
  }

  @Test(arguments: 0..<1000)
  func `the validator rejects what a full parse rejects, at a byte inside it`(seed: Int) throws {
    var writer = JSONWriter(random: SplitMix64(seed: UInt64(seed)))
    var random = SplitMix64(seed: UInt64(seed) ^ 0xBAD)
    let bytes = Self.mutated(Array(writer.array().utf8), random: &random)
    let data = Data(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    let isValid = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
    let error = data.withUnsafeBytes(JSONValidator.firstError(in:))
    #expect((error == nil) == isValid, "\(text): \(error.map { "\($0)" } ?? "valid")")
    if let error { #expect((0...bytes.count).contains(error.byteOffset)) }
    // The scan never reads out of bounds, and finds the elements of what parses.
    if isValid, let layout = try? Self.layout(of: data) {
      let parsed = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
      #expect(layout.count == (parsed as? [Any])?.count)
    }
  }

  @Test
  func `follows a pointer through objects and arrays`() throws {
    let data = Data(#"{"x": [1], "a": [true, {"b": [ 10 , "2" ]}]}"#.utf8)
    let layout = try #require(try Self.layout(of: data, at: "/a/1/b"))
    #expect(layout.count == 2)
    #expect(String(decoding: data[layout.element(0)], as: UTF8.self) == "10")
    #expect(String(decoding: data[layout.element(1)], as: UTF8.self) == #""2""#)
    #expect(layout.steps.count == 3)
    #expect(try Self.layout(of: data, at: "/a/0") == nil)
    #expect(try Self.layout(of: data, at: "/missing") == nil)
    #expect(try Self.layout(of: data, at: "/a/2/b") == nil)
  }
}

import Foundation
import Testing

@_spi(Benchmarking) @testable import ResilientCodableCore

/// The reader's own behaviour.
///
/// The errors it throws for bytes that break the grammar, where it throws them, and a decoder
/// that outlives the decode. What it decodes is checked against `JSONDecoder` by the
/// differential tests.
struct JSONReaderTests {
  /// The underlying error of a payload the reader rejects.
  private static func malformation(of json: String) throws -> String {
    do {
      _ = try JSONDecoder().decodeThroughReader(Int?.self, from: Data(json.utf8))
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.isEmpty)
      return "\(try #require(context.underlyingError as? MalformedJSONError))"
    }
    Issue.record("\(json) decoded")
    return ""
  }

  @Test(arguments: [
    ("", "Unexpected end of the payload at byte 0, where a value belongs"),
    ("  ", "Unexpected end of the payload at byte 2, where a value belongs"),
    ("[1,,]", "Unexpected `,` at byte 3, where a value belongs"),
    (#"{"a":1,,}"#, "Unexpected `,` at byte 7, where a key belongs"),
    (#"{"a" 1}"#, "Unexpected `1` at byte 5, where `:` belongs"),
    (#"{"a":1 "b":2}"#, "Unexpected `\"` at byte 7, where `,` or `}` belongs"),
    ("[1 2]", "Unexpected `2` at byte 3, where `,` or `]` belongs"),
    ("nul", "Unexpected end of the payload at byte 3, where `null` belongs"),
    ("trux", "Unexpected `x` at byte 3, where `true` belongs"),
    ("1 2", "Unexpected `2` at byte 2, where the end of the payload belongs"),
    (#"["abc"#, "Unexpected end of the payload at byte 5, where `\"` belongs"),
    (#"["\u12"]"#, "Invalid escape sequence in a string at byte 6"),
  ])
  func `a payload that breaks the grammar fails at its first bad byte`(
    json: String, message: String
  ) throws {
    #expect(try Self.malformation(of: json) == message)
  }

  @Test func `512 nested arrays read, 513 do not`() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    let tape = try Array(deepest.utf8).withUnsafeBufferPointer { try JSONReader.read($0) }
    // Two entries for each array, and the `null` that a super decoder of an absent key reads.
    #expect(tape.entries.count == 2 * 512 + 1)
    #expect(
      try Self.malformation(of: "[" + deepest + "]")
        == "More than 512 nested arrays and objects at byte 512")
    // Openers alone, as many as crash `JSONDecoder` (#39): an error, not a crash.
    #expect(
      try Self.malformation(of: String(repeating: "[", count: 513))
        == "More than 512 nested arrays and objects at byte 512")
  }

  @Test func `the tape records each value's kind, place and size`() throws {
    let json = #"{"id": 12, "tags": ["a\n", "é"], "ok": true}"#
    let tape = try Array(json.utf8).withUnsafeBufferPointer { try JSONReader.read($0) }
    let kinds = tape.entries.indices.map { index in
      // A container's second entry holds where it ends, not a value.
      index == 1 || index == 6 ? nil : tape.kind(at: index)
    }
    #expect(
      kinds == [
        .object, nil, .simpleString, .number, .simpleString, .array, nil, .string, .simpleString,
        .simpleString, .true, .null,
      ])
    // The object holds three members and ends before the trailing `null`; the array two.
    #expect(tape.length(at: 0) == 3)
    #expect(tape.index(after: 0) == 11)
    #expect(tape.length(at: 5) == 2)
    #expect(tape.index(after: 5) == 9)
    // A string's offset is after its quote, its length excludes the quotes; "é" is flagged as
    // holding bytes outside ASCII, and so is the object that has no such key.
    #expect(tape.offset(at: 3) == 7)
    #expect(tape.length(at: 3) == 2)
    #expect(tape.offset(at: 7) == 21)
    #expect(tape.length(at: 7) == 3)
    #expect(tape.isFlagged(8) && !tape.isFlagged(7) && !tape.isFlagged(0))
  }

  /// A model that keeps the decoder it was given, and reads from it after the decode returned.
  private final class Keeper: Decodable {
    let decoder: any Decoder

    init(from decoder: any Decoder) throws {
      self.decoder = try decoder.container(keyedBy: StringCodingKey.self)
        .superDecoder(forKey: StringCodingKey("kept"))
    }
  }

  @Test func `a decoder kept past the decode reads a copy of the payload`() throws {
    var bytes = Array(#"{"kept": {"name": "still here"}}"#.utf8)
    let keeper = try bytes.withUnsafeMutableBytes { raw in
      // Data that borrows the bytes, as a memory-mapped file's does.
      let data = Data(
        bytesNoCopy: raw.baseAddress.unsafelyUnwrapped, count: raw.count, deallocator: .none)
      return try JSONDecoder().decodeThroughReader(Keeper.self, from: data)
    }
    // Overwrite the payload's bytes: the kept decoder must not read them.
    for index in bytes.indices { bytes[index] = UInt8(ascii: "x") }
    let name = try keeper.decoder.container(keyedBy: StringCodingKey.self)
      .decode(String.self, forKey: StringCodingKey("name"))
    #expect(name == "still here")
  }
}

import Foundation
import ResilientCodableCore
import Testing

/// Strings, read by our reader as Foundation's `JSONDecoder` reads them: every escape, `\u`
/// escapes and surrogate pairs whole or broken, escapes JSON lacks, control characters and bytes
/// that are no UTF-8, raw inside the quotes.
struct JSONReaderStringTests {
  /// Strings with escapes, as JSON text with their quotes.
  static let escapes: [String] = [
    #""""#, #""a""#, #""\"""#, #""\\""#, #""\/""#, #""\b\f\n\r\t""#, #""a\"b\\c\/d""#,
    #""\\/test\\/path""#, #""\u0041""#, #""\u00e9\u2265""#, #""42\u00e942\u226542""#,
    #""\u00E9""#, #""\u0000""#, #""abc\u0000def""#, #""\u001f""#, #""\u007f""#, #""\u0080""#,
    #""\uFFFF""#, #""\uFFFE""#, #""\uFEFF""#, #""\uFEFFa""#, #""caf\u00e9""#, #""cafe\u0301""#,
    // Surrogate pairs: valid, in lower case, broken in every way.
    #""\uD834\uDD1E""#, #""\ud834\udd1e""#, #""\uD83D\uDC4D\uD83C\uDFFB""#, #""\uDBFF\uDFFF""#,
    #""\uD800\uDC00""#, #""\uD834""#, #""\uD834hello""#, #""hello\uD834""#, #""\uD834x\uDD1E""#,
    #""\uD834\u1221""#, #""\uD834\u0041""#, #""\uD834\uD834""#, #""\uD834\uD834\uDD1E""#,
    #""\uDD1E""#, #""\uDD1E\uD834""#, #""a\uDD1Eb""#, #""\uD834\""#, #""\uD834\u""#,
    #""\uD834\uDD""#, #""\uD834\n""#,
    // Broken \u escapes.
    #""\u""#, #""\u1""#, #""\u12""#, #""\u123""#, #""\uD8""#, #""\uGGGG""#, #""\u00G1""#,
    #""\U0041""#, #""\u+041""#, #""\u-041""#, #""\u 041""#, #""\uAB9Q""#, #""42\u3""#,
    // Escapes that JSON lacks.
    #""\x15""#, #""\a""#, #""\'""#, #""\0""#, #""\017""#, #""\v""#, #""\e""#, #""\ ""#,
    #""\h\e\l\l\o""#, "\"\\\n\"", "\"\\\r\n\"",
    // Unterminated.
    #""\""#, #""abc"#, #"""#, #""abc\\"#, #""abc\""#,
    // Text beyond ASCII, unescaped.
    #""閆崬밺뀫颒""#, #""本日""#, #""👍🏻""#, #""é""#, #""e\#u{301}""#, #""\#u{2028}\#u{2029}""#,
    #""\#u{FEFF}""#, #""\#u{10FFFF}""#, #""\#u{7F}""#,
  ]

  /// Bytes inside a string's quotes that are raw control characters, or that no UTF-8 has, or
  /// that UTF-8 spells too long.
  static let rawBytes: [Payload] =
    (0x00...0x1F).map { Payload(bytes: [0x22, 0x61, $0, 0x62, 0x22], name: "raw control \($0)") }
    + [
      ([0x7F], "DEL"), ([0x80], "lone continuation byte"), ([0xBF], "lone continuation 0xBF"),
      ([0xFF], "0xFF"), ([0xFE], "0xFE"), ([0xF8, 0x88, 0x80, 0x80, 0x80], "five-byte form"),
      ([0xC0, 0xAF], "overlong slash"), ([0xC0, 0x80], "overlong NUL"),
      ([0xC1, 0xBF], "overlong two bytes"), ([0xE0, 0x80, 0xAF], "overlong three bytes"),
      ([0xE0, 0x9F, 0xBF], "overlong three bytes, highest"),
      ([0xF0, 0x80, 0x80, 0xAF], "overlong four bytes"),
      ([0xF0, 0x8F, 0xBF, 0xBF], "overlong four bytes, highest"),
      ([0xED, 0xA0, 0x80], "encoded high surrogate"),
      ([0xED, 0xBF, 0xBF], "encoded low surrogate"),
      ([0xED, 0xA0, 0xB4, 0xED, 0xB4, 0x9E], "encoded surrogate pair (CESU-8)"),
      ([0xF4, 0x90, 0x80, 0x80], "past U+10FFFF"), ([0xF5, 0x80, 0x80, 0x80], "lead byte 0xF5"),
      ([0xC3], "truncated two bytes"), ([0xE2, 0x82], "truncated three bytes"),
      ([0xF0, 0x9D, 0x84], "truncated four bytes"), ([0xC3, 0x41], "lead byte then ASCII"),
      ([0xE2, 0x28, 0xA1], "bad second byte"), ([0xC3, 0xA9], "é"), ([0xE2, 0x82, 0xAC], "€"),
      ([0xF0, 0x9D, 0x84, 0x9E], "G clef"), ([0xEF, 0xBF, 0xBF], "U+FFFF"),
      ([0xEF, 0xBB, 0xBF], "BOM inside a string"), ([0xF4, 0x8F, 0xBF, 0xBF], "U+10FFFF"),
      ([0x5C, 0xFF], "escaped 0xFF"), ([0x5C, 0xC3, 0xA9], "escaped é"),
    ].map { Payload(bytes: [0x22] + $0.0 + [0x22], name: "string of \($0.1)") }

  @Test(arguments: escapes, ScalarPosition.allCases)
  func `escapes decode alike`(_ scalar: String, _ position: ScalarPosition) {
    position.expectSameDecode(String.self, scalar)
  }

  @Test(arguments: rawBytes)
  func `raw bytes in strings decode alike`(_ payload: Payload) {
    let text = [UInt8](payload.data)
    expectSameDecode(String.self, payload)
    expectSameDecode([String].self, Payload(bytes: [0x5B] + text + [0x5D], name: "[\(payload)]"))
    expectSameDecode(
      GenericProperty<String>.self,
      Payload(bytes: Array(#"{"value":"#.utf8) + text + [0x7D], name: "{value: \(payload)}"))
    // As a key: of a dictionary, of a model, of a tree.
    let object = Payload(bytes: [0x7B] + text + Array(#":1}"#.utf8), name: "{\(payload): 1}")
    expectSameDecode([String: Int].self, object)
    expectSameDecode(JSONTree.self, object)
    expectSameDecode(PreservedValue.self, object)
    expectSameDecode(OptionalValue.self, object)
    // Never read: skipped as an element, and as a key that no model asks for.
    expectSameDecode(
      [Ignored].self, Payload(bytes: [0x5B] + text + [0x5D], name: "[\(payload)] ignored"))
  }

  @Test(arguments: [
    "1", "-1.5", "true", "false", "null", "[]", #"["a"]"#, "{}", #"{"a": "b"}"#, "",
  ])
  func `values that are not strings decode alike as strings`(_ scalar: String) {
    for position in ScalarPosition.allCases {
      position.expectSameDecode(String.self, scalar)
    }
  }

  @Test func `long strings decode alike`() {
    let long = String(repeating: "abcdé\\n\\u00e9", count: 10_000)
    expectSameDecode(String.self, Payload("\"\(long)\""))
    expectSameDecode(
      String.self, Payload("\"\(String(repeating: "\\uD834\\uDD1E", count: 5000))\""))
    expectSameDecode(String.self, Payload("\"\(String(repeating: "\\", count: 10_001))\""))
  }

  @Test func `keys that are canonically equivalent decode alike`() {
    let payload: Payload = #"{"caf\u00e9": true, "cafe\u0301": false}"#
    expectSameDecode([String: Bool].self, payload)
    expectSameDecode(JSONTree.self, payload)
    expectSameDecode(PreservedValue.self, payload)
    expectSameDecode(
      [String: Bool].self, #"{"é": 1, "e\#u{301}": 2, "é": false, "e\#u{301}": true}"#)
  }
}

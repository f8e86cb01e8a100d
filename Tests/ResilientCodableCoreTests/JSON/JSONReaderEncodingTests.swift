import Foundation
import ResilientCodableCore
import Testing

/// Text encodings, read by our reader as Foundation's `JSONDecoder` reads them: UTF-8 with and
/// without its byte order mark, UTF-16 and UTF-32 in both byte orders with and without one,
/// mismatched and misplaced marks, and text that is no valid UTF-16 or UTF-32.
struct JSONReaderEncodingTests {
  /// A way to write a document as bytes.
  struct TextEncoding: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let mark: [UInt8]
    let encode: @Sendable (String) -> [UInt8]

    static let all: [TextEncoding] =
      [
        TextEncoding(testDescription: "UTF-8", mark: [], encode: { Array($0.utf8) }),
        TextEncoding(
          testDescription: "UTF-8 with its mark", mark: [0xEF, 0xBB, 0xBF],
          encode: { Array($0.utf8) }),
      ]
      + [(false, "UTF-16BE", [0xFE, 0xFF]), (true, "UTF-16LE", [0xFF, 0xFE])].flatMap {
        isLittleEndian, name, mark in
        [[], mark].map { mark in
          TextEncoding(
            testDescription: mark.isEmpty ? name : "\(name) with its mark", mark: mark,
            encode: { utf16($0, isLittleEndian: isLittleEndian) })
        }
      }
      + [(false, "UTF-32BE", [0, 0, 0xFE, 0xFF]), (true, "UTF-32LE", [0xFF, 0xFE, 0, 0])].flatMap {
        isLittleEndian, name, mark in
        [[], mark].map { mark in
          TextEncoding(
            testDescription: mark.isEmpty ? name : "\(name) with its mark", mark: mark,
            encode: { utf32($0, isLittleEndian: isLittleEndian) })
        }
      }

    /// `document` in this encoding, after the mark if any.
    func payload(_ document: String) -> Payload {
      Payload(
        bytes: mark + encode(document), name: "\(testDescription) \(document.debugDescription)")
    }
  }

  /// `text` in UTF-16 of one byte order.
  static func utf16(_ text: String, isLittleEndian: Bool) -> [UInt8] {
    text.utf16.flatMap { unit in
      let bytes = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      return isLittleEndian ? bytes.reversed() : bytes
    }
  }

  /// `text` in UTF-32 of one byte order.
  static func utf32(_ text: String, isLittleEndian: Bool) -> [UInt8] {
    text.unicodeScalars.flatMap { scalar in
      let value = scalar.value
      let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
      return isLittleEndian ? bytes.reversed() : bytes
    }
  }

  /// Documents whose first characters are ASCII, as the encoding detection expects, and some
  /// whose first are not.
  static let documents: [String] = [
    "7", "77", "[]", "{}", "null", " 1 ", #""👍🏻""#, #"["é", "👍🏻", "\u00e9"]"#,
    #"{"a": "\uD834\uDD1E", "b": [1.5, true]}"#, "[1 2]", "é", #""é""#, "[\u{0}]", #""\#u{0}""#,
    "\u{FEFF}1", "[\u{FEFF}1]",
  ]

  @Test(arguments: documents, TextEncoding.all)
  func `documents decode alike in every encoding`(_ document: String, _ encoding: TextEncoding) {
    let payload = encoding.payload(document)
    expectSameDecode(JSONTree.self, payload)
    expectSameDecode(PreservedValue.self, payload)
    expectSameDecode(String.self, payload)
    expectSameDecode([String].self, payload)
    expectSameDecode(Int.self, payload)
    expectSameDecode(Ignored.self, payload)
  }

  /// Bytes that mark or look like one encoding and are another, or none.
  static let oddBytes: [Payload] = [
    Payload(bytes: [0xEF, 0xBB, 0xBF], name: "UTF-8 mark alone"),
    Payload(bytes: [0xFE, 0xFF], name: "UTF-16BE mark alone"),
    Payload(bytes: [0xFF, 0xFE], name: "UTF-16LE mark alone"),
    Payload(bytes: [0, 0, 0xFE, 0xFF], name: "UTF-32BE mark alone"),
    Payload(bytes: [0xFF, 0xFE, 0, 0], name: "UTF-32LE mark alone"),
    Payload(bytes: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31], name: "UTF-8 mark twice, 1"),
    Payload(bytes: [0xEF, 0xBB, 0xBF, 0x20, 0x31], name: "UTF-8 mark, space, 1"),
    Payload(bytes: [0xEF, 0xBB, 0x31], name: "two thirds of a UTF-8 mark, 1"),
    Payload(bytes: [0xFF, 0xFE, 0, 0, 0x31, 0, 0, 0], name: "UTF-32LE mark, 1 in UTF-32LE"),
    Payload(bytes: [0xFF, 0xFE, 0, 0x31], name: "UTF-16LE mark, 1 in UTF-16BE"),
    Payload(bytes: [0xFE, 0xFF, 0x31, 0], name: "UTF-16BE mark, 1 in UTF-16LE"),
    Payload(bytes: [0xEF, 0xBB, 0xBF, 0, 0x31], name: "UTF-8 mark, 1 in UTF-16BE"),
    Payload(bytes: [0xFE, 0xFF, 0, 0x31, 0], name: "UTF-16BE, odd length"),
    Payload(bytes: [0x31, 0, 0x32], name: "UTF-16LE, odd length"),
    Payload(bytes: [0, 0x31], name: "1 in two bytes of UTF-16BE"),
    Payload(bytes: [0x31, 0], name: "1 in two bytes of UTF-16LE"),
    Payload(bytes: [0, 0x5B, 0, 0x22, 0xD8, 0x34, 0, 0x22, 0, 0x5D], name: "UTF-16BE lone high"),
    Payload(bytes: [0x5B, 0, 0x22, 0, 0x1E, 0xDD, 0x22, 0, 0x5D, 0], name: "UTF-16LE lone low"),
    Payload(
      bytes: [0, 0, 0, 0x22, 0, 0x11, 0, 0, 0, 0, 0, 0x22], name: "UTF-32BE past U+10FFFF"),
    Payload(
      bytes: [0x22, 0, 0, 0, 0x00, 0xD8, 0, 0, 0x22, 0, 0, 0], name: "UTF-32LE surrogate"),
    Payload(bytes: [0], name: "NUL"), Payload(bytes: [0, 0], name: "two NULs"),
    Payload(bytes: [0, 0, 0, 0], name: "four NULs"), Payload(bytes: [0x31, 0], name: "1, NUL"),
    Payload(bytes: [0x5B, 0x31, 0x5D, 0, 0], name: "[1], two NULs"),
    Payload(bytes: [0x22, 0xE9, 0x22], name: "Latin-1 é in quotes"),
    Payload(bytes: [0xE9, 0], name: "Latin-1 é as UTF-16LE"),
    // UTF-32LE by its first bytes, which does not convert, and a string read as UTF-8: Foundation
    // fails it, and so must the reader (found by the fuzzer).
    Payload(
      bytes: [0x22] + Array(repeating: 0, count: 27) + [
        0x41, 0, 0x24, 0xA8, 0, 0, 0, 0x74, 0x65, 0x22,
      ],
      name: "UTF-32LE that does not convert"),
  ]

  @Test(arguments: oddBytes)
  func `odd bytes decode alike`(_ payload: Payload) {
    expectSameDecode(JSONTree.self, payload)
    expectSameDecode(PreservedValue.self, payload)
    expectSameDecode(String.self, payload)
    expectSameDecode([String].self, payload)
    expectSameDecode(Int.self, payload)
    expectSameDecode(Ignored.self, payload)
  }
}

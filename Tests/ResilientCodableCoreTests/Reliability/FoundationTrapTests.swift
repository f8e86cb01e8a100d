import Foundation
import Testing

@testable import ResilientCodableCore

/// Payloads on which Foundation's `JSONDecoder` stops the process instead of throwing: every
/// entry point of ours throws a `DecodingError` for them, or decodes them, instead.
///
/// Each decode of such a payload runs in a child process, so that a crash fails its test
/// instead of stopping the test runner.
struct FoundationTrapTests {
  struct Numbers: Decodable {
    @Resilient var items: [Int]
  }

  struct Settings: Codable {
    var theme: Int
  }

  enum EmbeddedSettings: CodingPreset {
    static let strategy = EmbeddedJSONStrategy(Settings.self)
  }

  struct Profile: Decodable {
    @Coded<EmbeddedSettings, Settings?> var settings: Settings?
  }

  /// What a check found that it did not expect.
  struct Mismatch: Error, CustomStringConvertible {
    let description: String
  }

  /// Payloads whose 513th nested opener is the last byte.
  ///
  /// In UTF-8 with and without leading white space, ending in `{`, and in UTF-16 with and
  /// without a byte order mark; `end` is the offset, in UTF-8, of the end the error names.
  static let nestedPayloads: [(name: String, data: Data, end: Int, expected: String)] = [
    ("513 `[`", Data(repeating: UInt8(ascii: "["), count: 513), 513, "a value or `]`"),
    (
      "a space and 513 `[`", Data(" ".utf8) + Data(repeating: UInt8(ascii: "["), count: 513), 514,
      "a value or `]`"
    ),
    (
      "512 `[` and a `{`", Data(repeating: UInt8(ascii: "["), count: 512) + Data("{".utf8), 513,
      "a key or `}`"
    ),
    (
      "513 `[` in UTF-16LE", Data(String(repeating: "[", count: 513).utf16.flatMap(littleEndian)),
      513, "a value or `]`"
    ),
    (
      "513 `[` in UTF-16BE with a mark",
      Data([0xFE, 0xFF] + String(repeating: "[", count: 513).utf16.flatMap(bigEndian)), 513,
      "a value or `]`"
    ),
  ]

  private static func littleEndian(_ unit: UInt16) -> [UInt8] {
    [UInt8(unit & 0xFF), UInt8(unit >> 8)]
  }
  private static func bigEndian(_ unit: UInt16) -> [UInt8] {
    [UInt8(unit >> 8), UInt8(unit & 0xFF)]
  }

  /// Throws unless `body` throws the syntax error at the root that names the payload's end.
  static func expectEndError(
    _ entryPoint: String,
    _ payload: (name: String, data: Data, end: Int, expected: String),
    _ body: () async throws -> Void
  ) async throws {
    let message =
      "The given data was not valid JSON: Unexpected end of the payload at byte \(payload.end), "
      + "where \(payload.expected) belongs"
    do {
      try await body()
    } catch DecodingError.dataCorrupted(let context)
      where context.codingPath.isEmpty && context.debugDescription == message
      && context.underlyingError is MalformedJSONError
    {
      return
    } catch {
      throw Mismatch(description: "\(entryPoint), \(payload.name): threw \(error)")
    }
    throw Mismatch(description: "\(entryPoint), \(payload.name): decoded")
  }

  @Test func `513 nested openers that end the payload throw from every whole decode`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      for payload in FoundationTrapTests.nestedPayloads {
        let decoder = JSONDecoder()
        for reports in [true, false] {
          try await FoundationTrapTests.expectEndError("reporting \(reports)", payload) {
            _ = try decoder.decode(
              Numbers.self, from: payload.data, reportResilientDecodingErrors: reports)
          }
        }
        try await FoundationTrapTests.expectEndError("decodeResilient", payload) {
          _ = try decoder.decodeResilient([Int].self, from: payload.data)
        }
        try await FoundationTrapTests.expectEndError("a drift summary", payload) {
          _ = try DriftSummary(jsonData: payload.data)
        }
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `513 nested openers that end the payload throw from every concurrent decode`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      for payload in FoundationTrapTests.nestedPayloads {
        let decoder = JSONDecoder()
        try await FoundationTrapTests.expectEndError("concurrently", payload) {
          _ = try decoder.decodeResilientConcurrently([Int].self, from: payload.data)
        }
        try await FoundationTrapTests.expectEndError("concurrently at a pointer", payload) {
          _ = try decoder.decodeResilientConcurrently(
            Numbers.self, elements: [Int].self, at: "/items", from: payload.data)
        }
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `a line or an element of 513 nested openers is dropped or fails its stream`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let openers = String(repeating: "[", count: 513)
      let lines = JSONDecoder().decodeResilientStream(
        of: Int.self, from: ChunkedPayload("1\n\(openers)\n2\n\(openers)", chunkSize: 100),
        format: .jsonLines)
      var kept: [Int] = []
      for try await element in lines { kept.append(element) }
      let pointers = lines.digest?.entries.map(\.jsonPointer)
      guard kept == [1, 2], pointers == ["/1", "/3"] else {
        throw Mismatch(description: "lines: kept \(kept), reported \(String(describing: pointers))")
      }
      let array = JSONDecoder().decodeResilientStream(
        of: [Int].self, from: ChunkedPayload("[[1], \(openers)", chunkSize: 100), format: .array)
      do {
        for try await _ in array {}
        throw Mismatch(description: "array: the stream ended without an error")
      } catch let error as DecodingError {
        guard case .dataCorrupted = error else {
          throw Mismatch(description: "array: threw \(error)")
        }
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `a string of 513 nested openers is a bad embedded value, not a crash`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let payload = #"{"settings": "\#(String(repeating: "[", count: 513))"}"#
      let (profile, digest) = try JSONDecoder().decode(
        Profile.self, from: Data(payload.utf8), reportResilientDecodingErrors: true)
      let entries = digest?.entries.map { "\($0.jsonPointer) \($0.action)" }
      guard profile.settings == nil, entries == ["/settings setToNil"] else {
        throw Mismatch(
          description: "kept \(String(describing: profile.settings)), \(entries ?? [])")
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  /// `text` as the last bytes of a page whose next page cannot be read: a decoder that reads
  /// past the end of the payload crashes every time, not only when the bytes after it happen to
  /// be unmapped.
  static func atEndOfPage(_ text: String) throws -> Data {
    let bytes = Array(text.utf8)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    guard
      let base = mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != MAP_FAILED, mprotect(base + page, page, PROT_NONE) == 0
    else { throw Mismatch(description: "no guard page") }
    let start = base + page - bytes.count
    start.copyMemory(from: bytes, byteCount: bytes.count)
    // The pages stay mapped until the child process exits.
    return Data(bytesNoCopy: start, count: bytes.count, deallocator: .none)
  }

  @Test func `a JSON5 number that ends the payload decodes as Foundation reads it`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let decoder = JSONDecoder()
      decoder.allowsJSON5 = true
      let cases: [(String, Double?)] = [
        ("99999999999999999999", 1e20), ("-99999999999999999999", -1e20), ("1e+", nil),
        ("1E-", nil), ("1.5", 1.5), ("0x1F", 31), ("Infinity", .infinity),
      ]
      for (text, expected) in cases {
        let data = try FoundationTrapTests.atEndOfPage(text)
        let decoded = try? decoder.decode(
          Double.self, from: data, reportResilientDecodingErrors: true
        ).0
        let resilient = try? decoder.decodeResilient(Double?.self, from: data).0
        guard decoded == expected, resilient == .some(expected) else {
          throw Mismatch(
            description: "\(text): \(String(describing: decoded)), \(String(describing: resilient))"
          )
        }
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `a JSON5 exponent sign that no digit follows is a bad number, not a crash`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let decoder = JSONDecoder()
      decoder.allowsJSON5 = true
      // The signs in a string and in comments are left as they are; `4e-5` is no `Int`.
      let payload = """
        {items: [1, 1e+, 2, 3E-, 4e-5, '1e+', .5e+], /* 1e+ */ // 2e-
        note: "7e+"}
        """
      let (numbers, digest) = try decoder.decode(
        Numbers.self, from: Data(payload.utf8), reportResilientDecodingErrors: true)
      let entries = digest?.entries.map { "\($0.jsonPointer) \($0.action)" }
      let expected = [
        "/items/1 droppedElement(index: 1)", "/items/3 droppedElement(index: 3)",
        "/items/4 droppedElement(index: 4)", "/items/5 droppedElement(index: 5)",
        "/items/6 droppedElement(index: 6)",
      ]
      guard numbers.items == [1, 2], entries == expected else {
        throw Mismatch(description: "kept \(numbers.items), reported \(entries ?? [])")
      }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `a JSON5 key of bytes that no UTF-8 has throws instead of trapping`() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let decoder = JSONDecoder()
      decoder.allowsJSON5 = true
      for byte: UInt8 in [0xF8, 0xFF] {
        let payload =
          Data("{items: [1], ".utf8) + Data(repeating: byte, count: 8) + Data(":1}".utf8)
        do {
          _ = try decoder.decode(Numbers.self, from: payload, reportResilientDecodingErrors: true)
          throw Mismatch(description: "0x\(String(byte, radix: 16)): decoded")
        } catch DecodingError.dataCorrupted(let context) {
          let expected =
            "The given data was not valid JSON: Unexpected byte 0x"
            + "\(String(byte, radix: 16, uppercase: true)) at byte 13, where UTF-8 text belongs"
          guard context.debugDescription == expected, context.codingPath.isEmpty else {
            throw Mismatch(description: context.debugDescription)
          }
        }
      }
      // In a string or a comment, the bytes are the string's or the comment's.
      let payload =
        Data("{items: [1], note: '".utf8) + Data(repeating: 0xFF, count: 8)
        + Data("' /* ".utf8) + Data(repeating: 0xFF, count: 8) + Data(" */}".utf8)
      let (numbers, _) = try decoder.decode(
        Numbers.self, from: payload, reportResilientDecodingErrors: true)
      guard numbers.items == [1] else { throw Mismatch(description: "\(numbers.items)") }
    }
    #expect(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self) == "")
  }

  @Test func `the screen hands an ordinary payload on as it is`() throws {
    let payloads = [#"{"items": [1]}"#, "[1, 2]", "\"[\"", "7", "[1]\n"].map { Data($0.utf8) }
    for data in payloads {
      #expect(try FoundationJSONTrap.screening(data, allowsJSON5: false) == data)
    }
    // In JSON5: the payload as UTF-8, a space after a number that ends it, and an `x` for an
    // exponent sign that no digit follows, outside strings and comments.
    let json5 = { (text: String) in
      try FoundationJSONTrap.screening(Data(text.utf8), allowsJSON5: true)
    }
    #expect(try json5("7") == Data("7 ".utf8))
    #expect(try json5("[7]") == Data("[7]".utf8))
    #expect(try json5("-Infinity") == Data("-Infinity ".utf8))
    #expect(try json5("[1e+, '1e+', 2E-] // 3e+") == Data("[1ex, '1e+', 2Ex] // 3e+".utf8))
    #expect(try json5("[1e+5, 1e-]") == Data("[1e+5, 1ex]".utf8))
    let utf16 = Data("1e+".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(try FoundationJSONTrap.screening(utf16, allowsJSON5: true) == Data("1ex ".utf8))
  }
}

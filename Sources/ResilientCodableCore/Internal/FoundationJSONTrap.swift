internal import Foundation

/// The payloads on which Foundation's `JSONDecoder` stops the process instead of throwing, and
/// the screen that keeps them from it: every entry point of ours hands its bytes to `JSONDecoder`
/// through ``screening(_:allowsJSON5:)``.
///
/// swift-foundation (Swift 6.3) traps in four places:
/// - **Nesting.** When the 513th nested `[` or `{` is the payload's last character, the "too many
///   nested arrays or dictionaries" error points one byte past the end, and working out its line
///   and column traps (`JSONError.SourceLocation.sourceLocation(at:fullSource:)`). 513 `[` are
///   enough; 512 or 514 throw.
/// - **JSON5 exponents.** With `allowsJSON5`, reading a number whose exponent sign no digit
///   follows (`1e+`, `[2E-]`) traps in `JSON5Scanner.validateNumber(from:fullSource:)`.
/// - **JSON5 keys that are not UTF-8.** With `allowsJSON5`, a byte from `0xF8` to `0xFF` where an
///   unquoted key belongs, followed by enough others, traps in `BufferView._decodeScalar`, which
///   `JSON5Scanner.scanKey()` reads it with.
/// - **JSON5 numbers that end the payload.** With `allowsJSON5`, a top-level number that the fast
///   path cannot read (`99999999999999999999`) goes to `strtod` with no terminator, which reads
///   past the end of the buffer.
///
/// For JSON the screen looks at the last character only, so it costs nothing a decode can
/// measure: a payload that ends with `[` or `{` is never JSON, and throws what
/// ``MalformedJSONError`` says of it. A JSON5 payload is read once more: a byte that no UTF-8
/// has, outside strings and comments, makes the payload one that is not JSON5, as
/// `JSONDecoder` finds it wherever it does not trap; each exponent sign that
/// no digit follows becomes an `x`, so that the number is one `JSONDecoder` rejects when a model
/// reads it, as it rejects `1ex`, and a number that ends the payload gets a space after it, which
/// JSON5 allows there.
enum FoundationJSONTrap {
  /// `data` as `JSONDecoder` can read it without trapping: `data` itself, or for JSON5 the payload
  /// as UTF-8 with its numbers screened.
  ///
  /// - Parameters:
  ///   - data: The payload, in any encoding `JSONDecoder` reads.
  ///   - allowsJSON5: Whether the decoder reads JSON5.
  /// - Returns: The payload to decode.
  /// - Throws: `DecodingError.dataCorrupted` at the root for a payload that ends with `[` or
  ///   `{`, or for JSON5 with a byte that no UTF-8 has outside its strings and comments, with a
  ///   ``MalformedJSONError`` underneath.
  static func screening(_ data: Data, allowsJSON5: Bool) throws -> Data {
    // A UTF-8 payload that ends in a bracket, a quote or a letter: the common case, one byte read.
    if !allowsJSON5, let last = data.last, last != 0, !isOpener(last) {
      return data
    }
    if let last = lastCharacter(of: data), isOpener(last) {
      let text = JSONTextEncoding.utf8(data)
      let expected = last == UInt8(ascii: "[") ? "a value or `]`" : "a key or `}`"
      throw JSONDecoder.syntaxError(
        MalformedJSONError(at: text.count, .unexpectedEnd(expected: expected)))
    }
    return allowsJSON5 ? try screeningJSON5(data) : data
  }

  private static func isOpener(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// The last character of `data` if it is ASCII, as the encoding that `JSONDecoder` reads it in
  /// writes it: one byte of UTF-8, or the low byte of a UTF-16 or UTF-32 code unit.
  private static func lastCharacter(of data: Data) -> UInt8? {
    let (width, isBigEndian): (Int, Bool) =
      switch JSONTextEncoding.encoding(of: data) {
      case .utf16BigEndian: (2, true)
      case .utf16LittleEndian: (2, false)
      case .utf32BigEndian: (4, true)
      case .utf32LittleEndian: (4, false)
      default: (1, false)
      }
    guard data.count >= width else { return nil }
    let unit = data.suffix(width)
    guard unit.count(where: { $0 != 0 }) <= 1 else { return nil }
    return isBigEndian ? unit.last : unit.first
  }

  /// A JSON5 payload as UTF-8, with each exponent sign that no digit follows made an `x`, and a
  /// space after a number that ends it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a byte that no UTF-8 has outside strings and
  ///   comments.
  private static func screeningJSON5(_ data: Data) throws -> Data {
    var text = JSONTextEncoding.utf8(data)
    let (signs, notUTF8) = text.withUnsafeBytes(scanJSON5(_:))
    if let offset = notUTF8 {
      throw JSONDecoder.syntaxError(
        MalformedJSONError(
          at: offset, .unexpectedByte(text[text.startIndex + offset], expected: "UTF-8 text")))
    }
    for sign in signs { text[text.startIndex + sign] = UInt8(ascii: "x") }
    // The last character of a number: a digit, a point, or a letter of `Infinity`, `NaN` or hex.
    if let last = text.last,
      isDigit(last) || last == UInt8(ascii: ".") || (last | 0x20) &- UInt8(ascii: "a") < 26
    {
      text.append(UInt8(ascii: " "))
    }
    return text
  }

  /// The offsets of what `bytes`, a JSON5 payload, has outside strings and comments that
  /// `JSONDecoder` traps on: the exponent signs that no digit follows (a `+` or `-` after an `e`
  /// or `E` that follows a digit or a point), and the first byte that no UTF-8 has (`0xF8` to
  /// `0xFF`), if any.
  private static func scanJSON5(
    _ bytes: UnsafeRawBufferPointer
  ) -> (exponentSigns: [Int], notUTF8: Int?) {
    var signs: [Int] = []
    var index = 0
    let count = bytes.count
    let slash = UInt8(ascii: "/")
    while index < count {
      let byte = bytes[index]
      let next = index + 1 < count ? bytes[index + 1] : 0
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        index += 1
        while index < count, bytes[index] != byte {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
      case slash where next == slash:
        while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r")
        {
          index += 1
        }
      case slash where next == UInt8(ascii: "*"):
        index += 2
        while index + 1 < count, bytes[index] != UInt8(ascii: "*") || bytes[index + 1] != slash {
          index += 1
        }
        index += 1
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        let previous = index > 0 ? bytes[index - 1] : 0
        if isDigit(previous) || previous == UInt8(ascii: "."),
          next == UInt8(ascii: "+") || next == UInt8(ascii: "-"),
          index + 2 == count || !isDigit(bytes[index + 2])
        {
          signs.append(index + 1)
        }
      case 0xF8...:
        return (signs, index)
      default: break
      }
      index += 1
    }
    return (signs, nil)
  }
}

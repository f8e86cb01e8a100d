/// The error of a payload that is not valid JSON, with the offset of the first byte that makes
/// it so.
///
/// ``FoundationEssentials/JSONDecoder/decodeResilientConcurrently(_:from:)`` finds the elements of an
/// array in one pass over the payload before it decodes them, and that pass checks the whole
/// payload against the JSON grammar (RFC 8259). A payload that breaks it fails the decode with a
/// `DecodingError.dataCorrupted` whose underlying error is this one:
///
/// ```
/// Unexpected `,` at byte 17, where a value belongs
/// ```
public struct MalformedJSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong at the offset.
  enum Reason: Hashable, Sendable {
    /// A byte that the grammar does not allow there; `expected` says what it does allow.
    case unexpectedByte(UInt8, expected: String)
    /// The payload ends where `expected` belongs.
    case unexpectedEnd(expected: String)
    /// A string that holds a control character, which JSON escapes.
    case controlCharacterInString
    /// A backslash that starts no escape JSON knows, or a surrogate escape without its pair.
    case invalidEscape
    /// Bytes that are not UTF-8.
    case invalidUTF8
    /// More nested arrays and objects than `JSONDecoder` reads (512).
    case tooDeep
    /// A string, a number or a container longer than the reader records (2^28 - 1 bytes or
    /// values).
    case tooLong
  }

  /// The offset from the start of the payload of the first byte that is not valid JSON, or the
  /// payload's size if it ends too early.
  public let byteOffset: Int

  /// What is wrong at the offset.
  let reason: Reason

  init(at byteOffset: Int, _ reason: Reason) {
    self.byteOffset = byteOffset
    self.reason = reason
  }

  /// The error in one line, such as "Unexpected `,` at byte 17, where a value belongs".
  ///
  /// It quotes one byte of the payload, never a value.
  public var description: String {
    switch reason {
    case .unexpectedByte(let byte, let expected):
      "Unexpected \(Self.describe(byte)) at byte \(byteOffset), where \(expected) belongs"
    case .unexpectedEnd(let expected):
      "Unexpected end of the payload at byte \(byteOffset), where \(expected) belongs"
    case .controlCharacterInString:
      "Unescaped control character in a string at byte \(byteOffset)"
    case .invalidEscape:
      "Invalid escape sequence in a string at byte \(byteOffset)"
    case .invalidUTF8:
      "Invalid UTF-8 in a string at byte \(byteOffset)"
    case .tooDeep:
      "More than \(JSONReader.maximumDepth) nested arrays and objects at byte \(byteOffset)"
    case .tooLong:
      "A string, number, array or object too long to read at byte \(byteOffset)"
    }
  }

  /// A byte as the message shows it: a printable ASCII character in backticks, as the grammar's
  /// own characters are, any other byte in hex.
  private static func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "`\(Character(Unicode.Scalar(byte)))`"
      : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }
}

// Its description quotes one byte of syntax, never a value of the payload.
extension MalformedJSONError: ValueFreeDescription {}

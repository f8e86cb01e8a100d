// The tokens of JSON as the validator reads them: whitespace, strings with their escapes and
// UTF-8, numbers and literals, each checked against RFC 8259.

extension ValidationScan {
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// Moves past the string whose opening quote is at the position.
  mutating func skipString() throws(MalformedJSONError) {
    let count = bytes.count
    position += 1
    guard let base = bytes.baseAddress else {
      throw MalformedJSONError(at: count, .unexpectedEnd(expected: "a closing quote"))
    }
    while true {
      // Eight bytes at a time, up to the first quote, backslash or control character.
      while position + 8 <= count {
        let word = UInt64(
          littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        let quotes = word ^ 0x2222_2222_2222_2222
        let backslashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let found =
          ((quotes &- 0x0101_0101_0101_0101) & ~quotes
            | (backslashes &- 0x0101_0101_0101_0101) & ~backslashes
            | (word &- 0x2020_2020_2020_2020) & ~word | word) & 0x8080_8080_8080_8080
        if found == 0 {
          position += 8
        } else {
          position += found.trailingZeroBitCount / 8
          break
        }
      }
      guard position < count else {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "a closing quote"))
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"):
        try skipEscape()
      case 0..<0x20:
        throw MalformedJSONError(at: position, .controlCharacterInString)
      case 0x80...:
        try skipMultibyteCharacter()
      default:
        position += 1
      }
    }
  }

  /// Moves past the escape whose backslash is at the position.
  mutating func skipEscape() throws(MalformedJSONError) {
    guard position + 1 < bytes.count else {
      throw MalformedJSONError(at: bytes.count, .unexpectedEnd(expected: "an escape"))
    }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      position += 2
    case UInt8(ascii: "u"):
      let start = position
      let unit = try hexEscape()
      // A surrogate must be a high one followed by the escape of a low one.
      if (0xDC00...0xDFFF).contains(unit) { throw MalformedJSONError(at: start, .invalidEscape) }
      if (0xD800...0xDBFF).contains(unit) {
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u"),
          (0xDC00...0xDFFF).contains(try hexEscape())
        else { throw MalformedJSONError(at: start, .invalidEscape) }
      }
    default:
      throw MalformedJSONError(at: position, .invalidEscape)
    }
  }

  /// Moves past the `\uXXXX` escape at the position.
  ///
  /// - Returns: The UTF-16 code unit it stands for.
  mutating func hexEscape() throws(MalformedJSONError) -> UInt16 {
    var unit: UInt16 = 0
    for offset in 2..<6 {
      guard position + offset < bytes.count else {
        throw MalformedJSONError(at: bytes.count, .unexpectedEnd(expected: "a hex digit"))
      }
      let byte = bytes[position + offset]
      guard Self.isHexDigit(byte) else { throw MalformedJSONError(at: position, .invalidEscape) }
      unit = unit << 4 | UInt16(Self.isDigit(byte) ? byte &- 0x30 : (byte | 0x20) &- 0x57)
    }
    position += 6
    return unit
  }

  /// Moves past the UTF-8 sequence of more than one byte that starts at the position, checked
  /// as Unicode's table 3-7 says: no overlong forms, no surrogates, nothing past U+10FFFF.
  mutating func skipMultibyteCharacter() throws(MalformedJSONError) {
    let lead = bytes[position]
    let (length, second): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: throw MalformedJSONError(at: position, .invalidUTF8)
      }
    guard position + length <= bytes.count else {
      throw MalformedJSONError(at: position, .invalidUTF8)
    }
    guard second.contains(bytes[position + 1]) else {
      throw MalformedJSONError(at: position, .invalidUTF8)
    }
    for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 {
      throw MalformedJSONError(at: position, .invalidUTF8)
    }
    position += length
  }

  /// Moves past the number that starts at the position:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  mutating func skipNumber() throws(MalformedJSONError) {
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count else {
      throw MalformedJSONError(at: position, .unexpectedEnd(expected: "a digit"))
    }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      try skipDigits()
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      try skipDigits()
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      try skipDigits()
    }
    try requireDelimiter()
  }

  /// Moves past one digit or more.
  mutating func skipDigits() throws(MalformedJSONError) {
    let start = position
    while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
    guard position > start else {
      guard position < bytes.count else {
        throw MalformedJSONError(at: position, .unexpectedEnd(expected: "a digit"))
      }
      throw MalformedJSONError(at: position, .unexpectedByte(bytes[position], expected: "a digit"))
    }
  }

  /// Moves past `literal`, which must be at the position.
  mutating func skipLiteral(_ literal: StaticString) throws(MalformedJSONError) {
    let expected = UnsafeRawBufferPointer(
      start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in expected {
      guard position < bytes.count else {
        throw MalformedJSONError(at: position, .unexpectedEnd(expected: "`\(literal)`"))
      }
      guard bytes[position] == byte else {
        throw MalformedJSONError(
          at: position, .unexpectedByte(bytes[position], expected: "`\(literal)`"))
      }
      position += 1
    }
    try requireDelimiter()
  }

  /// Throws unless a scalar may end at the position: at the end, or before whitespace, a comma
  /// or a closing bracket.
  func requireDelimiter() throws(MalformedJSONError) {
    guard position < bytes.count else { return }
    switch bytes[position] {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): return
    default:
      throw MalformedJSONError(
        at: position, .unexpectedByte(bytes[position], expected: "the end of the value"))
    }
  }
}

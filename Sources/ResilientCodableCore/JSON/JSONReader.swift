/// ResilientCodable's JSON reader: one pass over UTF-8 bytes that checks their structure against
/// the grammar `JSONDecoder` reads and records where each value lies, in a ``JSONTape``.
///
/// It accepts exactly what swift-foundation's `JSONScanner` accepts: any value at the top,
/// surrounded by whitespace; a trailing comma before a closing bracket; at most 512 nested
/// containers. Like it, it checks the shape of strings and numbers but leaves their contents to
/// the decode that reads them (``JSONReaderDecoder``): an escape, a control character, a byte
/// that is not UTF-8 or a malformed number fails only the value that holds it.
struct JSONReader {
  /// The deepest nesting of objects and arrays that `JSONDecoder` reads.
  static let maximumDepth = 512

  private let base: UnsafePointer<UInt8>
  private let count: Int
  private var position = 0
  private var depth = 0
  private var tape = JSONTape()

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    // An empty buffer may have no base address; it fails at its first byte, never read.
    base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped
    count = bytes.count
    tape.entries.reserveCapacity(Swift.min(bytes.count / 4 + 8, 1 << 20))
  }

  /// The tape of the JSON text in `bytes`.
  ///
  /// - Throws: ``MalformedJSONError`` at the first byte that breaks the grammar.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(MalformedJSONError) -> JSONTape {
    var reader = JSONReader(bytes)
    try reader.readValue(expected: "a value")
    while reader.position < reader.count {
      guard reader.base[reader.position].isJSONWhitespace else {
        throw MalformedJSONError(
          at: reader.position,
          .unexpectedByte(reader.base[reader.position], expected: "the end of the payload"))
      }
      reader.position += 1
    }
    reader.tape.append(.null, at: reader.count)
    return reader.tape
  }

  // MARK: Values

  /// The next byte that is not whitespace, left unread.
  @inline(__always)
  private mutating func nextByte(expected: @autoclosure () -> String) throws(MalformedJSONError)
    -> UInt8
  {
    while position < count {
      let byte = base[position]
      // Whitespace is 0x20, 0x0A, 0x0D or 0x09: nothing above 0x20.
      guard byte <= 0x20, byte.isJSONWhitespace else { return byte }
      position += 1
    }
    throw MalformedJSONError(at: position, .unexpectedEnd(expected: expected()))
  }

  private mutating func readValue(expected: @autoclosure () -> String) throws(MalformedJSONError) {
    let byte = try nextByte(expected: expected())
    switch byte {
    case UInt8(ascii: "\""): try readString()
    case UInt8(ascii: "{"): try readObject()
    case UInt8(ascii: "["): try readArray()
    case UInt8(ascii: "t"): try readLiteral("true", as: .true)
    case UInt8(ascii: "f"): try readLiteral("false", as: .false)
    case UInt8(ascii: "n"): try readLiteral("null", as: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try readNumber()
    default: throw MalformedJSONError(at: position, .unexpectedByte(byte, expected: expected()))
    }
  }

  private mutating func readLiteral(_ literal: StaticString, as kind: JSONTape.Kind)
    throws(MalformedJSONError)
  {
    let start = position
    let length = literal.utf8CodeUnitCount
    for index in 0..<length {
      guard start + index < count else {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "`\(literal)`"))
      }
      guard base[start + index] == literal.utf8Start[index] else {
        throw MalformedJSONError(
          at: start + index, .unexpectedByte(base[start + index], expected: "`\(literal)`"))
      }
    }
    position += length
    tape.append(kind, at: start)
  }

  /// Records a number: its bytes up to the first that no number holds, checked when read.
  private mutating func readNumber() throws(MalformedJSONError) {
    let start = position
    position += 1
    var isPlainInteger = true
    while position < count {
      let byte = base[position]
      if byte &- UInt8(ascii: "0") < 10 {
        position += 1
        continue
      }
      guard
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
      else { break }
      isPlainInteger = false
      position += 1
    }
    try checkLength(position - start, at: start)
    tape.append(.number, at: start, length: position - start, isFlagged: !isPlainInteger)
  }

  /// Records a string: its bytes up to the closing quote, its escapes' shape checked.
  private mutating func readString() throws(MalformedJSONError) {
    position += 1
    let start = position
    var isSimple = true
    var hasNonASCII = false
    while true {
      // Eight bytes at a time to the first quote, backslash or control character.
      if position + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let controls = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        let stops = JSONArrayScanner.quotesOrBackslashes(in: word) | controls
        // Bytes outside ASCII before the first stop; those after it are the next byte loop's.
        let high = word & 0x8080_8080_8080_8080
        hasNonASCII =
          hasNonASCII || (stops == 0 ? high : high & ((stops & (0 &- stops)) &- 1)) != 0
        if stops == 0 {
          position += 8
          continue
        }
        // The lowest bit is exact: the first such byte.
        position += stops.trailingZeroBitCount &>> 3
      } else if position >= count {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "`\"`"))
      }
      let byte = base[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") {
        isSimple = false
        position += 1
        guard position < count else {
          throw MalformedJSONError(at: count, .unexpectedEnd(expected: "an escape"))
        }
        if base[position] == UInt8(ascii: "u") {
          guard position + 4 < count else {
            throw MalformedJSONError(at: count, .unexpectedEnd(expected: "four hex digits"))
          }
          for offset in 1...4 where base[position + offset] == UInt8(ascii: "\"") {
            throw MalformedJSONError(at: position + offset, .invalidEscape)
          }
          position += 4
        }
        position += 1
        continue
      }
      if byte < 0x20 { isSimple = false }
      if byte >= 0x80 { hasNonASCII = true }
      position += 1
    }
    let length = position - start
    try checkLength(length, at: start)
    position += 1
    tape.append(
      isSimple ? .simpleString : .string, at: start, length: length, isFlagged: hasNonASCII)
  }

  @inline(__always)
  private func checkLength(_ length: Int, at offset: Int) throws(MalformedJSONError) {
    guard length <= JSONTape.maximumLength else {
      throw MalformedJSONError(at: offset, .tooLong)
    }
  }

  // MARK: Containers

  private mutating func enter() throws(MalformedJSONError) {
    guard depth < Self.maximumDepth else {
      throw MalformedJSONError(at: position, .tooDeep)
    }
    depth += 1
  }

  /// Reads what follows a value in a container, and returns whether the container ended.
  ///
  /// That is a comma, or `closing`. A comma right before `closing` ends it too, as `JSONDecoder`
  /// reads it.
  private mutating func endsAfterValue(closing: UInt8, next: String) throws(MalformedJSONError)
    -> Bool
  {
    let expected: StaticString = closing == UInt8(ascii: "]") ? "`,` or `]`" : "`,` or `}`"
    let byte = try nextByte(expected: "\(expected)")
    position += 1
    if byte == closing { return true }
    guard byte == UInt8(ascii: ",") else {
      throw MalformedJSONError(at: position - 1, .unexpectedByte(byte, expected: "\(expected)"))
    }
    guard try nextByte(expected: next) == closing else { return false }
    position += 1
    return true
  }

  private mutating func readArray() throws(MalformedJSONError) {
    try enter()
    defer { depth -= 1 }
    let header = tape.openContainer(.array, at: position)
    position += 1
    var count = 0
    if try nextByte(expected: "a value or `]`") == UInt8(ascii: "]") {
      position += 1
      tape.closeContainer(at: header, count: 0, isFlagged: false)
      return
    }
    while true {
      try readValue(expected: "a value")
      count += 1
      if try endsAfterValue(closing: UInt8(ascii: "]"), next: "a value") { break }
    }
    try checkLength(count, at: tape.offset(at: header))
    tape.closeContainer(at: header, count: count, isFlagged: false)
  }

  private mutating func readObject() throws(MalformedJSONError) {
    try enter()
    defer { depth -= 1 }
    let header = tape.openContainer(.object, at: position)
    position += 1
    var count = 0
    var hasComplexKey = false
    if try nextByte(expected: "a key or `}`") == UInt8(ascii: "}") {
      position += 1
      tape.closeContainer(at: header, count: 0, isFlagged: false)
      return
    }
    while true {
      let quote = try nextByte(expected: "a key")
      guard quote == UInt8(ascii: "\"") else {
        throw MalformedJSONError(at: position, .unexpectedByte(quote, expected: "a key"))
      }
      try readString()
      let key = tape.entries.count - 1
      hasComplexKey = hasComplexKey || tape.kind(at: key) != .simpleString || tape.isFlagged(key)
      let colon = try nextByte(expected: "`:`")
      guard colon == UInt8(ascii: ":") else {
        throw MalformedJSONError(at: position, .unexpectedByte(colon, expected: "`:`"))
      }
      position += 1
      try readValue(expected: "a value")
      count += 1
      if try endsAfterValue(closing: UInt8(ascii: "}"), next: "a key") { break }
    }
    try checkLength(count, at: tape.offset(at: header))
    tape.closeContainer(at: header, count: count, isFlagged: hasComplexKey)
  }
}

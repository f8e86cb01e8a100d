internal import Foundation

/// Finds the elements of one array of a JSON payload, and checks the whole payload against the
/// JSON grammar, in one pass over its bytes that reads none twice and none out of bounds.
///
/// Strings, with their escapes, are skipped eight bytes at a time; nesting is a stack of one
/// byte per open container. The scan validates what a full parse would reject for its syntax:
/// brackets, commas and colons out of place, bad numbers, literals and escapes, control
/// characters in strings, and anything after the top-level value. It does not check UTF-8, nor
/// that a `\u` escape pairs its surrogates, which decoding the strings does.
struct JSONArrayScanner {
  /// The pointer's tokens, as UTF-8.
  private let tokens: [[UInt8]]

  /// Creates a scanner for the array at `pointer`.
  init(pointer: JSONPointer) {
    tokens = pointer.tokens.map { Array($0.utf8) }
  }

  /// The layout of the array at the pointer in `payload`, or `nil` if the payload has no array
  /// there.
  ///
  /// - Throws: A ``MalformedJSONError`` at the first byte that is not valid JSON.
  func layout(in payload: UnsafeRawBufferPointer) throws(MalformedJSONError) -> JSONArrayLayout? {
    var scan = Scan(bytes: payload, tokens: tokens)
    try scan.run()
    return scan.layout
  }
}

// MARK: - Scan

/// The state of one scan.
private struct Scan {
  /// What the grammar allows next.
  enum Expectation {
    case value
    case valueOrEnd
    case key
    case keyOrEnd
    case colon
    case separatorOrEnd
  }

  let bytes: UnsafeRawBufferPointer
  let tokens: [[UInt8]]
  var position = 0
  /// One byte per open container: `1` for an object, `0` for an array.
  var containers: [UInt8] = []
  /// How many of the open containers, outermost first, lie on the pointer's path.
  var pathDepth = 0
  /// The steps to the innermost container on the path.
  var steps: [JSONArrayLayout.Step] = []
  /// The key, quotes included, of the member whose value comes next in the innermost
  /// container on the path, if it is an object.
  var pendingKey: Range<Int>?
  /// The index of the next element of the innermost container on the path, if it is an array.
  var pendingIndex = 0
  /// The depth of the array at the pointer while it is open, counted in open containers.
  var targetDepth: Int?
  var targetStart = 0
  var bounds: [Int] = []
  var layout: JSONArrayLayout?

  init(bytes: UnsafeRawBufferPointer, tokens: [[UInt8]]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  // MARK: Grammar

  mutating func run() throws(MalformedJSONError) {
    var expectation = Expectation.value
    let count = bytes.count
    while true {
      skipWhitespace()
      guard position < count else {
        if containers.isEmpty, expectation == .separatorOrEnd { return }
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: Self.describe(expectation)))
      }
      let byte = bytes[position]
      switch expectation {
      case .value, .valueOrEnd:
        if byte == UInt8(ascii: "]"), expectation == .valueOrEnd {
          try close(UInt8(ascii: "]"))
          expectation = .separatorOrEnd
        } else {
          expectation = try value(startingWith: byte)
        }
      case .key, .keyOrEnd:
        if byte == UInt8(ascii: "}"), expectation == .keyOrEnd {
          try close(UInt8(ascii: "}"))
          expectation = .separatorOrEnd
          continue
        }
        guard byte == UInt8(ascii: "\"") else {
          throw unexpected(byte, expectation)
        }
        let start = position
        try skipString()
        if pathDepth == containers.count { pendingKey = start..<position }
        expectation = .colon
      case .colon:
        guard byte == UInt8(ascii: ":") else { throw unexpected(byte, expectation) }
        position += 1
        expectation = .value
      case .separatorOrEnd:
        guard let container = containers.last else { throw unexpected(byte, expectation) }
        if byte == UInt8(ascii: ",") {
          position += 1
          if pathDepth == containers.count, container == 0 { pendingIndex += 1 }
          expectation = container == 1 ? .key : .value
        } else if byte == (container == 1 ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          try close(byte)
        } else {
          throw unexpected(byte, expectation)
        }
      }
    }
  }

  /// Reads the value that starts with `byte` at the position: all of a scalar, or the opening
  /// of a container.
  ///
  /// - Returns: What the grammar allows after it.
  mutating func value(startingWith byte: UInt8) throws(MalformedJSONError) -> Expectation {
    let start = position
    let isElement = targetDepth == containers.count
    let onPath = layout == nil && targetDepth == nil && isOnPath()
    let isTarget = onPath && containers.count == tokens.count
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let isObject = byte == UInt8(ascii: "{")
      if isTarget, !isObject {
        stepIn()
        targetDepth = containers.count + 1
        targetStart = start
      } else if onPath, !isTarget {
        // A container on the pointer's path, short of the array.
        enterPath()
      }
      if isElement { bounds.append(start) }
      containers.append(isObject ? 1 : 0)
      position += 1
      return isObject ? .keyOrEnd : .valueOrEnd
    case UInt8(ascii: "\""):
      try skipString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try skipNumber()
    case UInt8(ascii: "t"): try skipLiteral("true")
    case UInt8(ascii: "f"): try skipLiteral("false")
    case UInt8(ascii: "n"): try skipLiteral("null")
    default:
      throw unexpected(byte, .value)
    }
    if isElement {
      bounds.append(start)
      bounds.append(position)
    }
    return .separatorOrEnd
  }

  /// Closes the innermost container with `byte`, its `}` or `]`.
  mutating func close(_ byte: UInt8) throws(MalformedJSONError) {
    position += 1
    let depth = containers.count
    containers.removeLast()
    if targetDepth == depth {
      layout = JSONArrayLayout(steps: steps, range: targetStart..<position, bounds: bounds)
      targetDepth = nil
      bounds = []
    } else if targetDepth == depth - 1 {
      // An element of the array, a container, ends.
      bounds.append(position)
    }
    if pathDepth == depth {
      // A container on the path has closed: the pointer names nothing further on.
      pathDepth = -1
    }
  }

  // MARK: Pointer

  /// Whether the value about to be read is the one the pointer's first tokens name, as many
  /// tokens as containers are open.
  func isOnPath() -> Bool {
    let depth = containers.count
    guard pathDepth == depth, depth <= tokens.count else { return false }
    if depth == 0 { return true }
    let token = tokens[depth - 1]
    if containers[depth - 1] == 1 {
      guard let key = pendingKey else { return false }
      return keyMatches(key, token)
    }
    return JSONPointer.index(String(decoding: token, as: UTF8.self)) == pendingIndex
  }

  /// Steps into the container that starts at the position, which lies on the path.
  mutating func enterPath() {
    stepIn()
    pathDepth = containers.count + 1
    pendingKey = nil
    pendingIndex = 0
  }

  /// Records the step from the innermost container on the path to the value that starts at the
  /// position.
  mutating func stepIn() {
    let depth = containers.count
    guard depth > 0 else { return }
    steps.append(
      containers[depth - 1] == 1
        ? .member(key: pendingKey ?? position..<position) : .element(pendingIndex))
  }

  /// Whether the key at `range`, quotes included, is `token`.
  func keyMatches(_ range: Range<Int>, _ token: [UInt8]) -> Bool {
    let raw = UnsafeRawBufferPointer(
      rebasing: bytes[(range.lowerBound + 1)..<(range.upperBound - 1)])
    if !raw.contains(UInt8(ascii: "\\")) { return raw.elementsEqual(token) }
    // A key with escapes is rare: let JSON decoding undo them.
    let key = try? JSONDecoder().decode(String.self, from: Data(bytes[range]))
    return key.map { Array($0.utf8) == token } ?? false
  }

  // MARK: Tokens

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

  // MARK: Errors

  func unexpected(_ byte: UInt8, _ expectation: Expectation) -> MalformedJSONError {
    MalformedJSONError(at: position, .unexpectedByte(byte, expected: Self.describe(expectation)))
  }

  static func describe(_ expectation: Expectation) -> String {
    switch expectation {
    case .value: "a value"
    case .valueOrEnd: "a value or `]`"
    case .key: "a key"
    case .keyOrEnd: "a key or `}`"
    case .colon: "`:`"
    case .separatorOrEnd: "`,` or the end of the container"
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
  }
}

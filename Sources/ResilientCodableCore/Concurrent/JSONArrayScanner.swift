internal import Foundation

/// Finds the elements of one array of a JSON payload in one pass over its bytes, which reads
/// none twice and none out of bounds.
///
/// The scan follows the payload's structure only: strings, with their escapes, skipped eight
/// bytes at a time, brackets and commas. It checks what lies between the array's elements
/// (whitespace, one comma, no empty element; a comma before the closing bracket, as Foundation's
/// parser allows) and, for a top-level array, that nothing but whitespace surrounds it. The
/// elements themselves, and the rest of the payload around an array at a pointer, are checked by
/// the parses that decode them, so that the concurrent decode accepts exactly what `JSONDecoder`
/// accepts. When a parse fails, ``JSONValidator`` finds the first bad byte.
struct JSONArrayScanner {
  /// The pointer's tokens, as UTF-8.
  private let tokens: [[UInt8]]

  /// Creates a scanner for the array at `pointer`.
  init(pointer: JSONPointer) {
    tokens = pointer.tokens.map { Array($0.utf8) }
  }

  /// The layout of the array at the pointer in `payload`, or `nil` if the scan finds no array
  /// there.
  ///
  /// - Throws: A ``MalformedJSONError`` for what the scan finds out of place.
  func layout(in payload: UnsafeRawBufferPointer) throws(MalformedJSONError) -> JSONArrayLayout? {
    guard let base = payload.baseAddress, !payload.isEmpty else {
      throw MalformedJSONError(at: 0, .unexpectedEnd(expected: "a value"))
    }
    var scan = Scan(
      base: base.assumingMemoryBound(to: UInt8.self), count: payload.count, tokens: tokens)
    return try scan.run()
  }
}

// MARK: - Scan

/// The state of one scan.
private struct Scan {
  let base: UnsafePointer<UInt8>
  let count: Int
  let tokens: [[UInt8]]
  var position = 0
  /// How many containers are open.
  var depth = 0
  /// How many of the open containers, outermost first, lie on the pointer's path.
  var pathDepth = 0
  /// Whether each container on the path is an object.
  var pathObjects: [Bool] = []
  /// The steps into the containers on the path.
  var steps: [JSONArrayLayout.Step] = []
  /// The last string read in the innermost container on the path.
  var lastString: Range<Int>?
  /// The key of the member whose value comes next in the innermost container on the path.
  var pendingKey: Range<Int>?
  /// The index of the next element of the innermost container on the path.
  var pendingIndex = 0

  init(base: UnsafePointer<UInt8>, count: Int, tokens: [[UInt8]]) {
    self.base = base
    self.count = count
    self.tokens = tokens
  }

  mutating func run() throws(MalformedJSONError) -> JSONArrayLayout? {
    if tokens.isEmpty {
      skipWhitespace()
      guard position < count, base[position] == UInt8(ascii: "[") else { return nil }
      let layout = try array()
      skipWhitespace()
      guard position == count else {
        throw MalformedJSONError(
          at: position, .unexpectedByte(base[position], expected: "the end of the payload"))
      }
      return layout
    }
    while position < count {
      let byte = base[position]
      switch byte {
      case UInt8(ascii: "\""):
        let start = position
        try skipString()
        if depth == pathDepth { lastString = start..<position }
      case UInt8(ascii: ":"):
        if depth == pathDepth { pendingKey = lastString }
        position += 1
      case UInt8(ascii: ","):
        if depth == pathDepth {
          pendingIndex += 1
          pendingKey = nil
        }
        position += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if depth == pathDepth, isOnPath() {
          stepIn()
          if pathDepth == tokens.count {
            return byte == UInt8(ascii: "[") ? try array() : nil
          }
          pathDepth += 1
          pathObjects.append(byte == UInt8(ascii: "{"))
          pendingKey = nil
          pendingIndex = 0
        }
        depth += 1
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        // A container on the path closed: the pointer names nothing.
        if depth == pathDepth { return nil }
        depth -= 1
        position += 1
      default:
        position += 1
      }
    }
    return nil
  }

  // MARK: Pointer

  /// Whether the container that starts at the position is the one the pointer's first
  /// `pathDepth` tokens name.
  func isOnPath() -> Bool {
    guard pathDepth > 0 else { return true }
    let token = tokens[pathDepth - 1]
    guard pathObjects[pathDepth - 1] else {
      return JSONPointer.index(String(decoding: token, as: UTF8.self)) == pendingIndex
    }
    guard let key = pendingKey else { return false }
    let raw = UnsafeBufferPointer(
      start: base + key.lowerBound + 1, count: key.count - 2)
    if !raw.contains(UInt8(ascii: "\\")) { return raw.elementsEqual(token) }
    // A key with escapes is rare: let JSON decoding undo them.
    let quoted = Data(UnsafeBufferPointer(start: base + key.lowerBound, count: key.count))
    let decoded = try? JSONDecoder().decode(String.self, from: quoted)
    return decoded.map { Array($0.utf8) == token } ?? false
  }

  /// Records the step from the innermost container on the path into the container that starts
  /// at the position.
  mutating func stepIn() {
    guard pathDepth > 0 else { return }
    steps.append(
      pathObjects[pathDepth - 1]
        ? .member(key: pendingKey ?? position..<position) : .element(pendingIndex))
  }

  // MARK: The array

  /// Reads the array whose `[` is at the position, and the bounds of its elements.
  mutating func array() throws(MalformedJSONError) -> JSONArrayLayout {
    let start = position
    position += 1
    var bounds: [Int] = []
    skipWhitespace()
    if position < count, base[position] == UInt8(ascii: "]") {
      position += 1
      return JSONArrayLayout(steps: steps, range: start..<position, bounds: [])
    }
    while true {
      guard position < count else {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "a value"))
      }
      let elementStart = position
      let first = base[position]
      if first == UInt8(ascii: ",") || first == UInt8(ascii: "]") {
        throw MalformedJSONError(at: position, .unexpectedByte(first, expected: "a value"))
      }
      try skipElement()
      var end = position
      while end > elementStart, base[end - 1].isJSONWhitespace { end -= 1 }
      bounds.append(elementStart)
      bounds.append(end)
      guard position < count else {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "`,` or `]`"))
      }
      position += 1
      if base[position - 1] == UInt8(ascii: "]") {
        return JSONArrayLayout(steps: steps, range: start..<position, bounds: bounds)
      }
      skipWhitespace()
      // Foundation's parser takes a comma before the closing bracket.
      if position < count, base[position] == UInt8(ascii: "]") {
        position += 1
        return JSONArrayLayout(steps: steps, range: start..<position, bounds: bounds)
      }
    }
  }

  /// Moves to the comma or the bracket that ends the element at the position.
  ///
  /// The hot loop of the scan: in locals, with strings skipped inline, eight bytes at a time up
  /// to a quote or a backslash.
  mutating func skipElement() throws(MalformedJSONError) {
    let base = self.base
    let count = self.count
    var position = self.position
    defer { self.position = position }
    var nesting = 0
    while position < count {
      let byte = base[position]
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let end = JSONArrayScanner.endOfString(in: base, from: position, count: count) else {
          throw MalformedJSONError(at: count, .unexpectedEnd(expected: "a closing quote"))
        }
        position = end
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        nesting += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if nesting == 0 {
          position -= 1
          guard byte == UInt8(ascii: "]") else {
            throw MalformedJSONError(at: position, .unexpectedByte(byte, expected: "`,` or `]`"))
          }
          return
        }
        nesting -= 1
      case UInt8(ascii: ","):
        if nesting == 0 {
          position -= 1
          return
        }
      default:
        break
      }
    }
  }

  // MARK: Tokens

  mutating func skipWhitespace() {
    while position < count, base[position].isJSONWhitespace { position += 1 }
  }

  /// Moves past the string whose opening quote is at the position, eight bytes at a time up to
  /// a quote or a backslash.
  mutating func skipString() throws(MalformedJSONError) {
    position += 1
    while true {
      while position + 8 <= count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        let found = JSONArrayScanner.quotesOrBackslashes(in: word)
        if found != 0 {
          position += found.trailingZeroBitCount / 8
          break
        }
        position += 8
      }
      guard position < count else {
        throw MalformedJSONError(at: count, .unexpectedEnd(expected: "a closing quote"))
      }
      switch base[position] {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"):
        position += 2
      default:
        position += 1
      }
    }
  }
}

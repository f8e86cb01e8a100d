/// Checks a payload against the JSON grammar (RFC 8259) in one pass, and finds the first byte
/// that breaks it: what the concurrent decode throws when a parse of part of the payload fails.
///
/// It rejects what `JSONSerialization` rejects: brackets, commas and colons out of place, bad
/// numbers, literals and escapes, unpaired surrogate escapes, control characters and bytes that
/// are not UTF-8 in strings, and anything after the top-level value; like it, it takes a comma
/// before a closing bracket. (`JSONDecoder` checks a number or a string only when it decodes it,
/// so the first byte the validator finds may come before the one that made the parse fail.)
enum JSONValidator {
  /// The first byte of `payload` that is not valid JSON, or `nil` if it is all valid.
  static func firstError(in payload: UnsafeRawBufferPointer) -> MalformedJSONError? {
    var scan = ValidationScan(bytes: payload)
    do {
      try scan.run()
      return nil
    } catch {
      return error
    }
  }
}

// MARK: - ValidationScan

/// The state of one validation: the position, and the containers open there.
struct ValidationScan {
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
  var position = 0
  /// One byte per open container: `1` for an object, `0` for an array.
  var containers: [UInt8] = []

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
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
          close()
          expectation = .separatorOrEnd
        } else {
          expectation = try value(startingWith: byte)
        }
      case .key, .keyOrEnd:
        if byte == UInt8(ascii: "}"), expectation == .keyOrEnd {
          close()
          expectation = .separatorOrEnd
          continue
        }
        guard byte == UInt8(ascii: "\"") else {
          throw unexpected(byte, expectation)
        }
        try skipString()
        expectation = .colon
      case .colon:
        guard byte == UInt8(ascii: ":") else { throw unexpected(byte, expectation) }
        position += 1
        expectation = .value
      case .separatorOrEnd:
        guard let container = containers.last else { throw unexpected(byte, expectation) }
        if byte == UInt8(ascii: ",") {
          position += 1
          // Foundation's parser takes a comma before a closing bracket.
          expectation = container == 1 ? .keyOrEnd : .valueOrEnd
        } else if byte == (container == 1 ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          close()
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
    switch byte {
    case UInt8(ascii: "{"):
      containers.append(1)
      position += 1
      return .keyOrEnd
    case UInt8(ascii: "["):
      containers.append(0)
      position += 1
      return .valueOrEnd
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
    return .separatorOrEnd
  }

  /// Closes the innermost container with its `}` or `]`.
  mutating func close() {
    position += 1
    containers.removeLast()
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

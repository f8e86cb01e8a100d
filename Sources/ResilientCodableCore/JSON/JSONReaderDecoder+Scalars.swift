internal import Foundation

// How the reader's decoder reads a scalar: exactly as `JSONDecoder` reads it, checking a string's
// or a number's contents only when a model reads them. Where `JSONDecoder` throws a parse error
// that loses its place (`dataCorrupted` at `[]`), these throw `dataCorrupted` at the value's path.

extension JSONReaderDecoder {
  // MARK: Booleans

  /// The Boolean at `index`; a `null` is a type mismatch here, as in `JSONDecoder`.
  func bool(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> Bool {
    switch tape.kind(at: index) {
    case .true: return true
    case .false: return false
    default: throw typeMismatch(Bool.self, at: index, path: node.path(appending: key))
    }
  }

  // MARK: Strings

  /// The string at `index`, its escapes read and its bytes checked.
  func string(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> String {
    let kind = tape.kind(at: index)
    guard kind == .simpleString || kind == .string else {
      if kind == .null { throw valueNotFound(String.self, path: node.path(appending: key)) }
      throw typeMismatch(String.self, at: index, path: node.path(appending: key))
    }
    // Plain ASCII is valid UTF-8: made without the generic validation, which looks up the
    // runtime's metadata for each string.
    if kind == .simpleString, !tape.isFlagged(index) {
      return String(decoding: document.bytes(at: index), as: UTF8.self)
    }
    guard let string = Self.string(document.bytes(at: index), isSimple: kind == .simpleString)
    else {
      throw invalidValue(.invalidString, path: node.path(appending: key))
    }
    return string
  }

  /// The string whose bytes between the quotes are `bytes`, or `nil` if they are not UTF-8,
  /// hold a control character or a malformed escape.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, isSimple: Bool) -> String? {
    if isSimple { return String(validating: bytes, as: UTF8.self) }
    var result = ""
    result.reserveCapacity(bytes.count)
    var chunkStart = 0
    var position = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x20 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      guard
        let chunk = String(
          validating: UnsafeBufferPointer(rebasing: bytes[chunkStart..<position]), as: UTF8.self)
      else { return nil }
      result += chunk
      position += 1
      // The reader made sure that an escape has its next byte, and a `\u` its four.
      switch bytes[position] {
      case UInt8(ascii: "\""): result.append("\"")
      case UInt8(ascii: "\\"): result.append("\\")
      case UInt8(ascii: "/"): result.append("/")
      case UInt8(ascii: "b"): result.append("\u{08}")
      case UInt8(ascii: "f"): result.append("\u{0C}")
      case UInt8(ascii: "n"): result.append("\n")
      case UInt8(ascii: "r"): result.append("\r")
      case UInt8(ascii: "t"): result.append("\t")
      case UInt8(ascii: "u"):
        guard let (scalar, end) = unicodeScalar(in: bytes, at: position + 1) else { return nil }
        result.unicodeScalars.append(scalar)
        position = end - 1
      default:
        return nil
      }
      position += 1
      chunkStart = position
    }
    guard
      let chunk = String(
        validating: UnsafeBufferPointer(rebasing: bytes[chunkStart..<position]), as: UTF8.self)
    else { return nil }
    result += chunk
    return result
  }

  /// The scalar of the `\u` escape whose hex digits start at `position`, with a low surrogate's
  /// escape after a high one's, and the position after it; `nil` if malformed.
  private static func unicodeScalar(in bytes: UnsafeBufferPointer<UInt8>, at position: Int)
    -> (Unicode.Scalar, Int)?
  {
    guard let unit = hexDigits(in: bytes, at: position) else { return nil }
    guard UTF16.isLeadSurrogate(unit) else {
      guard let scalar = Unicode.Scalar(unit) else { return nil }
      return (scalar, position + 4)
    }
    let next = position + 4
    guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"),
      bytes[next + 1] == UInt8(ascii: "u"), next + 6 <= bytes.count,
      let trail = hexDigits(in: bytes, at: next + 2), UTF16.isTrailSurrogate(trail)
    else { return nil }
    return (UTF16.decode(UTF16.EncodedScalar([unit, trail])), next + 6)
  }

  /// The value of the four hex digits at `position`, or `nil` if they are not hex digits.
  private static func hexDigits(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt16? {
    guard position + 4 <= bytes.count else { return nil }
    var value: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[position + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value &<< 4 | UInt16(digit)
    }
    return value
  }

  // MARK: Numbers

  /// The integer at `index`.
  func integer<Value: FixedWidthInteger & Decodable>(
    at index: Int, as type: Value.Type, node: CodingPathNode, key: (any CodingKey)?
  ) throws -> Value {
    let kind = tape.kind(at: index)
    guard kind == .number else {
      if kind == .null { throw valueNotFound(type, path: node.path(appending: key)) }
      throw typeMismatch(type, at: index, path: node.path(appending: key))
    }
    // Digits only, with a sign, that fit an `Int` and the type: read here. Anything else as
    // `JSONDecoder` reads it.
    if !tape.isFlagged(index), let value = Self.plainInteger(document.bytes(at: index)),
      let exact = Value(exactly: value)
    {
      return exact
    }
    return try foundationNumber(at: index, as: type, node: node, key: key)
  }

  /// The value of `-?[1-9][0-9]*|-?0` if it fits an `Int`.
  ///
  /// `nil` for anything else, which `JSONDecoder` reads its own way. Not generic: one loop for
  /// every integer type.
  private static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var position = 0
    let isNegative = bytes[0] == UInt8(ascii: "-")
    if isNegative { position = 1 }
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "0") {
      // `-0` is 0 for every type, unsigned ones too, as in `JSONDecoder`.
      return position + 1 == bytes.count ? 0 : nil
    }
    var value = 0
    while position < bytes.count {
      let digit = Int(bytes[position] &- UInt8(ascii: "0"))
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        isNegative
        ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      value = next
      position += 1
    }
    return value
  }

  /// The floating-point number at `index`, or one of the strings that the non-conforming-float
  /// strategy names.
  func floatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible & Decodable>(
    at index: Int, as type: Value.Type, node: CodingPathNode, key: (any CodingKey)?
  ) throws -> Value {
    switch tape.kind(at: index) {
    case .number:
      let bytes = document.bytes(at: index)
      // Called with the concrete types, so that the parse is specialized for each.
      if Value.self == Double.self, let value = Self.conformingNumber(bytes, as: Double.self) {
        return unsafeBitCast(value, to: Value.self)
      }
      if Value.self == Float.self, let value = Self.conformingNumber(bytes, as: Float.self) {
        return unsafeBitCast(value, to: Value.self)
      }
      return try foundationNumber(at: index, as: type, node: node, key: key)
    case .null:
      throw valueNotFound(type, path: node.path(appending: key))
    case .simpleString:
      if case .convertFromString(let positiveInfinity, let negativeInfinity, let nan) =
        options.nonConformingFloatDecodingStrategy
      {
        let bytes = document.bytes(at: index)
        if bytes.elementsEqual(positiveInfinity.utf8) { return .infinity }
        if bytes.elementsEqual(negativeInfinity.utf8) { return -.infinity }
        if bytes.elementsEqual(nan.utf8) { return .nan }
      }
      throw typeMismatch(type, at: index, path: node.path(appending: key))
    default:
      throw typeMismatch(type, at: index, path: node.path(appending: key))
    }
  }

  /// The value of a number that RFC 8259's grammar allows, rounded as `strtod` rounds it, if it
  /// is finite and not a non-zero number that rounds to zero; `nil` for anything else, which
  /// `JSONDecoder` reads its own way.
  private static func conformingNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ bytes: UnsafeBufferPointer<UInt8>, as type: Value.Type
  ) -> Value? {
    var position = 0
    let count = bytes.count
    let isNegative = bytes[0] == UInt8(ascii: "-")
    if isNegative { position = 1 }
    @inline(__always) func digit(at position: Int) -> UInt64? {
      guard position < count else { return nil }
      let digit = bytes[position] &- UInt8(ascii: "0")
      return digit < 10 ? UInt64(digit) : nil
    }
    guard let first = digit(at: position) else { return nil }
    var significand: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    var hasNonZeroDigit = false
    @inline(__always) func take(_ digit: UInt64) {
      if significantDigits < 19 {
        significand = significand &* 10 &+ digit
        if significand != 0 { significantDigits += 1 }
      } else {
        exponent += 1
        significantDigits += 1
      }
      hasNonZeroDigit = hasNonZeroDigit || digit != 0
    }
    if first == 0 {
      position += 1
    } else {
      while let next = digit(at: position) {
        take(next)
        position += 1
      }
    }
    if position < count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digit(at: position) != nil else { return nil }
      while let next = digit(at: position) {
        take(next)
        exponent -= 1
        position += 1
      }
    }
    if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      var exponentIsNegative = false
      if position < count,
        bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+")
      {
        exponentIsNegative = bytes[position] == UInt8(ascii: "-")
        position += 1
      }
      guard digit(at: position) != nil else { return nil }
      var written = 0
      while let next = digit(at: position) {
        written = written < 100_000 ? written * 10 + Int(next) : written
        position += 1
      }
      exponent += exponentIsNegative ? -written : written
    }
    guard position == count else { return nil }
    guard hasNonZeroDigit else { return isNegative ? -0.0 : 0.0 }
    // Significant digits past the 19th were counted in the exponent: exact only with 19 or fewer.
    if significantDigits <= 19, let exact = exactProduct(significand, exponent, as: type) {
      return isNegative ? -exact : exact
    }
    guard let value = Value(String(decoding: bytes, as: UTF8.self)), value.isFinite, value != 0
    else { return nil }
    return value
  }

  /// `significand × 10^exponent` when both are exact in `Value` and one rounding gives the
  /// result (Clinger's fast path), or `nil`.
  @inline(__always)
  private static func exactProduct<Value: BinaryFloatingPoint>(
    _ significand: UInt64, _ exponent: Int, as type: Value.Type
  ) -> Value? {
    let maximumExponent = Value.significandBitCount == 52 ? 22 : 10
    guard significand <= UInt64(1) << (Value.significandBitCount + 1),
      exponent >= -maximumExponent, exponent <= maximumExponent
    else { return nil }
    let power = Value(powersOfTen[exponent < 0 ? -exponent : exponent])
    return exponent < 0 ? Value(significand) / power : Value(significand) * power
  }

  /// 10^0 through 10^22, each exact in a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The number at `index` read by `JSONDecoder` itself.
  ///
  /// The reader leaves to it a `Decimal`, an integer written with a fraction or an exponent, a
  /// number out of range or outside RFC 8259's grammar. Its parse error becomes `dataCorrupted`
  /// at the value's path.
  func foundationNumber<Value: Decodable>(
    at index: Int, as type: Value.Type, node: CodingPathNode, key: (any CodingKey)?
  ) throws -> Value {
    let bytes = document.bytes(at: index)
    do {
      return try JSONDecoder().decode(type, from: Data(buffer: bytes))
    } catch {
      throw invalidValue(.invalidNumber(type: "\(type)"), path: node.path(appending: key))
    }
  }
}

internal import Foundation

/// A scalar that a payload may send as another scalar: a number as a string, a boolean as a
/// number or a string, a string as a number.
///
/// A conversion is exact or it does not happen: `"1.5"` is no integer, `"300"` no `UInt8`, and
/// `"NaN"` no `Double` (a decoder whose non-conforming float strategy accepts it has decoded it
/// already).
protocol CoercibleScalar: Hashable, Sendable {
  /// The value that `container` holds as another scalar type, converted without loss, or `nil`.
  static func coerced(from container: any SingleValueDecodingContainer) -> Self?
}

extension CoercibleScalar where Self: FixedWidthInteger {
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    guard let text = try? container.decode(String.self), text.isDecimalNumeral else { return nil }
    return Self(text, radix: 10)
  }
}

extension CoercibleScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    guard let text = try? container.decode(String.self), text.isDecimalNumeral,
      let value = Self(text), value.isFinite
    else { return nil }
    return value
  }
}

extension Int: CoercibleScalar {}
extension Int8: CoercibleScalar {}
extension Int16: CoercibleScalar {}
extension Int32: CoercibleScalar {}
extension Int64: CoercibleScalar {}
extension UInt: CoercibleScalar {}
extension UInt8: CoercibleScalar {}
extension UInt16: CoercibleScalar {}
extension UInt32: CoercibleScalar {}
extension UInt64: CoercibleScalar {}
extension Double: CoercibleScalar {}
extension Float: CoercibleScalar {}

extension Optional: CoercibleScalar where Wrapped: CoercibleScalar {
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    Wrapped.coerced(from: container).map(Optional.some)
  }
}

extension Bool: CoercibleScalar {
  /// `true` from `1`, `"1"`, `"true"` and `"yes"`, `false` from `0`, `"0"`, `"false"` and `"no"`,
  /// in any case.
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    if let number = try? container.decode(Int.self) {
      return switch number {
      case 1: true
      case 0: false
      default: nil
      }
    }
    guard let text = try? container.decode(String.self) else { return nil }
    return switch text.lowercased() {
    case "true", "yes", "1": true
    case "false", "no", "0": false
    default: nil
    }
  }
}

extension String: CoercibleScalar {
  /// A boolean as `"true"` or `"false"`, a number with every digit the payload sent.
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    if let value = try? container.decode(Bool.self) { return value ? "true" : "false" }
    if let value = try? container.decode(Int64.self) { return String(value) }
    if let value = try? container.decode(UInt64.self) { return String(value) }
    if let value = try? container.decode(Decimal.self) { return "\(value)" }
    if let value = try? container.decode(Double.self), value.isFinite { return "\(value)" }
    return nil
  }
}

extension Decimal: CoercibleScalar {
  static func coerced(from container: any SingleValueDecodingContainer) -> Self? {
    guard let text = try? container.decode(String.self), text.isDecimalNumeral else { return nil }
    return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
  }
}

extension String {
  /// Whether the string is a decimal number as JSON writes one, with an optional leading `+`:
  /// `-12`, `+3.5`, `1e-3`; not `0x1F`, `inf`, ` 1` or `1,5`.
  fileprivate var isDecimalNumeral: Bool {
    var bytes = utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    func digits() -> Int {
      let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
      bytes = bytes.dropFirst(count)
      return count
    }
    guard digits() > 0 else { return false }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      guard digits() > 0 else { return false }
    }
    if let exponent = bytes.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}

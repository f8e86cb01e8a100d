public import Foundation

/// A scalar type that ``ScalarCoercionStrategy`` converts from the scalar type a payload sent
/// instead: the standard library's integers and floating-point numbers, `Bool`, `String` and
/// `Decimal`.
///
/// The library provides every conformance; a type of your own that conforms decodes as itself
/// and converts from nothing.
public protocol ScalarCoercible: Codable, CoercibleValue where Scalar == Self {}

extension Int: ScalarCoercible {}
extension Int8: ScalarCoercible {}
extension Int16: ScalarCoercible {}
extension Int32: ScalarCoercible {}
extension Int64: ScalarCoercible {}
extension UInt: ScalarCoercible {}
extension UInt8: ScalarCoercible {}
extension UInt16: ScalarCoercible {}
extension UInt32: ScalarCoercible {}
extension UInt64: ScalarCoercible {}
extension Double: ScalarCoercible {}
extension Float: ScalarCoercible {}
extension Bool: ScalarCoercible {}
extension String: ScalarCoercible {}
extension Decimal: ScalarCoercible {}

/// Reads a scalar as itself, or converted without loss from the scalar type the payload sent
/// instead: `"42"` as `42`, `1` as `true`, `3.5` as `"3.5"`.
///
/// ```swift
/// @CodedBy(.coerced(Int.self)) let id: Int  // "id": "42" decodes as 42, reported
/// @CodedBy(.coerced(Int.self)) let topicIDs: [Int]  // ["1", 2, "x"] decodes as [1, 2]
/// ```
///
/// A converted value is reported as ``RecoveryAction/coercedValue``, and written back as its
/// type writes it, or as the payload sent it when the decode preserves invalid data. Integers
/// convert from numeric strings, floating-point numbers and `Decimal` from numeric strings,
/// `String` from numbers and booleans, `Bool` from `0`, `1` and the strings `"true"`,
/// `"false"`, `"yes"`, `"no"`, `"1"` and `"0"` in any case. A conversion that would lose
/// something is none: `"1.5"` is no `Int`, `"300"` no `UInt8`. To coerce every scalar of a
/// decode, set ``ResilientDecodingOptions/coercesScalars`` instead.
public struct ScalarCoercionStrategy<Value: ScalarCoercible>: CodingStrategy {
  /// Creates the strategy.
  @inlinable
  public init() {}

  /// Reads the scalar as itself.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value.
  /// - Throws: What plain decoding throws.
  @inlinable
  public func decode(from decoder: any Decoder) throws -> Value {
    try decoder.singleValueContainer().decodeScalarAware(Value.self)
  }

  /// Writes the scalar as itself.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the value throws.
  public func encode(_ value: Value, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// The scalar converted without loss from the scalar type the payload sent, or `nil`.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The converted value, or `nil`.
  public func convert(from decoder: any Decoder) -> Value? {
    Recovery.coerced(Value.self, from: decoder)
  }

  /// ``RecoveryAction/coercedValue``.
  public var conversionAction: RecoveryAction { .coercedValue }
}

extension CodingStrategy {
  /// Reads a scalar as itself, or converted without loss from the scalar type the payload sent
  /// instead; see ``ScalarCoercionStrategy``.
  ///
  /// - Parameter type: The scalar type; by default, the one the property gives. Name it where
  ///   nothing else does, as in a macro's attribute: `@CodedBy(.coerced(Int.self))`.
  /// - Returns: The strategy.
  public static func coerced<Scalar>(
    _ type: Scalar.Type = Scalar.self
  ) -> Self where Self == ScalarCoercionStrategy<Scalar> {
    ScalarCoercionStrategy()
  }
}

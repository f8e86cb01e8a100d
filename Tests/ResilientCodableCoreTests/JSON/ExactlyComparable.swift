import Foundation
import ResilientCodableCore

/// A value that the differential check compares more strictly than `==` does.
///
/// `==` hides differences that a decoder can make, and sees some that it cannot: `0.0 == -0.0`,
/// and `Double.nan != .nan` would fail two decoders that agree. Floating-point values therefore
/// compare by their bits, values that hold them compare those bits, and containers of such values
/// compare their elements so. A type of the check's own that holds a floating-point value
/// conforms by comparing its properties with ``areExactlyEqual(_:_:)``.
protocol ExactlyComparable {
  /// Whether `self` and `other` are the same value, bit for bit where a decoder could differ.
  func isExactlyEqual(to other: Self) -> Bool
}

/// Whether `lhs` and `rhs` are the same value: as ``ExactlyComparable`` says when the type
/// conforms, which it is asked at run time, and by `==` otherwise.
func areExactlyEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
  if let lhs = lhs as? any ExactlyComparable { return lhs.isExactlyEqual(toValue: rhs) }
  return lhs == rhs
}

extension ExactlyComparable {
  /// Whether `other` is of this type and exactly equal to `self`.
  fileprivate func isExactlyEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isExactlyEqual(to: other)
  }
}

// MARK: - Floating-point values

extension BinaryFloatingPoint {
  /// Whether the two have the same bits: NaN equals a NaN of the same payload, -0 differs from 0.
  func isExactlyEqual(to other: Self) -> Bool {
    sign == other.sign && exponentBitPattern == other.exponentBitPattern
      && significandBitPattern == other.significandBitPattern
  }
}

extension Double: ExactlyComparable {}
extension Float: ExactlyComparable {}

#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
extension Float16: ExactlyComparable {}
#endif

extension Date: ExactlyComparable {
  /// Whether the two hold the same bits of time, as a `Double` since the reference date.
  func isExactlyEqual(to other: Date) -> Bool {
    timeIntervalSinceReferenceDate.isExactlyEqual(to: other.timeIntervalSinceReferenceDate)
  }
}

extension Decimal: ExactlyComparable {
  /// Whether the two are equal, or both NaN, and read the same: `1.0` and `1` are equal numbers
  /// that a reader could keep apart.
  func isExactlyEqual(to other: Decimal) -> Bool {
    (self == other || (isNaN && other.isNaN)) && description == other.description
  }
}

// MARK: - Containers

extension Optional: ExactlyComparable where Wrapped: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.isExactlyEqual(to: rhs)
    default: false
    }
  }
}

extension Array: ExactlyComparable where Element: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.isExactlyEqual(to: $1) }
  }
}

extension Dictionary: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool {
    count == other.count
      && allSatisfy { key, value in other[key].map(value.isExactlyEqual(to:)) ?? false }
  }
}

extension PreservedValue: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool {
    switch (self, other) {
    case (.number(let lhs), .number(let rhs)): lhs.isExactlyEqual(to: rhs)
    case (.array(let lhs), .array(let rhs)): lhs.isExactlyEqual(to: rhs)
    case (.object(let lhs), .object(let rhs)): lhs.isExactlyEqual(to: rhs)
    default: self == other
    }
  }
}

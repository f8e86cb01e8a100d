/// A property wrapper that converts a scalar the payload sent as another scalar type: a
/// ``Coded`` property with the ``ScalarCoercion`` preset of its scalar type.
///
/// ```swift
/// struct Repository: Codable {
///   @Coerced var id: Int  // "id": "42" decodes as 42, reported
///   @Coerced var stars: Int?  // "stars": "1.5" is nil, reported
///   @Coerced var topicIDs: [Int]  // ["1", 2, "x"] decodes as [1, 2], "x" dropped
/// }
/// ```
///
/// In a `@SafeDecoding` model, write `@CodedBy(.coerced(Int.self))` instead.
public typealias Coerced<Value: CoercibleValue> = Coded<ScalarCoercion<Value.Scalar>, Value>

/// A scalar, or an optional, an array, a set or a dictionary of scalars: what ``Coerced`` wraps.
///
/// The library provides every conformance.
public protocol CoercibleValue {
  /// The scalar type that coercion converts to.
  associatedtype Scalar: ScalarCoercible
}

extension Optional: CoercibleValue where Wrapped: ScalarCoercible {
  /// The wrapped scalar type.
  public typealias Scalar = Wrapped
}

extension Array: CoercibleValue where Element: ScalarCoercible {
  /// The element type.
  public typealias Scalar = Element
}

extension Set: CoercibleValue where Element: ScalarCoercible {
  /// The element type.
  public typealias Scalar = Element
}

extension Dictionary: CoercibleValue where Value: ScalarCoercible {
  /// The value type.
  public typealias Scalar = Value
}

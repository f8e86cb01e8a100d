/// A property wrapper that converts a scalar the payload sent as another scalar type: a number
/// sent as a string, a boolean sent as `0` or `"yes"`, a string sent as a number.
///
/// Servers drift in the type of a scalar more than in anything else. `@Coerced` takes the
/// value when the conversion loses nothing, and reports it with the action
/// ``RecoveryAction/coercedValue``, so that the drift shows in the error digest:
///
/// ```swift
/// struct Repository: Codable {
///   @Coerced var id: Int  // "id": "42" decodes as 42
///   @Coerced var stars: Int?  // "stars": "1.5" is nil, reported
///   @Coerced var topicIDs: [Int]  // ["1", 2, "x"] decodes as [1, 2], "x" dropped
/// }
/// ```
///
/// It wraps what ``Resilient`` wraps, which then recovers as it would, converting first, and
/// plain scalars too: those recover by conversion only, and throw what plain decoding throws
/// when the value does not convert or is missing. Integers of every width and floating-point
/// numbers convert from numeric strings, `String` from numbers and booleans, `Bool` from `0`,
/// `1` and the strings `"true"`, `"false"`, `"yes"`, `"no"`, `"1"` and `"0"` in any case, and
/// `Decimal` from numeric strings. A conversion that would lose something is an error: `"1.5"`
/// is no `Int`, `"300"` no `UInt8`, `"NaN"` no `Double`.
///
/// A converted value encodes as its declared type, or as the payload sent it when
/// ``ResilientDecodingOptions/preservesInvalidData`` is on. To convert everywhere in one decode,
/// set ``ResilientDecodingOptions/coercesScalars`` in the decoder's options instead.
@propertyWrapper
public struct Coerced<Value: Decodable> {
  /// How the value was obtained.
  @usableFromInline
  var state: ResilientState

  /// The value.
  @usableFromInline
  var value: Value

  /// The decoded, converted or recovered value.
  public var wrappedValue: Value {
    @inlinable get { value }
    set {
      value = newValue
      state = state.afterAssignment
    }
  }

  /// The wrapper itself, for its ``outcome``: `$id.outcome`.
  public var projectedValue: Self { self }

  /// Creates a wrapper holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue, state: .decoded)
  }

  @inlinable
  init(_ value: Value, state: ResilientState) {
    self.state = state
    self.value = value
  }

  /// How the value was obtained: ``ResilientDecodingOutcome/recoveredFrom(_:wasReported:)``
  /// with the original error for a converted value.
  public var outcome: ResilientDecodingOutcome { state.outcome }
}

// MARK: - Coerced + Conformances

extension Coerced: Sendable where Value: Sendable {}

extension Coerced: Equatable where Value: Equatable {
  /// Whether the two values are equal, however they were obtained.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Coerced: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

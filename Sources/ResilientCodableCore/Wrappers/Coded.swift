/// A property wrapper that decodes and encodes its value with the strategy of a
/// ``CodingPreset``, recovering from what the strategy does not read as the value's kind does.
///
/// The preset names a ``CodingStrategy`` and, if it likes, a ``ValuePolicy``; a generic alias
/// names the wrapper with it, so that the property's type gives the rest:
///
/// ```swift
/// enum FeedDates: CodingPreset {
///   static let strategy = DateFormatsStrategy([.iso8601, .rfc1123])
/// }
/// typealias FeedDate<Value> = Coded<FeedDates, Value>
///
/// struct Entry: Codable {
///   @FeedDate var published: Date  // no format reads it: the decode throws
///   @FeedDate var updated: Date?  // no format reads it: nil, reported
///   @FeedDate var edits: [Date]  // a date no format reads is dropped, reported
///   @Coded<ScalarCoercion<Int>, Int?> var stars  // "stars": "12" is 12, reported
///   @Coded<Base64Data, Data?> var avatar  // not Base64: nil, reported
/// }
/// ```
///
/// The strategy applies to a value of its type, and the same way to an optional, to each
/// element of an array or a set, and to each value of a dictionary, which recover as
/// ``Resilient`` ones do. A value of another type is an error the first time it decodes. A
/// value that the strategy converted is written back as it arrived while unchanged. In a
/// `@SafeDecoding` model, give the property its strategy with `@CodedBy` instead: it takes
/// arguments and keeps the property's type.
@propertyWrapper
public struct Coded<Preset: CodingPreset, Value> {
  /// How the value was obtained.
  @usableFromInline
  var state: ResilientState

  /// The value.
  var value: Value

  /// The decoded, converted or recovered value.
  ///
  /// Setting it forgets what decoding replaced, as ``Resilient/wrappedValue`` does.
  public var wrappedValue: Value {
    get { value }
    set {
      value = newValue
      state = state.afterAssignment
    }
  }

  /// The wrapper itself, for its ``outcome``: `$published.outcome`.
  public var projectedValue: Self { self }

  /// Creates a wrapper holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The value.
  public init(wrappedValue: Value) {
    self.init(wrappedValue, state: .decoded)
  }

  init(_ value: Value, state: ResilientState) {
    self.state = state
    self.value = value
  }

  /// How the value was obtained: ``ResilientDecodingOutcome/recoveredFrom(_:wasReported:)``
  /// with the original error for a value the strategy converted or did not read.
  public var outcome: ResilientDecodingOutcome { state.outcome }
}

// MARK: - Coded + Conformances

extension Coded: Sendable where Value: Sendable {}

extension Coded: Equatable where Value: Equatable {
  /// Whether the two values are equal, however they were obtained.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Coded: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

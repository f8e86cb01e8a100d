/// A property wrapper that decodes its value resiliently: bad data is dropped or replaced, never
/// fatal, and every recovered error is reported.
///
/// Apply it to an optional, an array, a set, a dictionary, or a ``ResilientRawRepresentable``
/// enum inside a `Decodable` model. When the decoded payload holds bad data for the property, the
/// model still decodes: an optional becomes `nil`, a collection drops the bad elements, an enum
/// takes its ``ResilientRawRepresentable/decodingFallback``. Each recovered error goes to the
/// decode's digest or the reporter in the decoder's options
/// (``ResilientDecodingOptions/reporter``), if any, and is visible on the projected value.
///
/// ```swift
/// struct PullRequest: Decodable {
///   var title: String
///   @Resilient var closedAt: Date?
///   @Resilient var labels: [Label]
///   @Resilient var state: State
/// }
///
/// let pullRequest = try decoder.decode(PullRequest.self, from: data)
/// if case .recoveredFrom(let error, _) = pullRequest.$closedAt.outcome {
///   print("closedAt was unreadable:", error)
/// }
/// ```
///
/// The wrapper adds one word to the size of its value and allocates nothing when the data is
/// clean. Using it with any other kind of value, such as a plain `Int`, is a compile-time error.
@propertyWrapper
public struct Resilient<Value: ResilientlyDecodable> {
  /// How decoding went; declared first so that it packs before the value.
  @usableFromInline
  var state: ResilientState

  /// The value; read and written through `wrappedValue`.
  @usableFromInline
  var value: Value

  /// The decoded value, or the value that replaced bad data.
  ///
  /// Setting it forgets what decoding replaced: the ``outcome`` becomes
  /// ``ResilientDecodingOutcome/decodedSuccessfully``, and encoding writes the new value. Only
  /// the elements a collection dropped are remembered, so that encoding can write them back
  /// when they were preserved.
  public var wrappedValue: Value {
    @inlinable get { value }
    set {
      value = newValue
      state = state.afterAssignment
    }
  }

  /// The wrapper itself, which tells how decoding went.
  ///
  /// Read it through the property's `$` name: `model.$labels.outcome`, `model.$labels.errors`.
  public var projectedValue: Self { self }

  /// Creates a wrapper around a value that was not decoded, for memberwise initializers and
  /// tests.
  ///
  /// The ``outcome`` of such a wrapper is ``ResilientDecodingOutcome/decodedSuccessfully``.
  ///
  /// - Parameter wrappedValue: The value to hold.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue, state: .decoded)
  }

  @inlinable
  init(_ value: Value, state: ResilientState) {
    self.state = state
    self.value = value
  }

  /// How decoding this property went.
  public var outcome: ResilientDecodingOutcome { state.outcome }

  /// The error that decoding recovered from, if any.
  ///
  /// For a collection whose elements were dropped this is a ``DroppedElementsError``; the
  /// individual errors are in `errors`.
  public var error: (any Error)? {
    guard case .recoveredFrom(let error, _) = outcome else { return nil }
    return error
  }
}

// MARK: - Resilient + Conformances

extension Resilient: Sendable where Value: Sendable {}

extension Resilient: Equatable where Value: Equatable {
  /// Returns whether two wrappers hold equal values, whatever their outcomes.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Resilient: Hashable where Value: Hashable {
  /// Hashes the wrapped value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

/// A property wrapper that decodes what ``Resilient`` decodes, and responds to a missing key,
/// `null` or an invalid value as a ``ValuePolicy`` says.
///
/// The policy is a ``ValuePolicyProviding`` type; a generic alias names the wrapper with it, so
/// that the property's type gives the rest:
///
/// ```swift
/// enum RequiredInFeed: ValuePolicyProviding {
///   static let policy = ValuePolicy(missing: .dropElement, null: .dropElement)
/// }
/// typealias Required<Value: ResilientlyDecodable> = WithPolicy<RequiredInFeed, Value>
///
/// struct Post: Codable {
///   @Required var id: String?  // missing or null: the post is dropped from its feed
///   @Resilient var tags: [String]
/// }
/// ```
///
/// Without a response of its own, each case is what ``Resilient`` does. It works in
/// `@SafeDecoding` models too, whose own properties take a policy with `@Policy`.
@propertyWrapper
public struct WithPolicy<Provider: ValuePolicyProviding, Value: ResilientlyDecodable> {
  /// How the value was obtained.
  @usableFromInline
  var state: ResilientState

  /// The value.
  @usableFromInline
  var value: Value

  /// The decoded or recovered value.
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

  /// How the value was obtained, as ``Resilient/outcome`` says.
  public var outcome: ResilientDecodingOutcome { state.outcome }
}

// MARK: - WithPolicy + Conformances

extension WithPolicy: Sendable where Value: Sendable {}

extension WithPolicy: Equatable where Value: Equatable {
  /// Whether the two values are equal, however they were obtained.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension WithPolicy: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

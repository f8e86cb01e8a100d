/// A type that names a ``ValuePolicy``: what ``WithPolicy`` applies to one wrapped property.
///
/// A property wrapper decoded by synthesized code gets no arguments, so its policy is given by a
/// type. Declare it once, and a generic alias that names the wrapper with it:
///
/// ```swift
/// enum RequiredInFeed: ValuePolicyProviding {
///   static let policy = ValuePolicy(missing: .dropElement, null: .dropElement)
/// }
/// typealias RequiredInFeed<Value: ResilientlyDecodable> = WithPolicy<RequiredInFeed, Value>
/// ```
public protocol ValuePolicyProviding: Sendable {
  /// The policy of the properties that name this type.
  static var policy: ValuePolicy { get }
}

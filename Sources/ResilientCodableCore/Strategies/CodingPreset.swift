/// A type that names the strategy, and the policy, of the properties that the ``Coded`` wrapper
/// decodes with it.
///
/// A property wrapper decoded by synthesized code gets no arguments, so its strategy is given by
/// a type. Declare it once, and a generic alias that names the wrapper with it:
///
/// ```swift
/// enum FeedDates: CodingPreset {
///   static let strategy = DateFormatsStrategy([.iso8601, .rfc1123, .millisecondsSince1970])
/// }
/// typealias FeedDate<Value> = Coded<FeedDates, Value>
///
/// struct Entry: Codable {
///   @FeedDate var published: Date  // no format reads it: the decode throws
///   @FeedDate var updated: Date?  // no format reads it: nil, reported
///   @FeedDate var edits: [Date]  // a date no format reads is dropped, reported
/// }
/// ```
///
/// A `@SafeDecoding` model gives its properties a strategy with `@CodedBy` instead, with
/// arguments and without a wrapper.
public protocol CodingPreset: Sendable {
  /// The type of the strategy; ``NoTransform`` for a preset that only gives a policy.
  associatedtype Strategy: CodingStrategy = NoTransform

  /// The strategy of the properties that name this type.
  static var strategy: Strategy { get }

  /// What a missing key, `null` or invalid value makes of the properties that name this type;
  /// by default, what their type makes of each.
  static var policy: ValuePolicy { get }
}

extension CodingPreset {
  /// No response of its own: each case is what the property's type makes of it.
  public static var policy: ValuePolicy { ValuePolicy() }
}

extension CodingPreset {
  /// The preset's policy, or `nil` when it says nothing of its own, so that the property
  /// decodes on the path of a property without one.
  static var ownPolicy: ValuePolicy? { policy == ValuePolicy() ? nil : policy }
}

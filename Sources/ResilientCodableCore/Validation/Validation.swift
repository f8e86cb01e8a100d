/// A rule that a decoded value must satisfy: a value that breaks it is an invalid value, which
/// the property recovers from as from any other bad value.
///
/// Give it to a property of a `@SafeDecoding` model with `@Validate`, or to any strategy with
/// ``CodingStrategy/validated(_:)``:
///
/// ```swift
/// @SafeDecoding
/// struct Product: Codable {
///   @Validate(.nonEmpty)
///   var name: String = "Untitled"  // "": "Untitled", reported
///   @Validate(.in(0...5))
///   var rating: Double?  // 7: nil, reported
///   @Validate(.in(1...))
///   var quantities: [Int]  // [3, 0, 2]: [3, 2], the 0 reported
/// }
/// ```
///
/// A rule applies as a strategy does: to the property's value, to an optional's wrapped value,
/// to each element of an array or a set, and to each value of a dictionary. A value that breaks
/// it takes the property's fallback or initial value or follows its `@Policy`, strict mode
/// throws, and the recovery is reported with the category ``ErrorCategory/failedValidation``
/// and a message that names the rule, never the value (unless the decode
/// ``ResilientDecodingOptions/revealsPayloadValues``).
public struct Validation<Value>: Sendable {
  /// What a valid value is, as the message of an invalid one says it: `a non-empty value`,
  /// `a value in 0...5`.
  public let rule: String

  /// Whether a value satisfies the rule.
  private let test: @Sendable (Value) -> Bool

  /// Creates a rule from a predicate.
  ///
  /// ```swift
  /// @Validate(Validation<URL>("an HTTPS URL") { $0.scheme == "https" })
  /// var homepage: URL?
  /// ```
  ///
  /// - Parameters:
  ///   - rule: What a valid value is, for the message of an invalid one; describe the rule, not
  ///     a value, since messages reach logs.
  ///   - isSatisfied: Whether a value satisfies the rule.
  public init(_ rule: String, _ isSatisfied: @escaping @Sendable (Value) -> Bool) {
    self.rule = rule
    test = isSatisfied
  }

  /// Whether `value` satisfies the rule.
  ///
  /// - Parameter value: A decoded value.
  /// - Returns: `true` if the value is valid.
  public func isSatisfied(by value: Value) -> Bool { test(value) }
}

extension Validation where Value: StringProtocol & SendableMetatype {
  /// A string with at least one character.
  ///
  /// On an array or a dictionary of strings, each string must be non-empty, as a rule applies to
  /// each element; to require elements, give the collection a completeness limit.
  public static var nonEmpty: Self { Self("a non-empty value") { !$0.isEmpty } }
}

extension Validation where Value: Comparable & SendableMetatype {
  /// A value in `range`: `.in(0...5)`, `.in(1...)`, `.in(..<100)`.
  ///
  /// - Parameter range: The values that are valid.
  /// - Returns: The rule.
  public static func `in`(_ range: some RangeExpression<Value> & Sendable) -> Self {
    Self("a value in \(spelling(of: range))") { range.contains($0) }
  }

  /// `range` as Swift spells it: `1...`, `..<100`, `0...5`.
  private static func spelling(of range: some RangeExpression<Value>) -> String {
    switch range {
    case let range as ClosedRange<Value>: "\(range.lowerBound)...\(range.upperBound)"
    case let range as Range<Value>: "\(range.lowerBound)..<\(range.upperBound)"
    case let range as PartialRangeFrom<Value>: "\(range.lowerBound)..."
    case let range as PartialRangeThrough<Value>: "...\(range.upperBound)"
    case let range as PartialRangeUpTo<Value>: "..<\(range.upperBound)"
    default: "\(range)"
    }
  }
}

extension Validation where Value: StringProtocol & SendableMetatype {
  /// A string that `regex` matches whole.
  ///
  /// ```swift
  /// @Validate(.matching(/[A-Z]{3}/, "a currency code"))
  /// var currency: String = "USD"
  /// ```
  ///
  /// - Parameters:
  ///   - regex: The pattern of a valid string, matched against the whole string.
  ///   - rule: What a valid string is, for the message of an invalid one.
  /// - Returns: The rule.
  public static func matching<Output>(
    _ regex: Regex<Output>,
    _ rule: String = "a string matching a pattern"
  ) -> Self {
    let pattern = CompiledPattern(regex)
    return Self(rule) { pattern.matchesWhole(String($0)) }
  }
}

/// A regular expression that decodes on many threads may share: compiled once, then only read.
///
/// `Regex` is not `Sendable` in Swift 6.3, for its lazily compiled program; matching it once here
/// compiles that program before the pattern is shared, after which matching only reads it.
private struct CompiledPattern: @unchecked Sendable {
  private let regex: Regex<AnyRegexOutput>

  init<Output>(_ regex: Regex<Output>) {
    self.regex = Regex(regex)
    _ = try? self.regex.wholeMatch(in: "")
  }

  func matchesWhole(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil
  }
}

/// A strategy that reads a value with another strategy, then checks it against a ``Validation``
/// rule, throwing a ``ValidationError`` for a value that breaks it.
///
/// `@Validate` gives a property of a `@SafeDecoding` model this strategy, around its `@CodedBy`
/// strategy if it has one. A ``Coded`` wrapper takes it from its preset:
///
/// ```swift
/// enum Stars: CodingPreset {
///   static let strategy = ValidatedStrategy(.in(0...5) as Validation<Int>)
/// }
/// typealias StarRating<Value> = Coded<Stars, Value>
///
/// struct Review: Codable {
///   @StarRating var stars: Int?  // 9: nil, reported
///   @StarRating var history: [Int]  // [4, 9, 5]: [4, 5], the 9 reported
/// }
/// ```
///
/// A value that the base strategy converts is kept only if it satisfies the rule too.
public struct ValidatedStrategy<Base: CodingStrategy>: CodingStrategy {
  /// The strategy that reads and writes the values.
  public let base: Base

  /// The rule that each value read must satisfy.
  public let validation: Validation<Base.Value>

  /// Creates a strategy that checks what `base` reads against `validation`.
  ///
  /// - Parameters:
  ///   - base: The strategy that reads and writes the values.
  ///   - validation: The rule that each value read must satisfy.
  public init(_ base: Base, _ validation: Validation<Base.Value>) {
    self.base = base
    self.validation = validation
  }

  /// Reads a value with the base strategy and checks it.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The value.
  /// - Throws: What the base strategy throws; a ``ValidationError`` for a value that breaks the
  ///   rule.
  public func decode(from decoder: any Decoder) throws -> Base.Value {
    let value = try base.decode(from: decoder)
    guard validation.isSatisfied(by: value) else {
      throw ValidationError(value: value, rule: validation.rule, codingPath: decoder.codingPath)
    }
    return value
  }

  /// Writes the value with the base strategy.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - encoder: The encoder of the value.
  /// - Throws: What the base strategy throws.
  public func encode(_ value: Base.Value, to encoder: any Encoder) throws {
    try base.encode(value, to: encoder)
  }

  /// The base strategy's conversion, if the converted value satisfies the rule.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The converted value, or `nil`.
  /// - Throws: What the base strategy's conversion throws.
  public func convert(from decoder: any Decoder) throws -> Base.Value? {
    try base.convert(from: decoder).flatMap { validation.isSatisfied(by: $0) ? $0 : nil }
  }

  /// The base strategy's action for a converted value.
  public var conversionAction: RecoveryAction { base.conversionAction }
}

extension ValidatedStrategy {
  /// Creates a strategy that reads each value as its type's own `Decodable` conformance does,
  /// then checks it against `validation`.
  ///
  /// - Parameter validation: The rule that each value read must satisfy.
  public init<Value>(_ validation: Validation<Value>) where Base == PlainStrategy<Value> {
    self.init(PlainStrategy(), validation)
  }
}

extension CodingStrategy {
  /// This strategy, with each value it reads checked against `validation`.
  ///
  /// ```swift
  /// enum PastDates: CodingPreset {
  ///   static let strategy = DateFormatsStrategy([.iso8601])
  ///     .validated(Validation("a past date") { $0 < .now })
  /// }
  /// ```
  ///
  /// - Parameter validation: The rule that each value read must satisfy.
  /// - Returns: The strategy.
  public func validated(_ validation: Validation<Value>) -> ValidatedStrategy<Self> {
    ValidatedStrategy(self, validation)
  }
}

/// The error of a decoded value that breaks a ``Validation`` rule: what a property recovers from,
/// with the category ``ErrorCategory/failedValidation``.
///
/// Its description names the rule and what the value was by kind and size, never the value:
///
/// ```
/// Invalid value: expected a value in 0...5, found a number
/// ```
public struct ValidationError: Error, Sendable, CustomStringConvertible {
  /// What a valid value is: the ``Validation/rule`` that the value broke.
  public let rule: String

  /// Where the value was in the payload.
  public let codingPath: CodingPath

  /// The value, by its kind and size.
  let foundDescription: String

  /// The value, as Swift writes it, for a decode that reveals payload values.
  let revealedValue: String

  /// Creates the error of `value`, which breaks `rule`, at `codingPath`.
  ///
  /// - Parameters:
  ///   - value: The value that breaks the rule.
  ///   - rule: What a valid value is.
  ///   - codingPath: Where the value was in the payload.
  public init(value: Any, rule: String, codingPath: [any CodingKey]) {
    self.rule = rule
    self.codingPath = CodingPath(codingPath)
    foundDescription = PayloadRedaction.describe(value)
    revealedValue = String(reflecting: value)
  }

  /// A one-line description that names the rule and what the value was by kind and size.
  public var description: String { message(revealingValue: false) }

  /// The description, quoting the value only if `revealingValue`.
  func message(revealingValue: Bool) -> String {
    "Invalid value: expected \(rule), found \(revealingValue ? revealedValue : foundDescription)"
  }
}

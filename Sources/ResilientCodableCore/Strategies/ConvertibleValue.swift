/// A value that the *convert* step of recovery reads in another form once it did not decode:
/// each value a ``CodingStrategy`` applies to.
///
/// Scalar coercion is the other conversion (`CoercibleScalar`); both are kept and reported by
/// the same step of ``RecoverySite/recover(from:offering:)``, by an array's and a dictionary's
/// loops.
protocol ConvertibleValue {
  /// The value of `decoder` read in another form, or `nil`.
  static func converted(from decoder: any Decoder) -> Self?

  /// The action that reports a converted value.
  static var conversionAction: RecoveryAction { get }

  /// The value the property holds, to tell when encoding whether it is unchanged.
  var comparableValue: (any Hashable & Sendable)? { get }

  /// The type of the value the property holds, as messages name it.
  static var valueType: any Any.Type { get }
}

extension Optional: ConvertibleValue where Wrapped: ConvertibleValue {
  static func converted(from decoder: any Decoder) -> Self? {
    Wrapped.converted(from: decoder).map(Optional.some)
  }

  static var conversionAction: RecoveryAction { Wrapped.conversionAction }

  var comparableValue: (any Hashable & Sendable)? { self?.comparableValue }

  static var valueType: any Any.Type { Wrapped.valueType }
}

/// One value that the strategy in scope reads and writes: what the library decodes and encodes
/// in place of each value a strategy applies to, so that an optional, an array, a set and a
/// dictionary of them recover as those kinds always do.
@usableFromInline
struct StrategyCoded<Strategy: CodingStrategy>: Codable {
  @usableFromInline
  let value: Strategy.Value

  @inlinable
  init(_ value: Strategy.Value) {
    self.value = value
  }

  /// Reads the value with the strategy in scope.
  ///
  /// - Throws: What the strategy throws.
  @inlinable
  init(from decoder: any Decoder) throws {
    value = try StrategyScope.strategy(Strategy.self, at: decoder.codingPath)
      .decode(from: decoder)
  }

  /// Writes the value with the strategy in scope.
  ///
  /// - Throws: What the strategy throws.
  @inlinable
  func encode(to encoder: any Encoder) throws {
    try StrategyScope.strategy(Strategy.self, at: encoder.codingPath).encode(value, to: encoder)
  }
}

extension StrategyCoded: ConvertibleValue {
  static func converted(from decoder: any Decoder) -> Self? {
    guard let strategy = try? StrategyScope.strategy(Strategy.self, at: decoder.codingPath)
    else { return nil }
    // A strategy that throws converts nothing.
    return (try? strategy.convert(from: decoder)).map(Self.init)
  }

  static var conversionAction: RecoveryAction {
    (try? StrategyScope.strategy(Strategy.self, at: []))?.conversionAction ?? .convertedValue
  }

  static var valueType: any Any.Type { Strategy.Value.self }

  var comparableValue: (any Hashable & Sendable)? {
    (value as? any Hashable).map { ComparedValue(AnyHashable($0)) }
  }
}

extension StrategyCoded: Equatable where Strategy.Value: Equatable {}
extension StrategyCoded: Hashable where Strategy.Value: Hashable {}
extension StrategyCoded: Sendable where Strategy.Value: Sendable {}

/// A converted value, kept only to tell, when its property encodes, whether the property still
/// holds it: compared, never read or mutated, so sharing it between threads is safe.
struct ComparedValue: Hashable, @unchecked Sendable {
  let value: AnyHashable

  init(_ value: AnyHashable) {
    self.value = value
  }
}

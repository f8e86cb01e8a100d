/// A value that holds values of a strategy, and recovers as its kind does: an optional, an
/// array, a set, or a dictionary of them, or an optional of such a collection.
///
/// ``Coded`` finds the shape of its value at run time, since a wrapper's `init(from:)` serves
/// every value type. A decoded value comes back as `Any`, which ``Coded`` casts to its own type.
protocol StrategyShape {
  /// Decodes the value at `source` (or, if `isOptional`, an optional of it) with `strategy`
  /// applied to each value it holds, or returns `nil` when what it holds is not the strategy's
  /// type.
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from source: ShapeSource<ContainerKey>,
    isOptional: Bool
  ) throws -> Recovered<Any>?

  /// The value with each value it holds standing as one that `strategy` writes, or `nil` when
  /// what it holds is not the strategy's type.
  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)?
}

extension Optional: StrategyShape {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from source: ShapeSource<ContainerKey>,
    isOptional: Bool
  ) throws -> Recovered<Any>? {
    if Wrapped.self == Strategy.Value.self {
      guard !isOptional else { return nil }
      return try source.decode(
        StrategyCoded<Strategy>?.self, by: strategy, isOptional: false
      ) { $0?.value as Any }
    }
    // An optional collection: the collection's own shape, as an optional.
    guard !isOptional, let shape = Wrapped.self as? any StrategyShape.Type else { return nil }
    return try shape.decode(by: strategy, from: source, isOptional: true)
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    if Wrapped.self == Strategy.Value.self {
      // The `nil` to encode, not the absence of one.
      return .some((self as? Strategy.Value).map(StrategyCoded<Strategy>.init) as any Encodable)
    }
    guard Wrapped.self is any StrategyShape.Type else { return nil }
    guard let wrapped = self else { return .some(StrategyCoded<Strategy>?.none as any Encodable) }
    return (wrapped as? any StrategyShape)?.coded(by: strategy)
  }
}

extension Array: StrategyShape {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from source: ShapeSource<ContainerKey>,
    isOptional: Bool
  ) throws -> Recovered<Any>? {
    guard Element.self == Strategy.Value.self else { return nil }
    return try source.decode(
      [StrategyCoded<Strategy>].self, by: strategy, isOptional: isOptional
    ) { $0.compactMap { $0.value as? Element } }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard let values = self as? [Strategy.Value] else { return nil }
    return values.map(StrategyCoded<Strategy>.init)
  }
}

// A set decodes through an array: its elements are known to be `Hashable` only once cast.
extension Set: StrategyShape {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from source: ShapeSource<ContainerKey>,
    isOptional: Bool
  ) throws -> Recovered<Any>? {
    guard Element.self == Strategy.Value.self else { return nil }
    return try source.decode(
      [StrategyCoded<Strategy>].self, by: strategy, isOptional: isOptional
    ) { Set($0.compactMap { $0.value as? Element }) }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard let values = Array(self) as? [Strategy.Value] else { return nil }
    return values.map(StrategyCoded<Strategy>.init)
  }
}

extension Dictionary: StrategyShape where Key: Codable {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from source: ShapeSource<ContainerKey>,
    isOptional: Bool
  ) throws -> Recovered<Any>? {
    guard Value.self == Strategy.Value.self else { return nil }
    return try source.decode(
      [Key: StrategyCoded<Strategy>].self, by: strategy, isOptional: isOptional
    ) { $0.compactMapValues { $0.value as? Value } }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard let values = self as? [Key: Strategy.Value] else { return nil }
    return values.mapValues(StrategyCoded<Strategy>.init)
  }
}

/// A value that holds values of a strategy, and recovers as its kind does: an optional, an
/// array, a set, or a dictionary of them.
///
/// ``Coded`` finds the shape of its value at run time, since a wrapper's `init(from:)` serves
/// every value type.
protocol StrategyShape {
  /// Decodes the value for `key` with `strategy` applied to each value it holds, or returns
  /// `nil` when what it holds is not the strategy's type.
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?
  ) throws -> Recovered<Self>?

  /// Decodes the value of `decoder` with `strategy` applied to each value it holds, or returns
  /// `nil` when what it holds is not the strategy's type.
  static func decode<Strategy: CodingStrategy>(
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Recovered<Self>?

  /// The value with each value it holds standing as one that `strategy` writes, or `nil` when
  /// what it holds is not the strategy's type.
  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)?
}

extension StrategyShape {
  /// `Coded` decoded for `key` and mapped to this shape by `shape`, unless what this shape holds
  /// is not the strategy's type.
  fileprivate static func decoding<
    Strategy: CodingStrategy, Coded: ResilientlyDecodable, ContainerKey
  >(
    _ coded: Coded.Type,
    by strategy: Strategy,
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?,
    shape: (Coded) -> Self?
  ) throws -> Recovered<Self>? {
    let decoded = try container.strategyValues(
      Coded.self, forKey: key, by: strategy, property: nil, context: context,
      completenessLimit: nil, policy: policy)
    return shape(decoded.wrappedValue).map { Recovered(value: $0, state: decoded.state) }
  }

  /// `Coded` decoded from `decoder` and mapped to this shape by `shape`.
  fileprivate static func decoding<Strategy: CodingStrategy, Coded: ResilientlyDecodable>(
    _ coded: Coded.Type,
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?,
    shape: (Coded) -> Self?
  ) throws -> Recovered<Self>? {
    let decoded = try StrategyScope.with(strategy) {
      try Coded._decodeResilient(from: decoder, context: context)
    }
    return shape(decoded.wrappedValue).map { Recovered(value: $0, state: decoded.state) }
  }
}

extension Optional: StrategyShape {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?
  ) throws -> Recovered<Self>? {
    try decoding(
      StrategyCoded<Strategy>?.self, by: strategy, from: container, forKey: key, context: context,
      policy: policy
    ) { Self.wrapping($0?.value) }
  }

  static func decode<Strategy: CodingStrategy>(
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Recovered<Self>? {
    try decoding(StrategyCoded<Strategy>?.self, by: strategy, from: decoder, context: context) {
      Self.wrapping($0?.value)
    }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard Wrapped.self == Strategy.Value.self else { return nil }
    let coded = (self as? Strategy.Value).map(StrategyCoded<Strategy>.init)
    // The `nil` to encode, not the absence of one.
    return .some(coded as any Encodable)
  }

  /// `value`, of the strategy's type, as this optional, or `nil` when it is another type.
  private static func wrapping<Value>(_ value: Value?) -> Self? {
    guard let value else { return Value.self == Wrapped.self ? .some(nil) : nil }
    return (value as? Wrapped).map { .some($0) }
  }
}

extension Array: StrategyShape {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?
  ) throws -> Recovered<Self>? {
    try decoding(
      [StrategyCoded<Strategy>].self, by: strategy, from: container, forKey: key, context: context,
      policy: policy
    ) { $0.map(\.value) as? [Element] }
  }

  static func decode<Strategy: CodingStrategy>(
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Recovered<Self>? {
    try decoding([StrategyCoded<Strategy>].self, by: strategy, from: decoder, context: context) {
      $0.map(\.value) as? [Element]
    }
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
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?
  ) throws -> Recovered<Self>? {
    try decoding(
      [StrategyCoded<Strategy>].self, by: strategy, from: container, forKey: key, context: context,
      policy: policy
    ) { ($0.map(\.value) as? [Element]).map { Set($0) } }
  }

  static func decode<Strategy: CodingStrategy>(
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Recovered<Self>? {
    try decoding([StrategyCoded<Strategy>].self, by: strategy, from: decoder, context: context) {
      ($0.map(\.value) as? [Element]).map { Set($0) }
    }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard let values = Array(self) as? [Strategy.Value] else { return nil }
    return values.map(StrategyCoded<Strategy>.init)
  }
}

extension Dictionary: StrategyShape where Key: Codable {
  static func decode<Strategy: CodingStrategy, ContainerKey>(
    by strategy: Strategy,
    from container: KeyedDecodingContainer<ContainerKey>,
    forKey key: ContainerKey,
    context: SafeDecodingContext,
    policy: ValuePolicy?
  ) throws -> Recovered<Self>? {
    try decoding(
      [Key: StrategyCoded<Strategy>].self, by: strategy, from: container, forKey: key,
      context: context,
      policy: policy
    ) { $0.mapValues(\.value) as? [Key: Value] }
  }

  static func decode<Strategy: CodingStrategy>(
    by strategy: Strategy,
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Recovered<Self>? {
    try decoding([Key: StrategyCoded<Strategy>].self, by: strategy, from: decoder, context: context)
    {
      $0.mapValues(\.value) as? [Key: Value]
    }
  }

  func coded<Strategy: CodingStrategy>(by strategy: Strategy) -> (any Encodable)? {
    guard let values = self as? [Key: Strategy.Value] else { return nil }
    return values.mapValues(StrategyCoded<Strategy>.init)
  }
}

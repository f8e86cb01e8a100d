// What every property and wrapper with a strategy decodes through: the strategy in scope around
// the values it reads, which decode and recover as `StrategyCoded` values of their kind.

extension KeyedDecodingContainer {
  /// The value for `key` that `strategy` reads, recovered from as a property of the strategy's
  /// type is: with its retries, its fallback, its initial value or its policy, else its empty
  /// value (`nil`, empty, an enum's fallback); with the record of how it decoded.
  @inlinable
  func strategyValue<Strategy: CodingStrategy>(
    forKey key: Key,
    by strategy: Strategy,
    property: String?,
    context: SafeDecodingContext,
    initialValue: Strategy.Value?,
    retries: [DecodingRetry<Strategy.Value>] = [],
    fallback: (() -> Strategy.Value)?,
    policy: ValuePolicy?
  ) throws -> Recovered<Strategy.Value> {
    typealias Coded = StrategyCoded<Strategy>
    if let value = readDirectly(forKey: key, by: strategy) {
      return Recovered(value: value, state: .decoded)
    }
    let recovered = try StrategyScope.with(strategy) {
      if initialValue != nil || fallback != nil || policy != nil || !retries.isEmpty {
        return try recoveringProperty(
          Coded.self, forKey: key, property: property, context: context,
          initialValue: initialValue.map(Coded.init), retries: retries.map { $0.map(Coded.init) },
          fallback: fallback.map { fallback in { Coded(fallback()) } }, policy: policy)
      }
      do {
        return Recovered(value: try decode(Coded.self, forKey: key), state: .decoded)
      } catch {
        let site = KeyedSite(self, key, context: context.reporting(property: property))
        let empty = Recovery.emptyValue(of: Strategy.Value.self)
        // A missing key or `null` is the empty value silently, except an enum's fallback,
        // which takes the place of bad data only.
        if let empty, empty.action != .usedFallback, let absence = site.absence() {
          return Recovered(value: Coded(empty.value), state: absence)
        }
        return try site.recover(from: error, offering: Coded.candidates(replacingWith: empty))
      }
    }
    return Recovered(value: recovered.value.value, state: recovered.state)
  }

  /// The values for `key` that `strategy` reads, held by `Coded` (an optional, an array, a set
  /// or a dictionary of them), decoded as a `@Resilient` property of that kind.
  @inlinable
  func strategyValues<Strategy: CodingStrategy, Coded: ResilientlyDecodable>(
    _ coded: Coded.Type,
    forKey key: Key,
    by strategy: Strategy,
    property: String?,
    context: SafeDecodingContext,
    completenessLimit: CompletenessLimit?,
    policy: ValuePolicy?
  ) throws -> Resilient<Coded> {
    try StrategyScope.with(strategy) {
      try resilientProperty(
        Coded.self, forKey: key, property: property, context: context,
        completenessLimit: completenessLimit, policy: policy)
    }
  }
}

extension StrategyCoded {
  /// What a value of the strategy's type offers when the strategy neither reads nor converts
  /// it: the conversion, then `empty`, the empty value of the strategy's type (`nil`, empty, an
  /// enum's fallback), if it has one.
  @inlinable
  static func candidates(
    replacingWith empty: (value: Strategy.Value, action: RecoveryAction)?
  ) -> RecoveryCandidates<Self> {
    RecoveryCandidates(converts: true, replacement: empty.map { (Self($0.value), $0.action) })
  }
}

extension KeyedDecodingContainer {
  /// The value for `key` in the strategy's own form, read straight from this container when
  /// the strategy can; `nil` leaves the value to the general path, which reads it again.
  @inlinable
  func readDirectly<Strategy: CodingStrategy>(
    forKey key: Key,
    by strategy: Strategy
  ) -> Strategy.Value? {
    guard let direct = strategy as? any DirectlyReadStrategy else { return nil }
    // `Strategy` is `Direct`, opened: the cast is folded away once specialized.
    func read<Direct: DirectlyReadStrategy>(_ direct: Direct) -> Strategy.Value? {
      direct.readDirectly(from: self, forKey: key) as? Strategy.Value
    }
    return read(direct)
  }
}

/// A strategy whose own form a keyed container reads as a plain value (a scalar, a string), so
/// that a clean value needs no decoder of its own.
@usableFromInline
protocol DirectlyReadStrategy: CodingStrategy {
  /// The value for `key` in the strategy's own form, or `nil` for anything else (a missing
  /// key and `null` included, without a thrown error), which the general path then reads and
  /// recovers from.
  func readDirectly<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) -> Value?
}

extension ScalarCoercionStrategy: DirectlyReadStrategy {
  @inlinable
  func readDirectly<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) -> Value? {
    (try? container.decodeIfPresentScalarAware(Value.self, forKey: key)) ?? nil
  }
}

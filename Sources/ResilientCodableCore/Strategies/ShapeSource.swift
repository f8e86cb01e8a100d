/// Where a ``Coded`` value decodes from: a key of a keyed container, or a decoder of its own.
///
/// Each way of reading a value (as the strategy's type, as a shape of it, or as its own kind)
/// reads from either; the preset's policy goes with the source.
enum ShapeSource<ContainerKey: CodingKey> {
  case keyed(KeyedDecodingContainer<ContainerKey>, ContainerKey, SafeDecodingContext, ValuePolicy?)
  case decoder(any Decoder, SafeDecodingContext?, ValuePolicy?)

  /// The coding path of the value.
  var codingPath: [any CodingKey] {
    switch self {
    case .keyed(let container, let key, _, _): container.codingPath + [key]
    case .decoder(let decoder, _, _): decoder.codingPath
    }
  }

  /// The value that `strategy` reads here, recovered from as a value of the strategy's type is.
  func decodeValue<Strategy: CodingStrategy>(
    by strategy: Strategy
  ) throws -> Recovered<Strategy.Value> {
    switch self {
    case .keyed(let container, let key, let context, let policy):
      return try container.strategyValue(
        forKey: key, by: strategy, property: nil, context: context, initialValue: nil,
        fallback: nil, policy: policy)
    case .decoder(let decoder, let context, _):
      typealias Coded = StrategyCoded<Strategy>
      let recovered = try StrategyScope.with(strategy) {
        do {
          return Recovered(value: try Coded(from: decoder), state: .decoded)
        } catch {
          return try DecoderSite(decoder, context: context).recover(
            from: error,
            offering: Coded.candidates(
              replacingWith: Recovery.emptyValue(of: Strategy.Value.self)))
        }
      }
      return Recovered(value: recovered.value.value, state: recovered.state)
    }
  }

  /// `Coded` decoded here with `strategy` in scope as a `@Resilient` value of its kind, mapped
  /// by `value` to the shape's value, or to an optional of it if `isOptional`.
  func decode<Strategy: CodingStrategy, Coded: ResilientlyDecodable>(
    _ coded: Coded.Type,
    by strategy: Strategy,
    isOptional: Bool,
    value: (Coded) -> Any
  ) throws -> Recovered<Any> {
    if isOptional {
      let decoded = try decode(Coded?.self, by: strategy)
      return Recovered(value: decoded.wrappedValue.map(value) as Any, state: decoded.state)
    }
    let decoded = try decode(Coded.self, by: strategy)
    return Recovered(value: value(decoded.wrappedValue), state: decoded.state)
  }

  private func decode<Strategy: CodingStrategy, Coded: ResilientlyDecodable>(
    _ coded: Coded.Type,
    by strategy: Strategy
  ) throws -> Resilient<Coded> {
    switch self {
    case .keyed(let container, let key, let context, let policy):
      try container.strategyValues(
        Coded.self, forKey: key, by: strategy, property: nil, context: context,
        completenessLimit: nil, policy: policy)
    case .decoder(let decoder, let context, _):
      try StrategyScope.with(strategy) {
        try Coded._decodeResilient(from: decoder, context: context)
      }
    }
  }

  /// A `Kind` decoded here as it decodes itself under ``Resilient``, responding to a missing
  /// key, `null` or an invalid value as the policy says: a preset that only gives a policy.
  func decodeUntransformed<Kind: ResilientlyDecodable>(
    _ kind: Kind.Type
  ) throws -> Resilient<Kind> {
    switch self {
    case .keyed(let container, let key, let context, let policy):
      return try container.resilientProperty(
        Kind.self, forKey: key, property: nil, context: context, completenessLimit: nil,
        policy: policy)
    case .decoder(let decoder, let context, let policy):
      let decoded = try Kind._decodeResilient(from: decoder, context: context)
      if case .valueWasNil = decoded.state, let policy {
        _ = try DecoderSite(decoder, context: context).respondToAbsence(
          filling: decoded.value, by: .filling(decoded.value), as: policy.null)
      }
      return decoded
    }
  }
}

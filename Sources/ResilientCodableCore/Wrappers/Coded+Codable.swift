extension Coded: Codable {
  /// Decodes the value of `decoder` with the preset's strategy.
  ///
  /// Synthesized `Decodable` conformances call
  /// ``Swift/KeyedDecodingContainer/decode(_:forKey:)->Coded<Preset,Value>`` instead, which
  /// also handles a missing key.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What the strategy throws for a value that nothing recovers; the original error
  ///   in strict mode; what the policy's ``ValueResponse/dropElement`` and
  ///   ``ValueResponse/fail`` throw; a `DecodingError.typeMismatch` when `Value` is neither the
  ///   strategy's type nor an optional, array, set or dictionary of it (or, for a preset that
  ///   only gives a policy, none of the kinds ``Resilient`` wraps).
  public init(from decoder: any Decoder) throws {
    self = try Self.decode(
      from: ShapeSource<AnyCodingKey>.decoder(decoder, Self.context, Preset.ownPolicy))
  }

  /// Decodes the value at `source`: as its own kind for a preset that only gives a policy, else
  /// as the strategy's type, else as a shape of it.
  ///
  /// - Throws: What recovery throws; a `DecodingError.typeMismatch` when `Value` is none of
  ///   these.
  static func decode<ContainerKey>(from source: ShapeSource<ContainerKey>) throws -> Self {
    let strategy = Preset.strategy
    if let kind = untransformedKind {
      func decode<Kind: ResilientlyDecodable>(_ kind: Kind.Type) throws -> Self? {
        let decoded = try source.decodeUntransformed(Kind.self)
        return Self(Recovered(value: decoded.value, state: decoded.state))
      }
      if let decoded = try decode(kind) { return decoded }
    } else if let single = try single(source.decodeValue(by: strategy)) {
      return single
    } else if let shape = Value.self as? any StrategyShape.Type,
      let decoded = try shape.decode(by: strategy, from: source, isOptional: false)
        .flatMap({ Self($0) })
    {
      return decoded
    }
    throw mismatch(at: source.codingPath)
  }

  /// Encodes the value with the preset's strategy, writing back what decoding converted,
  /// replaced or dropped while the value is unchanged.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the strategy throws; `EncodingError.invalidValue` when `Value` is neither
  ///   the strategy's type nor an optional, array, set or dictionary of it.
  public func encode(to encoder: any Encoder) throws {
    let strategy = Preset.strategy
    let coded: (any Encodable)?
    if Self.untransformedKind != nil {
      coded = value as? any Encodable
    } else if let single = value as? Preset.Strategy.Value, Value.self == Preset.Strategy.Value.self
    {
      coded = StrategyCoded<Preset.Strategy>(single)
    } else if let shape = Value.self as? any StrategyShape.Type {
      // Opened from the type: a `nil` optional cast to an existential would not be one.
      func code<Shape: StrategyShape>(_ shape: Shape.Type) -> (any Encodable)? {
        (value as? Shape)?.coded(by: strategy)
      }
      coded = code(shape)
    } else {
      coded = nil
    }
    guard let coded else {
      throw EncodingError.invalidValue(
        value,
        .init(codingPath: encoder.codingPath, debugDescription: Self.mismatchDescription))
    }
    try StrategyScope.with(strategy) { try state.encode(coded, to: encoder) }
  }

  /// The kind of value that decodes as itself, when the preset only gives a policy.
  static var untransformedKind: (any ResilientlyDecodable.Type)? {
    guard Preset.Strategy.self == NoTransform.self else { return nil }
    return Value.self as? any ResilientlyDecodable.Type
  }

  /// The context of the property, which carries the preset's policy to the recovery layer.
  static var context: SafeDecodingContext {
    let context = SafeDecodingContext(Self.self)
    guard let policy = Preset.ownPolicy else { return context }
    return context.applying(policy, to: nil)
  }

  /// The wrapper of a `recovered` value of the strategy's type, or `nil` when `Value` is not
  /// that type.
  static func single(_ recovered: @autoclosure () throws -> Recovered<Preset.Strategy.Value>)
    rethrows -> Self?
  {
    guard Value.self == Preset.Strategy.Value.self else { return nil }
    let recovered = try recovered()
    return (recovered.value as? Value).map { Self($0, state: recovered.state) }
  }

  /// The wrapper of `recovered`, a value of the shape that `Value` is, or `nil` if it is not.
  init?<Decoded>(_ recovered: Recovered<Decoded>) {
    guard let value = recovered.value as? Value else { return nil }
    self.init(value, state: recovered.state)
  }

  static var mismatchDescription: String {
    "\(Self.self) holds neither \(Preset.Strategy.Value.self), which \(Preset.self)'s strategy "
      + "reads, nor an optional, array, set or dictionary of it"
  }

  static func mismatch(at codingPath: [any CodingKey]) -> DecodingError {
    .typeMismatch(
      Value.self, .init(codingPath: codingPath, valueFreeDescription: mismatchDescription))
  }
}

extension KeyedDecodingContainer {
  /// Decodes a `Coded` property with its preset's strategy, recovering from a missing key,
  /// `null` and a value the strategy does not read as the value's kind does, and as the
  /// preset's policy says.
  ///
  /// Synthesized `Decodable` conformances call this method for every `Coded` property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded, converted or recovered value.
  /// - Throws: What the strategy throws for a value that nothing recovers; the original error
  ///   in strict mode; what the policy's ``ValueResponse/dropElement`` and
  ///   ``ValueResponse/fail`` throw.
  public func decode<Preset, Value>(
    _ type: Coded<Preset, Value>.Type,
    forKey key: Key
  ) throws -> Coded<Preset, Value> {
    try type.decode(from: .keyed(self, key, type.context, Preset.ownPolicy))
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `Coded` property, leaving its key out as ``Resilient`` does.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What the strategy throws.
  public mutating func encode<Preset, Value>(_ value: Coded<Preset, Value>, forKey key: Key)
    throws
  {
    try encodeWrapper(value, holding: value.value, in: value.state, forKey: key)
  }
}

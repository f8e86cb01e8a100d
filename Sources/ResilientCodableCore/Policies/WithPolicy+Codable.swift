extension WithPolicy: Decodable {
  /// Decodes the value of `decoder` as ``Resilient`` does, responding to `null` and to an invalid
  /// value as the policy says.
  ///
  /// Synthesized `Decodable` conformances call
  /// ``Swift/KeyedDecodingContainer/decode(_:forKey:)->WithPolicy<Provider,Value>`` instead,
  /// which also responds to a missing key.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail`` throw;
  ///   the original error in strict mode.
  public init(from decoder: any Decoder) throws {
    let context = Self.context
    let decoded = try Value._decodeResilient(from: decoder, context: context)
    if case .valueWasNil = decoded.state {
      _ = try DecoderSite(decoder, context: context).respondToAbsence(
        filling: decoded.value, by: .filling(decoded.value), as: Provider.policy.null)
    }
    self.init(decoded.value, state: decoded.state)
  }

  /// The context of the property, which carries the policy to the recovery layer.
  static var context: SafeDecodingContext {
    SafeDecodingContext(Self.self).applying(Provider.policy, to: nil)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a `WithPolicy` property, responding to its missing key, `null` or invalid value as
  /// its policy says.
  ///
  /// Synthesized `Decodable` conformances call this method for every `WithPolicy` property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded or recovered value.
  /// - Throws: What the policy's ``ValueResponse/dropElement`` and ``ValueResponse/fail`` throw;
  ///   the original error in strict mode.
  public func decode<Provider, Value>(
    _ type: WithPolicy<Provider, Value>.Type,
    forKey key: Key
  ) throws -> WithPolicy<Provider, Value> {
    let decoded = try decodeResilient(
      Value.self, forKey: key, policy: Provider.policy, context: type.context)
    return WithPolicy(decoded.value, state: decoded.state)
  }
}

extension WithPolicy: Encodable where Value: Encodable {
  /// Encodes the value as ``Resilient`` does, writing back what decoding replaced or dropped
  /// while the value is unchanged.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try state.encode(value, to: encoder)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `WithPolicy` property, leaving its key out as ``Resilient`` does.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What encoding the value throws.
  public mutating func encode<Provider, Value: Encodable>(
    _ value: WithPolicy<Provider, Value>,
    forKey key: Key
  ) throws {
    try encodeWrapper(value, holding: value.value, in: value.state, forKey: key)
  }
}

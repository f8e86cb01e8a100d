extension Coerced: Decodable {
  /// Decodes the value of `decoder`, converting a scalar the payload sent as another type.
  ///
  /// Synthesized `Decodable` conformances call
  /// ``Swift/KeyedDecodingContainer/decode(_:forKey:)->Coerced<Value>`` instead, which also
  /// handles a missing key.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: What plain decoding throws for a plain scalar that does not convert; the original
  ///   error in strict mode.
  public init(from decoder: any Decoder) throws {
    let site = DecoderSite(decoder, context: Self.context)
    if let kind = Self.resilientKind {
      func decode<Kind: ResilientlyDecodable>(_ kind: Kind.Type) throws -> Self {
        let resilient = try Kind._decodeResilient(from: decoder, context: site.context)
        return Self(scalar(resilient.value), state: resilient.state)
      }
      self = try decode(kind)
      return
    }
    do {
      self.init(try decoder.singleValueContainer().decodeScalarAware(Value.self), state: .decoded)
    } catch {
      self = try Self.coerce(after: error, at: site)
    }
  }

  /// The context that turns coercion on.
  static var context: SafeDecodingContext { .coercingScalars(in: Self.self) }

  /// The kind of ``Resilient`` value that `Value` is, unless it is a plain scalar, which only
  /// coercion recovers.
  static var resilientKind: (any ResilientlyDecodable.Type)? {
    if Recovery.isCoercible(Value.self), !(Value.self is any OptionalValue.Type) { return nil }
    return Value.self as? any ResilientlyDecodable.Type
  }

  /// The plain scalar at `site` converted after `error`, or `error` thrown.
  static func coerce(after error: any Error, at site: some RecoverySite) throws -> Self {
    let coerced = try site.recover(from: error, offering: RecoveryCandidates<Value>(converts: true))
    return Self(coerced.value, state: coerced.state)
  }
}

extension KeyedDecodingContainer {
  /// Decodes a `@Coerced` property, converting a scalar the payload sent as another type.
  ///
  /// Synthesized `Decodable` conformances call this method for every `@Coerced` property.
  ///
  /// - Parameters:
  ///   - type: The wrapper type to decode.
  ///   - key: The key of the property.
  /// - Returns: The wrapper, holding the decoded, converted or recovered value.
  /// - Throws: What plain decoding throws for a plain scalar that is missing or does not
  ///   convert; the original error in strict mode.
  public func decode<Value>(
    _ type: Coerced<Value>.Type,
    forKey key: Key
  ) throws -> Coerced<Value> {
    let site = KeyedSite(self, key, context: Coerced<Value>.context)
    if let kind = Coerced<Value>.resilientKind {
      func decode<Kind: ResilientlyDecodable>(_ kind: Kind.Type) throws -> Coerced<Value> {
        let resilient = try reportingAbsence(forKey: key, context: site.context) {
          try Kind._decodeResilient(from: self, forKey: key, context: site.context)
        }
        return Coerced(scalar(resilient.value), state: resilient.state)
      }
      return try decode(kind)
    }
    do {
      return Coerced(try decodeScalarAware(Value.self, forKey: key), state: .decoded)
    } catch {
      return try Coerced.coerce(after: error, at: site)
    }
  }
}

extension Coerced: Encodable where Value: Encodable {
  /// Encodes the value as its declared type, or as the payload sent it when preservation was on
  /// while decoding and the value is unchanged.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    try state.encode(value, to: encoder)
  }
}

extension KeyedEncodingContainer {
  /// Encodes a `@Coerced` property, leaving its key out as ``Resilient`` does.
  ///
  /// - Parameters:
  ///   - value: The wrapper to encode.
  ///   - key: The key of the property.
  /// - Throws: What encoding the value throws.
  public mutating func encode<Value: Encodable>(_ value: Coerced<Value>, forKey key: Key) throws {
    try encodeWrapper(value, holding: value.value, in: value.state, forKey: key)
  }
}

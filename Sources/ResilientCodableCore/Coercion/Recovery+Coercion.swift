extension Recovery {
  /// Whether a `Value` that did not decode is coerced from another scalar type here: `Value` is a
  /// scalar that coercion makes, and `setting` (the property's) turns coercion on, or else the
  /// decode's options (read from `userInfo` if no session has them), which are reached only for
  /// a scalar without a setting.
  @inlinable
  static func coerces<Value>(
    _ type: Value.Type,
    in session: @autoclosure () -> DecodeSession,
    setting: Bool?
  ) -> Bool {
    if isConvertedByStrategy(Value.self) { return true }
    guard isCoercible(Value.self) else { return false }
    return setting ?? session().options.coercesScalars
  }

  /// The value of `decoder` coerced to `Value` when ``coerces(_:userInfo:setting:)`` says so
  /// and the value converts without loss; otherwise `nil`.
  static func coercedIfEnabled<Value>(
    _ type: Value.Type,
    from decoder: any Decoder,
    setting: Bool?
  ) -> Value? {
    guard coerces(Value.self, in: session(decoder.userInfo), setting: setting) else { return nil }
    return coerced(Value.self, from: decoder)
  }

  /// The value of `decoder` converted by its strategy, or coerced to `Value` from another scalar
  /// type; `nil` when `Value` is neither or the value does not convert without loss.
  static func coerced<Value>(_ type: Value.Type, from decoder: any Decoder) -> Value? {
    if let convertible = Value.self as? any ConvertibleValue.Type {
      // Bound before the cast, as below.
      guard let converted = convertible.converted(from: decoder) else { return nil }
      return converted as? Value
    }
    // Bound before the cast: a `nil` cast to an optional `Value` would be a value.
    guard let scalar = Value.self as? any CoercibleScalar.Type,
      let container = try? decoder.singleValueContainer(),
      let coerced = scalar.coerced(from: container)
    else { return nil }
    return coerced as? Value
  }

  /// Whether `type` is a scalar that coercion can make.
  @usableFromInline
  static func isCoercible(_ type: any Any.Type) -> Bool {
    type is any CoercibleScalar.Type
  }

  /// Whether `type` is a value that a ``CodingStrategy`` converts: always, whatever the
  /// coercion setting.
  @usableFromInline
  static func isConvertedByStrategy(_ type: any Any.Type) -> Bool {
    type is any ConvertibleValue.Type
  }

  /// The action that reports a `Value` converted from another form: the strategy's, or
  /// ``RecoveryAction/coercedValue`` for a scalar.
  @usableFromInline
  static func conversionAction<Value>(of type: Value.Type) -> RecoveryAction {
    (Value.self as? any ConvertibleValue.Type)?.conversionAction ?? .coercedValue
  }

  /// `value` as the scalar that coercion made, without its optional, to compare with what a
  /// property holds when it is encoded; `nil` if it is none.
  @usableFromInline
  static func coercedScalar(_ value: Any) -> (any Hashable & Sendable)? {
    if let converted = value as? any ConvertibleValue { return converted.comparableValue }
    return ((value as? any OptionalValue)?.unwrapped ?? value) as? any CoercibleScalar
  }
}

/// A scalar that decodes by coercion: what a container decodes in a scalar's place once the
/// scalar itself did not decode.
struct CoercedScalar<Value>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    guard let value = Recovery.coerced(Value.self, from: decoder) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          valueFreeDescription: "Cannot convert the value to \(Value.self) without loss"))
    }
    self.value = value
  }
}

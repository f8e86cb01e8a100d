extension RecoverySite {
  /// `value`, which fills in the missing key or `null` of this site as `response` says.
  ///
  /// It is reported as the response says, or, without a say, when the decode reports absent
  /// values. A `nil` value is no value to fill in with.
  ///
  /// - Throws: The `DecodingError` of the missing key or `null` when the response drops the
  ///   enclosing element, a ``RequiredValueError`` when it fails the decode.
  func respondToAbsence<Value>(
    filling value: Value?,
    by action: @autoclosure () -> RecoveryAction,
    as response: ValueResponse
  ) throws -> Value {
    switch response.kind {
    case .dropElement: throw absenceError(of: Value.self)
    case .fail: throw RequiredValueError(absenceError(of: Value.self))
    case .useDefault, .useEmpty:
      // A property without a default has nothing to fill in: as plain decoding.
      guard let value else { throw absenceError(of: Value.self) }
      if response.reporting ?? Recovery.reportsAbsentValues {
        reportAbsence(of: Value.self, by: action())
      }
      return value
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes the property for `key` as a `Value` of ``Resilient``, and responds to its missing
  /// key, `null` or invalid value as `policy` says; `context`, the property's, carries it.
  @usableFromInline
  func decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    policy: ValuePolicy,
    context: SafeDecodingContext
  ) throws -> Resilient<Value> {
    let property = try Value._decodeResilient(from: self, forKey: key, context: context)
    let response: ValueResponse
    switch property.state {
    case .keyNotFound: response = policy.missing
    case .valueWasNil: response = policy.null
    case .decoded, .recovered: return property
    }
    _ = try KeyedSite(self, key, context: context).respondToAbsence(
      filling: Optional(property.value), by: .filling(property.value), as: response)
    return property
  }
}

extension KeyedDecodingContainer {
  /// Decodes the recovering property at `site`, whose context carries `policy`, responding to
  /// its missing key and `null` as the policy says, and recovering from an invalid value as
  /// ``decode(_:forKey:property:context:initialValue:retries:fallback:policy:)`` does, then as
  /// the policy says; with the record of what recovered it.
  @usableFromInline
  func decode<Value: Decodable>(
    _ type: Value.Type,
    at site: KeyedSite<Key>,
    policy: ValuePolicy,
    initialValue: Value?,
    retries: [DecodingRetry<Value>],
    fallback: (() -> Value)?
  ) throws -> Recovered<Value> {
    if let absence = site.absence() {
      let response = if case .keyNotFound = absence { policy.missing } else { policy.null }
      let defaultValue = Recovery.defaultValue(initialValue: initialValue, fallback: fallback)
      let filled =
        response.kind == .useEmpty
        ? Recovery.emptyValue(of: Value.self) ?? defaultValue
        : defaultValue ?? Recovery.emptyValue(of: Value.self)
      return Recovered(
        value: try site.respondToAbsence(
          filling: filled?.value, by: filled?.action ?? .setToNil, as: response),
        state: .decoded)
    }
    do {
      return Recovered(value: try decode(Value.self, forKey: site.key), state: .decoded)
    } catch {
      return try site.recover(
        from: error,
        offering: .init(
          converts: true, retries: retries, fallback: fallback, initialValue: initialValue))
    }
  }
}

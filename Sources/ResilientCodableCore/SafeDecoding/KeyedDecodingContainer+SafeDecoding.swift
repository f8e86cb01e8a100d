// The entry points of the `init(from:)` that `@SafeDecoding` generates. Each goes through the
// library's one recovery mechanism: `Resilient`'s keyed decoding for optionals and collections,
// `Recovery` for initial values, retries and fallbacks.

extension KeyedDecodingContainer {
  /// Decodes an optional or a collection exactly as a `@Resilient` property; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String,
    context: _$SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Value {
    try decodeResilientProperty(
      Value.self, forKey: key, property: property, context: context,
      completenessLimit: completenessLimit
    ).wrappedValue
  }

  /// Decodes an optional or a collection exactly as a `@Resilient` property, keeping how it
  /// decoded in `preserved` for the generated `encode(to:)`; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeResilient<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String,
    context: _$SafeDecodingContext,
    completenessLimit: CompletenessLimit? = nil,
    preserving preserved: inout PreservedData
  ) throws -> Value {
    let resilient = try decodeResilientProperty(
      Value.self, forKey: key, property: property, context: context,
      completenessLimit: completenessLimit)
    if case .decoded = resilient.state { return resilient.wrappedValue }
    preserved.keep(resilient.state, forKey: key.stringValue)
    return resilient.wrappedValue
  }

  /// Decodes a property as a `@Resilient` one and sends its recoveries to the macro's reporter.
  @inlinable
  func decodeResilientProperty<Value: ResilientlyDecodable>(
    _ type: Value.Type,
    forKey key: Key,
    property: String,
    context: _$SafeDecodingContext,
    completenessLimit: CompletenessLimit?
  ) throws -> Resilient<Value> {
    let resilient = try _$decodeWrapper(
      Value.self, forKey: key, completenessLimit: completenessLimit)
    if case .recovered(let record) = resilient.state, context.reporter != nil {
      reportRecovery(record, forKey: key, property: property, context)
    }
    return resilient
  }

  /// Decodes a `@Resilient` property of a `@SafeDecoding` model, checking the property's
  /// `@RequireCompleteness` limit, if any; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeWrapper<Value>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    completenessLimit: CompletenessLimit? = nil
  ) throws -> Resilient<Value> {
    let resilient = try decode(Resilient<Value>.self, forKey: key)
    if let completenessLimit, case .recovered(let record) = resilient.state {
      try record.check(completenessLimit, at: codingPath + [key])
    }
    return resilient
  }

  /// Decodes the property for `key` as its type, then recovers from a failure with the retries,
  /// the fallback, or the initial value, in that order; generated code only.
  ///
  /// A missing key takes the fallback or the initial value silently (an optional without either
  /// is `nil`); `null` keeps the initial value of a property that has one.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decode<Value: Decodable>(
    _ type: Value.Type = Value.self,
    forKey key: Key,
    property: String,
    context: _$SafeDecodingContext,
    initialValue: Value? = nil,
    retries: @autoclosure () -> [_$SafeDecodingRetry<Value>] = [],
    fallback: (() -> Value)? = nil
  ) throws -> Value {
    do {
      if let initialValue, fallback == nil {
        return try decodeIfPresentScalarAware(Value.self, forKey: key) ?? initialValue
      }
      if !contains(key) {
        if let fallback { return fallback() }
        if let none = (Value.self as? any OptionalValue.Type)?.nilValue as? Value { return none }
      }
      return try decode(Value.self, forKey: key)
    } catch {
      return try recover(
        from: error, forKey: key, property: property, context: context,
        initialValue: initialValue, retries: retries(), fallback: fallback)
    }
  }

  /// Recovers the property for `key` from `error` with the retries, the fallback or the initial
  /// value, reporting it; throws `error` when nothing recovers it, or in strict mode.
  @usableFromInline
  func recover<Value: Decodable>(
    from error: any Error,
    forKey key: Key,
    property: String,
    context: _$SafeDecodingContext,
    initialValue: Value?,
    retries: [_$SafeDecodingRetry<Value>],
    fallback: (() -> Value)?
  ) throws -> Value {
    if retries.isEmpty, fallback == nil, initialValue == nil { throw error }
    let userInfo = userInfo(forKey: key)
    try Recovery.permit(error, userInfo: userInfo)
    let recovered: (value: Value, action: RecoveryAction)? = {
      if !retries.isEmpty, let decoder = try? superDecoder(forKey: key) {
        let reporter = ResilientDecodingErrorReporter.active(in: userInfo)
        for (index, retry) in retries.enumerated() {
          let mark = reporter?.mark
          if let value = try? retry.attempt(decoder) {
            return (value, .recoveredByRetry(index + 1))
          }
          // A failed retry recovered nothing: forget what it reported.
          if let reporter, let mark { reporter.forgetEntries(since: mark) }
        }
      }
      if let fallback { return (fallback(), .usedFallback) }
      if let initialValue { return (initialValue, .usedInitialValue) }
      return nil
    }()
    guard let recovered else { throw error }
    let error = Recovery.report(
      error, at: codingPath + [key], by: recovered.action, userInfo: userInfo)
    context.report(
      error, recoveredAt: codingPath + [key], action: recovered.action, property: property)
    return recovered.value
  }

  /// Sends the recoveries of a `Resilient` value to the macro's reporter.
  @usableFromInline
  func reportRecovery(
    _ record: RecoveryRecord,
    forKey key: Key,
    property: String,
    _ context: _$SafeDecodingContext
  ) {
    let path = codingPath + [key]
    if let error = record.error, let action = record.action {
      context.report(error, recoveredAt: path, action: action, property: property)
    }
    for dropped in record.dropped {
      if let entryKey = dropped.key {
        context.report(
          dropped.error, recoveredAt: path + [AnyCodingKey(stringValue: entryKey)],
          action: .droppedEntry(key: entryKey), property: property)
      } else {
        context.report(
          dropped.error, recoveredAt: path + [IndexCodingKey(dropped.position)],
          action: .droppedElement(index: dropped.position), property: property)
      }
    }
  }
}

/// An optional, seen from generic code.
@usableFromInline
protocol OptionalValue {
  /// `nil` of this optional type.
  static var nilValue: Self { get }
  /// The wrapped value, or `nil`.
  var unwrapped: Any? { get }
}

extension Optional: OptionalValue {
  @usableFromInline
  static var nilValue: Self { nil }

  @usableFromInline
  var unwrapped: Any? { map { $0 } }
}

extension KeyedDecodingContainer {
  /// `property`, just decoded for `key`, after reporting the missing key or `null` it stands
  /// for, when the decode reports absent values.
  ///
  /// The property's state is checked first, so that a value that is present costs nothing more;
  /// only a missing key or `null` asks the decode's session, and only a decode that reports
  /// absent values calls out to report it.
  @inlinable
  @inline(__always)
  func reportingAbsence<Value>(
    of property: consuming Resilient<Value>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) -> Resilient<Value> {
    guard property.state.isAbsent, Recovery.reportsAbsentValues else { return property }
    return reportAbsence(of: property, forKey: key, context: context)
  }

  /// `property`, which stands for a missing key or `null`, after reporting it: called once the
  /// decode is known to report absent values.
  @usableFromInline
  func reportAbsence<Value>(
    of property: Resilient<Value>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) -> Resilient<Value> {
    KeyedSite(self, key, context: context).reportAbsence(
      of: Value.self, by: .filling(property.value))
    return property
  }

  /// `value`, which `action` filled in for the missing key or `null` of `property`, reported
  /// when the decode's reporter reports absent values.
  @usableFromInline
  func absent<Value>(
    _ value: Value,
    by action: RecoveryAction,
    forKey key: Key,
    property: String?,
    context: SafeDecodingContext
  ) -> Value {
    if Recovery.reportsAbsentValues {
      KeyedSite(self, key, context: context.reporting(property: property)).reportAbsence(
        of: Value.self, by: action)
    }
    return value
  }
}

extension RecoverySite {
  /// Reports the missing key or `null` of this site, which `action` filled in with a `Value`:
  /// called once the decode, or the property's policy, is known to report it.
  @usableFromInline
  func reportAbsence<Value>(of type: Value.Type, by action: RecoveryAction) {
    Recovery.report(
      absenceError(of: Value.self), at: codingPath, by: action, in: Recovery.session(userInfo),
      context: context)
  }
}

extension RecoveryAction {
  /// What resilient decoding did when it filled in a missing key or `null` with `value`:
  /// ``setToNil`` for `nil`, ``setToEmpty`` for an empty collection.
  @usableFromInline
  static func filling(_ value: Any) -> Self {
    let isNil = (value as? any OptionalValue).map { $0.unwrapped == nil } ?? false
    return isNil ? .setToNil : .setToEmpty
  }
}

#if os(Linux)
internal import Synchronization
#endif

/// Whether a reporter alive in the process reports absent values: the gate that keeps the report
/// of absent values from costing anything more than one load while nobody asks for it.
///
/// Only a gate: a decode whose reporter did not ask still reports nothing when another decode's
/// reporter has opened it.
@usableFromInline
enum AbsentValueReporting: Sendable {
  #if os(Linux)
  /// The number of reporters alive that report absent values.
  private static let requests = Atomic<Int>(0)

  /// Whether a reporter alive in the process reports absent values.
  @usableFromInline
  static var isRequested: Bool { requests.load(ordering: .relaxed) > 0 }

  /// Counts a reporter that reports absent values, from its creation to its end.
  static func request(_ change: Int) {
    requests.add(change, ordering: .relaxed)
  }
  #else
  /// The number of reporters alive that report absent values.
  private static let requests = LockedValue(0)

  /// Whether a reporter alive in the process reports absent values.
  @usableFromInline
  static var isRequested: Bool { requests.withValue { $0 > 0 } }

  /// Counts a reporter that reports absent values, from its creation to its end.
  static func request(_ change: Int) {
    requests.withValue { $0 += change }
  }
  #endif
}

extension KeyedDecodingContainer {
  /// The property for `key` that `decode` decodes, after reporting the missing key or `null` it
  /// stands for, when the decode's reporter reports absent values.
  ///
  /// The gate is checked first, so that a decode nobody asked absent values of pays one load per
  /// property, and no look at the decoded value (which costs a metadata lookup in a debug
  /// build).
  @inlinable
  @inline(__always)
  func reportingAbsence<Value>(
    forKey key: Key,
    context: SafeDecodingContext?,
    _ decode: () throws -> Resilient<Value>
  ) rethrows -> Resilient<Value> {
    guard AbsentValueReporting.isRequested else { return try decode() }
    return try reportAbsence(of: decode(), forKey: key, context: context)
  }

  /// `property`, after reporting the missing key or `null` that it stands for, if it stands for
  /// one, when the decode's reporter reports absent values.
  @usableFromInline
  func reportAbsence<Value>(
    of property: Resilient<Value>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) -> Resilient<Value> {
    switch property.state {
    case .keyNotFound, .valueWasNil:
      KeyedSite(self, key, context: context).reportAbsence(
        of: Value.self, by: .filling(property.value))
    case .decoded, .recovered: break
    }
    return property
  }
}

extension RecoverySite {
  /// Reports the missing key or `null` of this site, which `action` filled in with a `Value`,
  /// when the decode's reporter reports absent values or `always`.
  @usableFromInline
  func reportAbsence<Value>(of type: Value.Type, by action: RecoveryAction, always: Bool = false) {
    guard always || AbsentValueReporting.isRequested else { return }
    let userInfo = userInfo
    guard
      always || ResilientDecodingErrorReporter.active(in: userInfo)?.reportsAbsentValues == true
    else { return }
    Recovery.report(
      absenceError(of: Value.self), at: codingPath, by: action, userInfo: userInfo,
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

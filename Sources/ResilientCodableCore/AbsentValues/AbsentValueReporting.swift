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
  /// `property`, the value decoded for `key`, after reporting the missing key or `null` that it
  /// stands for, when the decode's reporter reports absent values.
  @inlinable
  @inline(__always)
  func reportingAbsence<Value>(
    _ property: Resilient<Value>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) -> Resilient<Value> {
    switch property.state {
    case .keyNotFound, .valueWasNil:
      if AbsentValueReporting.isRequested {
        KeyedSite(self, key, context: context).reportAbsence(
          of: Value.self, by: .filling(property.value))
      }
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

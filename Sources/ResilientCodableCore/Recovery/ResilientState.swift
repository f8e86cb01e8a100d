/// How a resilient value was decoded, in one word: the cases without a payload cost nothing, and
/// a recovery allocates its record only when something went wrong.
@usableFromInline
enum ResilientState: Sendable {
  case decoded
  case keyNotFound
  case valueWasNil
  case recovered(RecoveryRecord)

  /// A recovery from `error` by `action`, which was reported on its own, of a value that stood
  /// for `replaced` in the payload, or for the novel raw value that `error` names.
  @usableFromInline
  static func recovered(
    from error: any Error,
    by action: RecoveryAction,
    replacing replaced: ReplacedValue?,
    coercedValue: (any Hashable & Sendable)? = nil
  ) -> Self {
    .recovered(
      RecoveryRecord(
        error: error, action: action, replaced: .novel(in: error) ?? replaced, dropped: [],
        elementCount: 0, coercedValue: coercedValue))
  }

  /// A recovery that lists the elements a collection at `path` dropped of its `elementCount`,
  /// once the completeness limits of the decode are checked.
  ///
  /// - Throws: The error of the first limit that does not hold.
  @usableFromInline
  static func decoded(
    dropping dropped: [DroppedElement],
    of elementCount: Int,
    at path: @autoclosure () -> [any CodingKey],
    in session: DecodeSession
  ) throws -> Self {
    let record = RecoveryRecord(
      error: nil, action: nil, replaced: nil, dropped: dropped, elementCount: elementCount)
    try CompletenessLimit.check(record, at: path, in: session.options)
    return .recovered(record)
  }

  /// Whether the value was missing or `null`.
  @usableFromInline
  var isAbsent: Bool {
    switch self {
    case .keyNotFound, .valueWasNil: true
    case .decoded, .recovered: false
    }
  }

  /// Whether the whole value was missing, `null` or replaced, rather than decoded, with or
  /// without dropping elements.
  @usableFromInline
  var replacesWholeValue: Bool {
    switch self {
    case .keyNotFound, .valueWasNil: true
    case .recovered(let record): record.error != nil
    case .decoded: false
    }
  }

  var outcome: ResilientDecodingOutcome {
    switch self {
    case .decoded: .decodedSuccessfully
    case .keyNotFound: .keyNotFound
    case .valueWasNil: .valueWasNil
    case .recovered(let record):
      if let error = record.error {
        .recoveredFrom(error, wasReported: true)
      } else {
        .recoveredFrom(
          DroppedElementsError(errors: record.dropped.map(\.error)), wasReported: false)
      }
    }
  }

  /// The error that the value as a whole was recovered from, if it was.
  var recoveredError: (any Error)? {
    guard case .recovered(let record) = self else { return nil }
    return record.error
  }

  /// Every error recovered from: the top-level one, then each dropped element's.
  var errors: [any Error] {
    guard case .recovered(let record) = self else { return [] }
    return (record.error.map { [$0] } ?? []) + record.dropped.map(\.error)
  }

  /// The state once the value is replaced: only the dropped elements are remembered.
  var afterAssignment: Self {
    guard case .recovered(let record) = self, !record.dropped.isEmpty else { return .decoded }
    if record.error == nil { return self }
    return .recovered(
      RecoveryRecord(
        error: nil, action: nil, replaced: nil, dropped: record.dropped,
        elementCount: record.elementCount))
  }

  /// The state of a property whose value is now `value`: the state itself while `value` is
  /// still what decoding produced for a missing key, `null` or a replaced value (`nil`, empty,
  /// or an enum's fallback), otherwise the state once the value was set.
  func standing(for value: Any) -> Self {
    switch self {
    case .decoded: return self
    case .recovered(let record) where record.error == nil: return self
    case .recovered(let record) where record.coercedValue != nil:
      return record.holdsCoercedValue(value) ? self : afterAssignment
    case .keyNotFound, .valueWasNil, .recovered:
      return Self.isReplacement(value) ? self : afterAssignment
    }
  }

  private static func isReplacement(_ value: Any) -> Bool {
    guard let value = unwrapped(value) else { return true }
    if let enumeration = value as? any ResilientRawRepresentable {
      return enumeration.isDecodingFallback
    }
    return (value as? any Collection)?.isEmpty == true
  }

  /// `value` without its optional, or `nil` for `nil`.
  static func unwrapped(_ value: Any) -> Any? {
    guard let optional = value as? any OptionalValue else { return value }
    return optional.unwrapped
  }

  /// Whether encoding writes back what the payload held, preservation on or off: `null`, a
  /// novel raw value, the missing key or `null` that an enum's fallback stands for, or a value
  /// that a strategy converted.
  var isWrittenBackAlways: Bool {
    switch self {
    case .valueWasNil: return true
    case .recovered(let record):
      switch record.replaced {
      case .absent, .preserved(.null), .novel: return true
      case .preserved: return record.action == .convertedValue
      case nil: return false
      }
    case .decoded, .keyNotFound: return false
    }
  }

  /// The raw value that named no case of a ``ResilientRawRepresentable``, while unchanged.
  var novelValue: (any Sendable)? {
    guard case .recovered(let record) = self, case .novel(let value) = record.replaced else {
      return nil
    }
    return value
  }

  /// The dropped elements, in document order.
  var dropped: [DroppedElement] {
    guard case .recovered(let record) = self else { return [] }
    return record.dropped
  }
}

/// What a recovery left behind; allocated only when decoding recovered from something.
@usableFromInline
final class RecoveryRecord: Sendable {
  /// The error that replaced the whole value, or `nil` when only elements were dropped.
  let error: (any Error)?
  /// What replaced the whole value, or `nil` when only elements were dropped.
  let action: RecoveryAction?
  /// What the replaced value stood for in the payload, if known.
  let replaced: ReplacedValue?
  /// The elements or entries that were dropped, in document order.
  let dropped: [DroppedElement]
  /// The elements or entries of the collection in the payload, dropped ones included.
  let elementCount: Int
  /// The value that coercion made, for ``RecoveryAction/coercedValue``.
  let coercedValue: (any Hashable & Sendable)?

  @usableFromInline
  init(
    error: (any Error)?,
    action: RecoveryAction?,
    replaced: ReplacedValue?,
    dropped: [DroppedElement],
    elementCount: Int,
    coercedValue: (any Hashable & Sendable)? = nil
  ) {
    self.error = error
    self.action = action
    self.replaced = replaced
    self.dropped = dropped
    self.elementCount = elementCount
    self.coercedValue = coercedValue
  }

  /// Whether `value` is still the value that coercion or a strategy's conversion made.
  ///
  /// A strategy's value is compared as the property holds it, then unwrapped from the optional
  /// that holds it; a scalar is compared unwrapped.
  func holdsCoercedValue(_ value: Any) -> Bool {
    guard let coercedValue else { return false }
    if let compared = coercedValue as? ComparedValue,
      let held = value as? any Hashable, compared.value == AnyHashable(held)
    {
      return true
    }
    guard let unwrapped = ResilientState.unwrapped(value) as? any Hashable else { return false }
    if let compared = coercedValue as? ComparedValue {
      return compared.value == AnyHashable(unwrapped)
    }
    return AnyHashable(coercedValue) == AnyHashable(unwrapped)
  }

  /// Throws when the collection at `path` dropped more than `limit` allows.
  @usableFromInline
  func check(_ limit: CompletenessLimit, at path: [any CodingKey]) throws {
    guard !dropped.isEmpty, !limit.allows(dropping: dropped.count, of: elementCount) else {
      return
    }
    let exceeded = CompletenessLimitExceededError(
      codingPath: CodingPath(path), droppedCount: dropped.count, elementCount: elementCount,
      limit: limit, errors: dropped.map(\.error))
    throw DecodingError.dataCorrupted(
      .init(codingPath: path, debugDescription: exceeded.description, underlyingError: exceeded))
  }
}

/// One element or entry that a collection dropped, or set to `nil` in its place: two words,
/// whatever a payload drops.
///
/// A collection keeps the errors of its first ``UnrecordedDropError/recordedLimit`` dropped
/// elements; past them, only where each was, its key and its raw value if preservation is on,
/// so that a payload of a million bad elements does not hold a million errors.
///
/// An element of an optional type is not dropped but set to `nil` in its place, so that the
/// array keeps the payload's indices; it is kept here all the same, for its error, the
/// completeness limits, and its raw value to write back in its place.
@usableFromInline
struct DroppedElement: Sendable {
  /// What is kept of a dropped element beyond its position, allocated only when something is.
  @usableFromInline
  final class Details: Sendable {
    let key: String?
    let error: (any Error)?
    let preserved: PreservedValue?
    let isSetToNil: Bool

    @usableFromInline
    init(key: String?, error: (any Error)?, preserved: PreservedValue?, isSetToNil: Bool) {
      self.key = key
      self.error = error
      self.preserved = preserved
      self.isSetToNil = isSetToNil
    }
  }

  /// The element's index in the array, or the entry's position in key order.
  let position: Int
  private let details: Details?

  /// Keeps a dropped element, or one set to `nil` in its place; its error only if
  /// `recordsError`.
  @usableFromInline
  init(
    position: Int,
    key: String?,
    error: any Error,
    preserved: PreservedValue?,
    recordsError: Bool,
    isSetToNil: Bool = false
  ) {
    self.position = position
    details =
      recordsError || key != nil || preserved != nil || isSetToNil
      ? Details(
        key: key, error: recordsError ? error : nil, preserved: preserved,
        isSetToNil: isSetToNil) : nil
  }

  /// Whether the element was set to `nil` in its place rather than dropped.
  var isSetToNil: Bool { details?.isSetToNil ?? false }

  /// The entry's key as it appeared in the payload, for dictionaries.
  var key: String? { details?.key }

  /// The element's raw value, when preservation is on.
  var preserved: PreservedValue? { details?.preserved }

  /// Why it was dropped: its error, or past the errors a collection keeps, an
  /// ``UnrecordedDropError`` that says where it was.
  var error: any Error {
    details?.error ?? UnrecordedDropError(position: position, key: details?.key)
  }
}

extension [DroppedElement] {
  /// Whether the next element dropped keeps its error.
  @usableFromInline
  var recordsNextError: Bool { count < UnrecordedDropError.recordedLimit }
}

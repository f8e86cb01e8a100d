/// How a resilient value was decoded, in one word: the cases without a payload cost nothing, and
/// a recovery allocates its record only when something went wrong.
@usableFromInline
enum ResilientState: Sendable {
  case decoded
  case keyNotFound
  case valueWasNil
  case recovered(RecoveryRecord)

  /// A recovery from `error` by `action`, which was reported on its own.
  @usableFromInline
  static func recovered(from error: any Error, by action: RecoveryAction) -> Self {
    .recovered(RecoveryRecord(error: error, action: action, dropped: []))
  }

  /// `decoded` when nothing was dropped, otherwise a recovery that lists the dropped elements.
  @inlinable
  static func decoded(dropping dropped: [DroppedElement]) -> Self {
    dropped.isEmpty
      ? .decoded : .recovered(RecoveryRecord(error: nil, action: nil, dropped: dropped))
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

  /// Every error recovered from: the top-level one, then each dropped element's.
  var errors: [any Error] {
    guard case .recovered(let record) = self else { return [] }
    return (record.error.map { [$0] } ?? []) + record.dropped.map(\.error)
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
  /// The elements or entries that were dropped, in document order.
  let dropped: [DroppedElement]

  @usableFromInline
  init(error: (any Error)?, action: RecoveryAction?, dropped: [DroppedElement]) {
    self.error = error
    self.action = action
    self.dropped = dropped
  }
}

/// One element or entry that a collection dropped.
@usableFromInline
struct DroppedElement: Sendable {
  /// The element's index in the array, or the entry's position in key order.
  let position: Int
  /// The entry's key as it appeared in the payload, for dictionaries.
  let key: String?
  /// Why it was dropped.
  let error: any Error

  @usableFromInline
  init(position: Int, key: String?, error: any Error) {
    self.position = position
    self.key = key
    self.error = error
  }
}

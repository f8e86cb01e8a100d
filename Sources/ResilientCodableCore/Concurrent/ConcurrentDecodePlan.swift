/// What the decode of one chunk, or of the object around an array, needs to know and cannot be
/// handed through `init(from:)`: kept on the decoding thread for the length of that decode.
final class ConcurrentDecodePlan {
  /// The steps from the root of a chunk's payload to its array.
  var steps: [JSONArrayLayout.Step] = []
  /// Where a chunk writes its elements, one after the other.
  var slots: UnsafeMutableRawPointer?
  /// How many elements the chunk has written.
  var written = 0
  /// How many recoveries the decode counts as made before the chunk's first, for its recovery
  /// limit: those of the chunks before it, when it decodes again to find where the limit broke.
  var recoveriesBefore = 0
  /// How many recoveries the decode had counted when the chunk's last element was done.
  var recoveryCount = 0
  /// The elements of the chunk, by index, that stand for what is not one: with the error to
  /// drop them with, or without, to skip them unreported.
  var placeholders: [Int: (any Error)?] = [:]
  /// The key, as the decoder presents it, of the root member that holds the array, for the
  /// decode of the object around it.
  var watchedKeys: Set<String> = []
  /// How many recoveries the decode had reported when its model first asked for a watched
  /// key.
  var recoveriesBeforeArray: Int?
  /// How many recoveries the decode had counted for its recovery limit then, and once done.
  var limitCountBeforeArray = 0
  var limitCount = 0

  /// The plan of the decode on this thread, if one is running.
  static var current: ConcurrentDecodePlan? { plans.existing?.plan }

  /// Runs `decode` with `plan` as the plan of this thread.
  static func running<Value>(_ plan: ConcurrentDecodePlan, _ decode: () throws -> Value) rethrows
    -> Value
  {
    let slot = plans.current(PlanSlot.init)
    let outer = slot.plan
    slot.plan = plan
    defer { slot.plan = outer }
    return try decode()
  }
}

/// The slot that holds a thread's plan.
private final class PlanSlot {
  var plan: ConcurrentDecodePlan?
}

/// The plan slot of each thread.
private let plans = ThreadLocal<PlanSlot>()

// A plan belongs to the decode on one thread.
@available(*, unavailable)
extension ConcurrentDecodePlan: Sendable {}

/// The error of a collection that dropped more elements than a ``CompletenessLimit`` allows.
///
/// Decoding the collection throws a `DecodingError.dataCorrupted` at the collection's path whose
/// underlying error is this one:
///
/// ```
/// 6 of 10 elements were dropped, more than the limit of at most 10% dropped
/// ```
///
/// The errors of the dropped elements were reported before the limit was checked, so the
/// ``ErrorDigest`` of a failed decode still lists them.
public struct CompletenessLimitExceededError: Error, Sendable, CustomStringConvertible {
  /// The path of the collection.
  public let codingPath: CodingPath

  /// The elements or entries that were dropped.
  public let droppedCount: Int

  /// The elements or entries in the payload, dropped ones included.
  public let elementCount: Int

  /// The limit that did not hold.
  public let limit: CompletenessLimit

  /// The errors of the dropped elements, in document order.
  public let errors: [any Error]

  /// A one-line description, such as
  /// `6 of 10 elements were dropped, more than the limit of at most 10% dropped`.
  public var description: String {
    let noun = elementCount == 1 ? "element" : "elements"
    let verb = droppedCount == 1 ? "was" : "were"
    return
      "\(droppedCount) of \(elementCount) \(noun) \(verb) dropped, more than the limit of \(limit)"
  }
}

// Its description counts and names, and quotes no value of the payload.
extension CompletenessLimitExceededError: ValueFreeDescription {}

/// The error a collection recovers from when it dropped some of its elements or entries.
///
/// A `@Resilient` array, set or dictionary whose container decoded but some of whose elements did
/// not has the outcome `.recoveredFrom(DroppedElementsError, wasReported: false)`: each element's
/// error was reported on its own, at its own coding path.
public struct DroppedElementsError: Error, Sendable, CustomStringConvertible {
  /// The errors of the dropped elements, in document order.
  public let errors: [any Error]

  /// A one-line summary, such as `Dropped 2 elements`.
  public var description: String {
    "Dropped \(errors.count) \(errors.count == 1 ? "element" : "elements")"
  }
}

// Its description counts and names, and quotes no value of the payload.
extension DroppedElementsError: ValueFreeDescription {}

/// How a ``Resilient`` property was decoded.
///
/// ```swift
/// switch model.$closedAt.outcome {
/// case .decodedSuccessfully, .keyNotFound, .valueWasNil: break
/// case .recoveredFrom(let error, _): log(error)
/// }
/// ```
public enum ResilientDecodingOutcome: Sendable {
  /// The value was present and decoded without recovery.
  case decodedSuccessfully

  /// The key was missing; the property took its empty value (`nil`, `[]`, `[:]`) silently.
  ///
  /// A non-optional enum that takes its fallback for a missing key reports
  /// `recoveredFrom(DecodingError.keyNotFound, wasReported: true)` instead.
  case keyNotFound

  /// The value was `null`; the property took its empty value silently.
  case valueWasNil

  /// Decoding failed and the property recovered.
  ///
  /// - Parameters:
  ///   - error: The error recovered from: the original decoding error, or a
  ///     ``DroppedElementsError`` when a collection dropped some of its elements.
  ///   - wasReported: Whether this error itself was passed to the reporting mechanism (`false`
  ///     for a ``DroppedElementsError``, whose elements were reported one by one).
  case recoveredFrom(any Error, wasReported: Bool)
}

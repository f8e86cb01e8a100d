/// The error that ``DriftCheck/verify(_:)`` throws when the model failed a drift case.
///
/// Its description is the result's failure list, which Swift Testing and XCTest print as the
/// test's failure.
public struct DriftCheckError: Error, Sendable, CustomStringConvertible {
  /// The check's result, with every failure.
  public let result: DriftCheckResult

  /// The result's failure list.
  public var description: String { result.description }
}

/// The error that stops a decode that would recover more often than its options'
/// ``ResilientDecodingOptions/recoveryLimit`` allows.
///
/// Nothing recovers from it: no array, set, dictionary, optional or ``Failable`` around the
/// value, so a payload that is mostly garbage fails at once instead of costing a recovery for
/// every bad element.
public struct RecoveryLimitExceededError: Error, CustomStringConvertible {
  /// The limit that the decode reached.
  public let limit: Int

  /// The error that would have been the recovery past the limit.
  public let lastError: any Error

  /// A one-line summary, such as `Stopped after 1000 recoveries, the limit: Expected `Int` but
  /// found a string instead`.
  public var description: String {
    "Stopped after \(limit) recoveries, the limit: \(ErrorMessage(lastError).text)"
  }
}

// Its description counts and names, and quotes no value of the payload.
extension RecoveryLimitExceededError: ValueFreeDescription {}

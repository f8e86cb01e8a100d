/// The kind of a `DecodingError`, comparable in expectations.
public enum DecodingErrorKind: Equatable, Sendable {
  /// `DecodingError.typeMismatch`.
  case typeMismatch
  /// `DecodingError.valueNotFound`.
  case valueNotFound
  /// `DecodingError.keyNotFound`.
  case keyNotFound
  /// `DecodingError.dataCorrupted`.
  case dataCorrupted

  /// The kind of `error`, or `nil` if it is not a `DecodingError`.
  public init?(_ error: (any Error)?) {
    switch error as? DecodingError {
    case .typeMismatch?: self = .typeMismatch
    case .valueNotFound?: self = .valueNotFound
    case .keyNotFound?: self = .keyNotFound
    case .dataCorrupted?: self = .dataCorrupted
    default: return nil
    }
  }
}

import ResilientCodableCore

/// The shape of an outcome, comparable in expectations.
enum OutcomeKind: Equatable {
  case decodedSuccessfully
  case keyNotFound
  case valueWasNil
  case recovered(wasReported: Bool)

  init(_ outcome: ResilientDecodingOutcome) {
    switch outcome {
    case .decodedSuccessfully: self = .decodedSuccessfully
    case .keyNotFound: self = .keyNotFound
    case .valueWasNil: self = .valueWasNil
    case .recoveredFrom(_, let wasReported): self = .recovered(wasReported: wasReported)
    }
  }
}

extension Resilient {
  /// The outcome's shape.
  var outcomeKind: OutcomeKind { OutcomeKind(outcome) }
}

extension ErrorDigest {
  /// The innermost paths of the entries, as strings.
  var paths: [String] { entries.map(\.codingPath.description) }

  /// The recovery paths of the entries, as strings.
  var recoveryPaths: [String] { entries.map(\.recoveryPath.description) }

  /// The messages of the entries.
  var messages: [String] { entries.map(\.message) }
}

/// The kind of a `DecodingError`, comparable in expectations.
enum DecodingErrorKind: Equatable {
  case typeMismatch
  case valueNotFound
  case keyNotFound
  case dataCorrupted

  /// The kind of `error`, or `nil` if it is not a `DecodingError`.
  init?(_ error: (any Error)?) {
    switch error as? DecodingError {
    case .typeMismatch?: self = .typeMismatch
    case .valueNotFound?: self = .valueNotFound
    case .keyNotFound?: self = .keyNotFound
    case .dataCorrupted?: self = .dataCorrupted
    default: return nil
    }
  }
}

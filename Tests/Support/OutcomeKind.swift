public import ResilientCodableCore

/// The shape of an outcome, comparable in expectations.
public enum OutcomeKind: Equatable, Sendable {
  /// ``ResilientDecodingOutcome/decodedSuccessfully``.
  case decodedSuccessfully
  /// ``ResilientDecodingOutcome/keyNotFound``.
  case keyNotFound
  /// ``ResilientDecodingOutcome/valueWasNil``.
  case valueWasNil
  /// ``ResilientDecodingOutcome/recoveredFrom(_:wasReported:)``, without the error.
  case recovered(wasReported: Bool)

  /// The shape of `outcome`.
  public init(_ outcome: ResilientDecodingOutcome) {
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
  public var outcomeKind: OutcomeKind { OutcomeKind(outcome) }
}

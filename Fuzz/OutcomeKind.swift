/// How a `@Resilient` property decoded, without its error, so that two decodes compare.
enum OutcomeKind: Equatable {
  case decodedSuccessfully
  case keyNotFound
  case valueWasNil
  /// Replaced as a whole, its error reported.
  case recovered
  /// Decoded with some elements dropped, each reported.
  case droppedElements

  init(_ outcome: ResilientDecodingOutcome) {
    switch outcome {
    case .decodedSuccessfully: self = .decodedSuccessfully
    case .keyNotFound: self = .keyNotFound
    case .valueWasNil: self = .valueWasNil
    case .recoveredFrom(_, let wasReported): self = wasReported ? .recovered : .droppedElements
    }
  }
}

extension Resilient {
  var outcomeKind: OutcomeKind { OutcomeKind(outcome) }
}

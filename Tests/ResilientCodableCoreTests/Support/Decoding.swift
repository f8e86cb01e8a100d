import Foundation
import ResilientCodableCore

/// Decodes `json` with a fresh `JSONDecoder` and its own reporter.
func decode<Value: Decodable>(
  _ type: Value.Type,
  _ json: String,
  configure: (JSONDecoder) -> Void = { _ in }
) throws -> (Value, ErrorDigest?) {
  let decoder = JSONDecoder()
  configure(decoder)
  return try decoder.decode(type, from: Data(json.utf8), reportResilientDecodingErrors: true)
}

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

/// Whether `error` is a `DecodingError.typeMismatch`.
func isTypeMismatch(_ error: (any Error)?) -> Bool {
  if case .typeMismatch? = error as? DecodingError { return true }
  return false
}

/// Whether `error` is a `DecodingError.valueNotFound`.
func isValueNotFound(_ error: (any Error)?) -> Bool {
  if case .valueNotFound? = error as? DecodingError { return true }
  return false
}

/// Whether `error` is a `DecodingError.keyNotFound`.
func isKeyNotFound(_ error: (any Error)?) -> Bool {
  if case .keyNotFound? = error as? DecodingError { return true }
  return false
}

/// Whether `error` is a `DecodingError.dataCorrupted`.
func isDataCorrupted(_ error: (any Error)?) -> Bool {
  if case .dataCorrupted? = error as? DecodingError { return true }
  return false
}

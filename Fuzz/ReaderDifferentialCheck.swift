import Foundation

/// The differential check of our JSON reader (`JSONDecoder.decodeThroughReader(_:from:)`, #38)
/// against Foundation's `JSONDecoder`: on every payload, both decode a ``JSONTree`` and the plain
/// ``FuzzModel``, with the default settings and with keys from snake case and ISO 8601 dates, each
/// with a fresh decoder, and must come to identical values, or throw the same `DecodingError` case
/// at the same coding path.
///
/// `Tests/ResilientCodableCoreTests/JSON/` holds the same check as tests, with payloads chosen to
/// pin down each of Foundation's behaviours.
enum ReaderDifferentialCheck {
  /// Settings that both sides' decoders get, by name.
  private static let setups: [(name: String, configure: @Sendable (JSONDecoder) -> Void)] = [
    ("default settings", { _ in }),
    (
      "snake case, ISO 8601",
      { decoder in
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
      }
    ),
  ]

  /// Differences we make on purpose, each a rule over our error and Foundation's, with the
  /// reason; the tests hold the same rule (`DifferentialDecodes.keepsLostPath`).
  private static let documentedDifferences: [DocumentedDifference] = [
    DocumentedDifference(
      reason: "where JSONDecoder rejects a string or number only when it reads it (at [], or "
        + "its JSONError to a caller inside the decode), or an ISO 8601 date (at the object "
        + "around it), our reader throws dataCorrupted at the value's own path",
      allows: { ours, foundation in
        guard ours.kind == "dataCorrupted" else { return false }
        if foundation.kind.hasPrefix("JSONError") { return true }
        return foundation.kind == "dataCorrupted" && foundation.path.count < ours.path.count
          && Array(ours.path.prefix(foundation.path.count)) == foundation.path
      })
  ]

  /// Decodes `data` both ways with each setting, and stops the fuzzer on a disagreement.
  static func check(_ data: Data) {
    // Foundation traps instead of throwing when the 513th nested opener ends the payload; the
    // screen of our entry points finds it among all the payloads that end with an opener, which
    // shorter ones cannot nest that deep (`FoundationJSONTrap`).
    if (try? FoundationJSONTrap.screening(data, allowsJSON5: false)) == nil, data.count >= 513 {
      return
    }
    for setup in setups {
      let decoder = { () -> JSONDecoder in
        let decoder = JSONDecoder()
        setup.configure(decoder)
        return decoder
      }
      let trees = (
        ours: Result { try decoder().decodeThroughReader(JSONTree.self, from: data) },
        foundation: Result { try decoder().decode(JSONTree.self, from: data) }
      )
      compare(trees, "\(setup.name), JSONTree") { $0.isIdentical(to: $1) }
      // What preservation keeps, which the reader builds from its tape without a container.
      let preserved = (
        ours: Result { try decoder().decodeThroughReader(PreservedValue.self, from: data) },
        foundation: Result { try decoder().decode(PreservedValue.self, from: data) }
      )
      // `NaN`, which a setting may read from a string, is never equal to itself.
      compare(preserved, "\(setup.name), PreservedValue") { $0 == $1 || "\($0)" == "\($1)" }
      let models = (
        ours: Result { try decoder().decodeThroughReader(FuzzModel.self, from: data) },
        foundation: Result { try decoder().decode(FuzzModel.self, from: data) }
      )
      let namesCollide = (try? decoder().decode(NameKeys.self, from: data))?.spellAnIntegerTwice
      compare(models, "\(setup.name), FuzzModel") { ours, foundation in
        ours.outcomeKinds == foundation.outcomeKinds
          && (ours == foundation
            || (namesCollide == true && ours.withoutNames == foundation.withoutNames))
      }
    }
  }

  /// Stops the fuzzer unless both decodes came to values that `areSame` holds the same, or threw
  /// errors of the same ``ErrorShape``, or errors that a documented difference allows.
  private static func compare<Value>(
    _ results: (ours: Result<Value, any Error>, foundation: Result<Value, any Error>),
    _ name: String,
    areSame: (Value, Value) -> Bool
  ) {
    switch results {
    case (.success(let ours), .success(let foundation)):
      if areSame(ours, foundation) { return }
    case (.failure(let ours), .failure(let foundation)):
      let shapes = (ours: ErrorShape(ours), foundation: ErrorShape(foundation))
      if shapes.ours == shapes.foundation { return }
      if documentedDifferences.contains(where: { $0.allows(shapes.ours, shapes.foundation) }) {
        return
      }
    default:
      break
    }
    require(
      false,
      "reader differential (\(name)): our reader and Foundation disagree:\n"
        + "  ours:       \(describe(results.ours))\n  Foundation: \(describe(results.foundation))")
  }

  /// A result for the message that stops the fuzzer.
  private static func describe<Value>(_ result: Result<Value, any Error>) -> String {
    switch result {
    case .success(let value): "decoded \(value)"
    case .failure(let error): "threw \(ErrorShape(error)): \(error)"
    }
  }
}

// MARK: - ErrorShape

/// A thrown error as the check compares it: the `DecodingError` case, its coding path key by key
/// (`stringValue` and `intValue`), and for `keyNotFound` the key; another error's type and
/// description.
struct ErrorShape: Equatable, Sendable, CustomStringConvertible {
  /// A coding key's values.
  struct Key: Equatable, Sendable, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?

    init(_ key: any CodingKey) {
      stringValue = key.stringValue
      intValue = key.intValue
    }

    var description: String {
      intValue.map { "\(String(reflecting: stringValue))#\($0)" } ?? String(reflecting: stringValue)
    }
  }

  /// The `DecodingError` case, with the key for `keyNotFound`, or another error's type and
  /// description.
  let kind: String
  /// The coding path, empty for an error that is no `DecodingError`.
  let path: [Key]

  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      kind = "\(type(of: error)): \(error)"
      path = []
      return
    }
    let (kind, context): (String, DecodingError.Context) =
      switch error {
      case .typeMismatch(_, let context): ("typeMismatch", context)
      case .valueNotFound(_, let context): ("valueNotFound", context)
      case .keyNotFound(let key, let context): ("keyNotFound(\(Key(key)))", context)
      case .dataCorrupted(let context): ("dataCorrupted", context)
      @unknown default: ("\(error)", DecodingError.Context(codingPath: [], debugDescription: ""))
      }
    self.kind = kind
    path = context.codingPath.map(Key.init)
  }

  var description: String { "\(kind) at [\(path.map(\.description).joined(separator: ", "))]" }
}

// MARK: - DocumentedDifference

/// A difference between our reader and Foundation that we make on purpose: a rule over our error
/// and Foundation's, and why.
struct DocumentedDifference: Sendable {
  /// Why we differ.
  let reason: String
  /// Whether the rule allows our error and Foundation's, in that order.
  let allows: @Sendable (ErrorShape, ErrorShape) -> Bool
}

// MARK: - NameKeys

/// The keys of a payload's `names` as a decoder converts them: when several spell one integer,
/// which value an `[Int: String]` keeps follows a dictionary's hash order, which two decoders
/// need not share.
private struct NameKeys: Decodable {
  enum CodingKeys: String, CodingKey {
    case names
  }

  /// Whether several keys spell one integer (`"1"`, `"01"`, `"+1"`).
  let spellAnIntegerTwice: Bool

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let names = try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .names)
    let integers = (names?.allKeys ?? []).compactMap { Int($0.stringValue) }
    spellAnIntegerTwice = Set(integers).count < integers.count
  }
}

extension FuzzModel {
  /// The model without its `names`.
  fileprivate var withoutNames: FuzzModel {
    var model = self
    model.names = nil
    return model
  }
}

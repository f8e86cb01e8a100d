import Foundation
import Testing

@_spi(Benchmarking) @testable import ResilientCodableCore

// The differential check of our JSON reader (`JSONDecoder.decodeThroughReader(_:from:)`, #38)
// against Foundation's `JSONDecoder`, the oracle. A case never states the value it expects: both
// decode the same payload with the same settings, and must come to exactly equal values, or throw
// the same `DecodingError` case at the same coding path. Where we differ on purpose, the case
// states both outcomes as a ``DocumentedDifference``.

// MARK: - Checks

/// Expects our reader and Foundation's `JSONDecoder` to decode `payload` alike.
///
/// Each side gets a fresh `JSONDecoder`, set up by `configure`. They agree when both decode
/// values that are exactly equal (bit for bit where ``ExactlyComparable`` says so), or both come to
/// the same ``DecodeOutcome``: the same `DecodingError` case at the same coding path, compared key
/// by key on `stringValue` and `intValue`.
///
/// Only what Foundation decides alike every time can be compared: a type that walks `allKeys`
/// as they come, such as `Dictionary`'s own `init(from:)`, meets the members in a dictionary's
/// hash order, which Swift seeds anew for every instance, so give it at most one member that
/// fails, and sort `allKeys` in a probe.
///
/// ```swift
/// expectSameDecode(Int8.self, "128")
/// expectSameDecode([String: Int].self, #"{"a_b": 1}"#) {
///   $0.keyDecodingStrategy = .convertFromSnakeCase
/// }
/// ```
///
/// - Parameters:
///   - type: The type both decode.
///   - payload: The bytes both decode.
///   - configure: Sets up each side's decoder.
///   - differences: Differences we make on purpose: the decodes may also disagree exactly as one
///     of them states, and nowhere else.
///   - sourceLocation: Where a disagreement is reported.
func expectSameDecode<Value: Decodable & Equatable>(
  _ type: Value.Type,
  _ payload: Payload,
  configure: (JSONDecoder) -> Void = { _ in },
  allowing differences: [DocumentedDifference] = [],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let decodes = DifferentialDecodes(type, payload, configure: configure) else {
    Issue.record(
      Comment(
        rawValue: "Foundation traps on \(payload) instead of throwing, so it cannot be the oracle "
          + "here: decode such a payload in a child process, as FoundationTrapTests does"
      ),
      sourceLocation: sourceLocation)
    return
  }
  if let problem = decodes.problem(allowing: differences) {
    Issue.record(
      Comment(rawValue: "\(Value.self) from \(payload): \(problem)"), sourceLocation: sourceLocation
    )
  }
}

/// Expects our reader and Foundation's `JSONDecoder` to differ on `payload` exactly as documented.
///
/// Each side gets a fresh `JSONDecoder`, set up by `configure`. The check fails when either
/// outcome is not the stated one, and also when the difference is gone: then the case belongs with
/// ``expectSameDecode(_:_:configure:allowing:sourceLocation:)``.
///
/// ```swift
/// expectDifference(
///   [Int8].self, "[1, 128]",
///   ours: .dataCorrupted(at: [1]), foundation: .dataCorrupted(at: []),
///   because: "Foundation throws a number out of range as a syntax error at the root")
/// ```
///
/// - Parameters:
///   - type: The type both decode.
///   - payload: The bytes both decode.
///   - configure: Sets up each side's decoder.
///   - ours: What our reader comes to.
///   - foundation: What Foundation's `JSONDecoder` comes to.
///   - reason: Why we differ, for whoever reads the case.
///   - sourceLocation: Where a failure is reported.
func expectDifference<Value: Decodable & Equatable>(
  _ type: Value.Type,
  _ payload: Payload,
  configure: (JSONDecoder) -> Void = { _ in },
  ours: DecodeOutcome,
  foundation: DecodeOutcome,
  because reason: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let decodes = DifferentialDecodes(type, payload, configure: configure) else {
    Issue.record(
      Comment(
        rawValue: "Foundation traps on \(payload): check what we do in a child process instead, "
          + "as FoundationTrapTests does"),
      sourceLocation: sourceLocation)
    return
  }
  let difference = DocumentedDifference(ours: ours, foundation: foundation, reason: reason)
  if let problem = decodes.problem(documenting: difference) {
    Issue.record(
      Comment(rawValue: "\(Value.self) from \(payload): \(problem)"), sourceLocation: sourceLocation
    )
  }
}

// MARK: - DocumentedDifference

/// A payload on which our reader and Foundation's `JSONDecoder` differ on purpose, and how.
///
/// A difference names what each side comes to, so that a case can check both: an error at least
/// on one side, since two values are compared by value, not by outcome.
struct DocumentedDifference: Sendable {
  /// What our reader comes to.
  var ours: DecodeOutcome
  /// What Foundation's `JSONDecoder` comes to.
  var foundation: DecodeOutcome
  /// Why we differ.
  var reason: String

  /// Why this difference cannot be checked, or `nil` when it can.
  var problem: String? {
    if ours == foundation {
      return "A documented difference must name two outcomes that differ, not \(ours) twice"
    }
    return nil
  }
}

// MARK: - DecodeOutcome

/// How a decode ended, as the check compares it: a value, or the thrown error reduced to what
/// must match.
///
/// A `DecodingError` keeps its case and coding path, and for `keyNotFound` its key; its type and
/// message are shown when the check fails, but not compared. Another error keeps its type and
/// description.
enum DecodeOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Decoded a value (which one is compared separately).
  case decoded
  /// `DecodingError.typeMismatch` at this coding path.
  case typeMismatch(at: [PathKey])
  /// `DecodingError.valueNotFound` at this coding path.
  case valueNotFound(at: [PathKey])
  /// `DecodingError.keyNotFound` for this key, in the container at this coding path.
  case keyNotFound(PathKey, at: [PathKey])
  /// `DecodingError.dataCorrupted` at this coding path.
  case dataCorrupted(at: [PathKey])
  /// An error that is no `DecodingError`: its type and description.
  case otherError(String)

  /// The outcome of a decode that threw `error`.
  init(_ error: any Error) {
    guard let decodingError = error as? DecodingError else {
      self = .otherError("\(type(of: error)): \(error)")
      return
    }
    switch decodingError {
    case .typeMismatch(_, let context): self = .typeMismatch(at: PathKey.path(context.codingPath))
    case .valueNotFound(_, let context): self = .valueNotFound(at: PathKey.path(context.codingPath))
    case .keyNotFound(let key, let context):
      self = .keyNotFound(PathKey(key), at: PathKey.path(context.codingPath))
    case .dataCorrupted(let context): self = .dataCorrupted(at: PathKey.path(context.codingPath))
    @unknown default: self = .otherError("DecodingError: \(decodingError)")
    }
  }

  /// The outcome of a decode that came to `result`.
  init<Value>(_ result: Result<Value, any Error>) {
    switch result {
    case .success: self = .decoded
    case .failure(let error): self.init(error)
    }
  }

  var description: String {
    let path = { (path: [PathKey]) in "[\(path.map(\.description).joined(separator: ", "))]" }
    return switch self {
    case .decoded: "decoded"
    case .typeMismatch(let at): "typeMismatch at \(path(at))"
    case .valueNotFound(let at): "valueNotFound at \(path(at))"
    case .keyNotFound(let key, let at): "keyNotFound(\(key)) at \(path(at))"
    case .dataCorrupted(let at): "dataCorrupted at \(path(at))"
    case .otherError(let description): "threw \(description)"
    }
  }
}

// MARK: - PathKey

/// A coding key as the check compares it: its string value and its integer value.
///
/// A string literal is a key with no integer value; an integer literal is the key that
/// `JSONDecoder` puts on the path for an array element (`"Index 2"`, `2`).
struct PathKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  /// The key's `stringValue`.
  let stringValue: String
  /// The key's `intValue`.
  let intValue: Int?

  init(stringValue: String, intValue: Int?) {
    self.stringValue = stringValue
    self.intValue = intValue
  }

  /// The values of `key`.
  init(_ key: any CodingKey) {
    self.init(stringValue: key.stringValue, intValue: key.intValue)
  }

  init(stringLiteral value: String) {
    self.init(stringValue: value, intValue: nil)
  }

  init(integerLiteral value: Int) {
    self = .index(value)
  }

  /// The key of an array element, as `JSONDecoder` names it.
  static func index(_ index: Int) -> PathKey {
    PathKey(stringValue: "Index \(index)", intValue: index)
  }

  /// The key of an `Int`-keyed dictionary's entry, as `Dictionary` names it.
  static func integerKey(_ value: Int) -> PathKey {
    PathKey(stringValue: "\(value)", intValue: value)
  }

  /// A coding path, key by key.
  static func path(_ path: [any CodingKey]) -> [PathKey] {
    path.map(PathKey.init)
  }

  var description: String {
    switch intValue {
    case nil: String(reflecting: stringValue)
    case let value? where stringValue == "Index \(value)": "\(value)"
    case let value?: "\(String(reflecting: stringValue))#\(value)"
    }
  }
}

// MARK: - Payload

/// The bytes a case decodes: JSON text, or bytes that need not be UTF-8, with a name that shows
/// in test results.
struct Payload: Sendable, CustomStringConvertible, CustomTestStringConvertible,
  ExpressibleByStringLiteral
{
  /// The bytes.
  let data: Data
  /// How results name the payload.
  let description: String

  /// The text `text` as UTF-8.
  init(_ text: String) {
    data = Data(text.utf8)
    description = Payload.describe(text)
  }

  init(stringLiteral value: String) {
    self.init(value)
  }

  /// The bytes `bytes`, named `name`, or shown in hex when no name is given.
  init(bytes: some Sequence<UInt8>, name: String? = nil) {
    data = Data(bytes)
    description = name ?? "bytes \(data.map { String($0, radix: 16) }.joined(separator: " "))"
  }

  /// The bytes of `data`, named `name`.
  init(_ data: Data, name: String) {
    self.data = data
    description = name
  }

  var testDescription: String { description }

  /// `text` quoted and escaped, cut to a length that a test result can show.
  private static func describe(_ text: String) -> String {
    let limit = 60
    guard text.count > limit else { return String(reflecting: text) }
    return "\(String(reflecting: String(text.prefix(limit))))… (\(text.utf8.count) bytes)"
  }
}

// MARK: - DifferentialDecodes

/// One payload decoded by our reader and by Foundation's `JSONDecoder`, each with a fresh decoder.
struct DifferentialDecodes<Value: Decodable & Equatable> {
  /// What our reader came to.
  let ours: Result<Value, any Error>
  /// What Foundation's `JSONDecoder` came to.
  let foundation: Result<Value, any Error>

  /// The results as given, to check the check itself.
  init(ours: Result<Value, any Error>, foundation: Result<Value, any Error>) {
    self.ours = ours
    self.foundation = foundation
  }

  /// Decodes `payload` both ways, or returns `nil` for a payload that Foundation traps on.
  ///
  /// Those are the payloads that the screen every entry point of ours applies would stop or
  /// change (`FoundationJSONTrap`): for JSON, a 513th nested opener that ends the payload, which
  /// the screen finds among all the payloads that end with an opener; for JSON5 more. With
  /// `assumesTopLevelDictionary`, a number that ends the payload is one too: Foundation reads it
  /// with `strtod`, past the end of the buffer. With `allowsJSON5`, so is a hexadecimal number
  /// just below `Int64.min`, which the screen does not know of.
  init?(_ type: Value.Type, _ payload: Payload, configure: (JSONDecoder) -> Void) {
    let foundationDecoder = JSONDecoder()
    configure(foundationDecoder)
    guard !Self.trapsFoundation(payload.data, foundationDecoder) else { return nil }
    let ourDecoder = JSONDecoder()
    configure(ourDecoder)
    ours = Result { try ourDecoder.decodeThroughReader(type, from: payload.data) }
    foundation = Result { try foundationDecoder.decode(type, from: payload.data) }
  }

  /// Whether `decoder` could trap on `data` instead of throwing.
  private static func trapsFoundation(_ data: Data, _ decoder: JSONDecoder) -> Bool {
    if decoder.assumesTopLevelDictionary, let last = data.last,
      last == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last)
    {
      return true
    }
    if decoder.allowsJSON5, hasHexJustBelowInt64Min(data) { return true }
    do {
      return try FoundationJSONTrap.screening(data, allowsJSON5: decoder.allowsJSON5) != data
    } catch {
      // A JSON payload that ends with an opener, and too short to nest 513 deep, is safe.
      return decoder.allowsJSON5 || data.count >= 513
    }
  }

  /// Whether `data` spells a hexadecimal number from `-0x8000000000000001` to
  /// `-0x8000000000000400`: with `allowsJSON5`, decoding one as `Int64` or `Int` traps in
  /// `JSON5Scanner.validateNumber(from:fullSource:)` (Swift 6.3.1), as its `Double` rounds to
  /// `Int64.min` and no other reading is left; `FoundationJSONTrap` does not screen it yet.
  private static func hasHexJustBelowInt64Min(_ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self).lowercased()
    return text.components(separatedBy: "-0x").dropFirst().contains { tail in
      let digits = tail.prefix { $0.isHexDigit }.drop { $0 == "0" }
      guard digits.count <= 16, let magnitude = UInt64(digits, radix: 16) else { return false }
      return magnitude > 1 << 63 && magnitude <= 1 << 63 + 1024
    }
  }

  /// How the two decodes disagree, or `nil` when they agree: both decoded exactly equal values,
  /// or both threw errors of the same ``DecodeOutcome``.
  var disagreement: String? {
    switch (ours, foundation) {
    case (.success(let ourValue), .success(let foundationValue)):
      if areExactlyEqual(ourValue, foundationValue) { return nil }
      return "our reader and Foundation decoded different values:\n"
        + Self.firstDifference(ourValue, foundationValue)
    case (.failure(let ourError), .failure(let foundationError)):
      if DecodeOutcome(ourError) == DecodeOutcome(foundationError) { return nil }
      if Self.keepsLostPath(ours: ourError, foundation: foundationError) { return nil }
    default:
      break
    }
    return "our reader and Foundation disagree:\n  ours:       \(Self.describe(ours))\n"
      + "  Foundation: \(Self.describe(foundation))"
  }

  /// Whether the two errors differ by the one difference the reader makes by design.
  ///
  /// Where `JSONDecoder` rejects a string or a number only when a model reads it, it throws its
  /// parse error at `[]` (or its internal `JSONError` itself, to code inside the decode that
  /// catches it), and where its `.iso8601` date strategy cannot read a date it names the object
  /// around the date. Our reader throws `dataCorrupted` at the value's own path: Foundation's path
  /// is a proper prefix of ours.
  static func keepsLostPath(ours: any Error, foundation: any Error) -> Bool {
    guard case DecodingError.dataCorrupted(let ourContext) = ours else { return false }
    let ourPath = PathKey.path(ourContext.codingPath)
    guard case DecodingError.dataCorrupted(let context) = foundation else {
      return String(reflecting: type(of: foundation)).hasSuffix("JSONError")
    }
    let path = PathKey.path(context.codingPath)
    return path.count < ourPath.count && Array(ourPath.prefix(path.count)) == path
  }

  /// Where the `dump`s of two values first differ, with a few lines around it.
  private static func firstDifference(_ ours: Value, _ foundation: Value) -> String {
    let lines = [ours, foundation].map { value in
      var text = ""
      dump(value, to: &text)
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let common = min(lines[0].count, lines[1].count)
    let index =
      (0..<common).first { lines[0][$0] != lines[1][$0] }
      ?? (lines[0].count == lines[1].count ? nil : common)
    guard let index else {
      return "  (the values print alike, and differ where printing does not show, such as a NaN's "
        + "payload)\n  ours:       \(describe(.success(ours)))"
    }
    let window = { (lines: [Substring]) in
      lines[max(0, index - 2)..<min(lines.count, index + 3)].joined(separator: "\n    ")
    }
    return
      "  from line \(max(0, index - 2) + 1) of their dumps:\n  ours:\n    \(window(lines[0]))\n"
      + "  Foundation:\n    \(window(lines[1]))"
  }

  /// What is wrong with the two decodes, or `nil` when they agree, or disagree exactly as one of
  /// `differences` states.
  func problem(allowing differences: [DocumentedDifference]) -> String? {
    guard let disagreement else { return nil }
    let outcomes = (DecodeOutcome(ours), DecodeOutcome(foundation))
    let isDocumented = differences.contains {
      $0.problem == nil && $0.ours == outcomes.0 && $0.foundation == outcomes.1
    }
    return isDocumented ? nil : disagreement
  }

  /// What is wrong with the two decodes, or `nil` when they disagree exactly as `difference`
  /// states.
  func problem(documenting difference: DocumentedDifference) -> String? {
    if let problem = difference.problem { return problem }
    let outcomes = (DecodeOutcome(ours), DecodeOutcome(foundation))
    guard disagreement != nil else {
      return "the documented difference (\(difference.reason)) is gone: both came to "
        + "\(outcomes.0); check this payload with expectSameDecode"
    }
    guard outcomes.0 != difference.ours || outcomes.1 != difference.foundation else { return nil }
    return "they differ otherwise than documented (\(difference.reason)):\n"
      + "  documented ours:       \(difference.ours)\n"
      + "  documented Foundation: \(difference.foundation)\n"
      + "  actual ours:           \(Self.describe(ours))\n"
      + "  actual Foundation:     \(Self.describe(foundation))"
  }

  /// A result for a failure message: the value as `dump` shows it, or the outcome and the error.
  static func describe(_ result: Result<Value, any Error>) -> String {
    switch result {
    case .success(let value):
      var text = ""
      dump(value, to: &text, maxDepth: 6, maxItems: 40)
      return "decoded \(text.split(separator: "\n").joined(separator: " ⏎ "))"
    case .failure(let error):
      return "\(DecodeOutcome(error)): \(error)"
    }
  }
}

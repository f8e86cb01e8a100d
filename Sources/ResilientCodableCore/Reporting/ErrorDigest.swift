/// Every error that the decoding of one payload recovered from, in document order.
///
/// Get a digest from ``ResilientDecodingErrorReporter/flushReportedErrors()`` or from
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`. Its description is a tree of
/// the coding paths where the errors occurred:
///
/// ```
/// nodes
///   Index 3
///     closedAt
///       - Expected `Date` but found null instead (dropped nodes[3])
/// ```
///
/// Each ``Entry`` tells where the error occurred and what was dropped or replaced because of
/// it. Errors reach the digest in the order decoding met them: an array's elements in order, a
/// model's properties in the order its `init(from:)` decodes them, a dictionary's entries in
/// key order.
public struct ErrorDigest: Sendable {
  /// One recovered error.
  public struct Entry: Sendable {
    /// The error recovered from.
    public let error: any Error

    /// Where the error occurred: the innermost path the error names, such as
    /// `nodes/Index 3/closedAt`.
    public let codingPath: CodingPath

    /// What was dropped or replaced because of the error, such as the array element
    /// `nodes/Index 3`.
    public let recoveryPath: CodingPath

    /// What was done to recover, such as dropping the element at index 3.
    public let action: RecoveryAction

    /// Where the error occurred as the payload spells it: a JSON Pointer such as
    /// `/items/3/state_reason`.
    ///
    /// The keys are those of the payload, not the names a key decoding strategy made of them:
    /// with `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` on a decoder whose
    /// `keyDecodingStrategy` is `.convertFromSnakeCase`, a model's key `stateReason` is
    /// `state_reason` (when a snake-case key converts to it exactly; otherwise it is kept as the
    /// model names it).
    public let jsonPointer: String

    /// Where the error occurred inside JSON that the payload sent as a string, as a JSON
    /// Pointer into that JSON, such as `/sizes/1`; `nil` for an error in the payload's own JSON.
    ///
    /// A value that `.jsonString` reads from a string (``EmbeddedJSONStrategy``) decodes from
    /// the string's JSON. Its recoveries are reported at the string: their ``jsonPointer``,
    /// ``codingPath`` and ``recoveryPath`` are the string's, such as `/settings`, so that they
    /// resolve in the payload. This is where in the string's JSON each one was. In a string of
    /// JSON inside another, it starts from the outer string's JSON.
    public internal(set) var embeddedJSONPointer: String?

    /// What was dropped or replaced inside the string's JSON, for an error there.
    var embeddedRecoveryPath: CodingPath?

    /// The kind of the error, for grouping.
    public var category: ErrorCategory { ErrorCategory(error) }

    /// The coding path with indices replaced by `*`, such as `nodes[*].closedAt`, so that the
    /// same failure in different elements groups under one string.
    public var normalizedPath: String { codingPath.normalizedExpression }

    /// Whether the error is an ``UnknownNovelValueError``, which ``ErrorDigest/errors`` leaves
    /// out by default.
    public var isUnknownNovelValue: Bool { error is UnknownNovelValueError }

    /// Whether the entry is an ``UnknownKeyError``: a key that no model reads, which
    /// ``ErrorDigest/errors`` leaves out.
    public var isUnknownKey: Bool { error is UnknownKeyError }

    /// The error in one line, as the digest prints it.
    ///
    /// It quotes no value of the payload unless the decode's options said so
    /// (``ResilientDecodingOptions/revealsPayloadValues``): it says what kind of value was there
    /// and its size instead.
    public var message: String {
      ErrorMessage(
        error, jsonPointer: jsonPointer, revealingPayloadValues: revealsPayloadValues,
        foundValue: foundValue
      ).text
    }

    /// What the recovery cost, in words.
    ///
    /// Such as `dropped nodes[3]`, `set nodes[1].mergedAt to nil` or `used the fallback for
    /// nodes[2].state`: the ``action`` at the ``recoveryPath``. The digest prints it after the
    /// message.
    public var recoveryDescription: String {
      let outer = recoveryPath.components.isEmpty ? "the value" : recoveryPath.expression
      guard let inner = embeddedRecoveryPath else { return action.describe(at: outer) }
      let place = inner.components.isEmpty ? "the value" : inner.expression
      return action.describe(at: "\(place) in the JSON of \(outer)")
    }

    /// The reporter of the `@SafeDecoding` model whose property recovered, which heard about
    /// this entry as it happened, if any.
    let modelReporter: (any SafeDecodingReporter)?

    /// The keys of the recovery path, whose types tell a dictionary's keys from a model's, to
    /// count the entry in its group past the digest's entry limit.
    let recoveryKeys: [any CodingKey]

    /// Whether ``message`` quotes the payload's values, as the decode's options said.
    var revealsPayloadValues = false

    /// What the payload held where the error occurred, by its kind and size, for a message that
    /// does not repeat what another library wrote; `nil` when recovery did not read it.
    var foundValue: String?

    /// Whether `reporter` heard about this entry already, as the reporter of the
    /// `@SafeDecoding` model whose property recovered.
    ///
    /// A sink that logs a whole digest after a decode and also serves as a model's reporter
    /// skips these entries, so that it hears about each recovery once.
    ///
    /// - Parameter reporter: A reporter that may be a model's.
    /// - Returns: `true` if the model's reporter is `reporter`: the same object, or an equal
    ///   value of an `Equatable` type.
    public func wasReported(to reporter: any SafeDecodingReporter) -> Bool {
      modelReporter.map { $0.isSameReporter(as: reporter) } ?? false
    }
  }

  /// Every recovered error, unknown novel values included, in document order, up to the
  /// options' ``ResilientDecodingOptions/digestEntryLimit``.
  public let entries: [Entry]

  /// The recoveries past ``ResilientDecodingOptions/digestEntryLimit``, counted by normalized
  /// JSON Pointer and category, in order of their first recovery; empty when every recovery is
  /// an entry.
  public let omitted: [OmittedEntries]

  /// How many recoveries the digest stands for: its entries and those it counted.
  public var recoveryCount: Int { entries.count + omitted.reduce(0) { $0 + $1.count } }

  /// Creates a digest of `entries`, and of the recoveries past them counted in `omitted`.
  init(entries: [Entry], omitted: [OmittedEntries] = []) {
    self.entries = entries
    self.omitted = omitted
  }

  /// Every recovered error in document order, except ``UnknownNovelValueError``s,
  /// ``UnknownKeyError``s and ``RenamedKeyError``s.
  public var errors: [any Error] { errors(includeUnknownNovelValueErrors: false) }

  /// Every recovered error in document order, except ``UnknownKeyError``s and
  /// ``RenamedKeyError``s, which stand for keys that the payload sent rather than for errors.
  ///
  /// - Parameter includeUnknownNovelValueErrors: Whether to keep the
  ///   ``UnknownNovelValueError``s, which stand for cases added to an enum since the app was
  ///   built rather than for bad data.
  /// - Returns: The errors.
  public func errors(includeUnknownNovelValueErrors: Bool) -> [any Error] {
    entries.filter { entry in
      !entry.isUnknownKey && !(entry.error is RenamedKeyError)
        && (includeUnknownNovelValueErrors || !entry.isUnknownNovelValue)
    }.map(\.error)
  }
}

extension ErrorDigest.Entry {
  /// Creates the entry for `error`, recovered from by `action` at `recoveryPath`, finding the
  /// innermost path the error names.
  init(
    error: any Error,
    recoveredAt recoveryPath: [any CodingKey],
    by action: RecoveryAction,
    modelReporter: (any SafeDecodingReporter)? = nil,
    keySpelling: PayloadKeySpelling = .asDecoded,
    revealsPayloadValues: Bool = false
  ) {
    let recovery = CodingPath(recoveryPath)
    let namedKeys: [any CodingKey]? =
      switch error {
      case DecodingError.keyNotFound(let key, let context): context.codingPath + [key]
      case DecodingError.valueNotFound(_, let context),
        DecodingError.typeMismatch(_, let context),
        DecodingError.dataCorrupted(let context):
        context.codingPath
      case let novel as UnknownNovelValueError: novel.codingPath.keys
      case let unknown as UnknownKeyError: unknown.codingPath.keys
      default: nil
      }
    // A decoder may name a shorter path than the one recovered at (some date strategies lose
    // the last key); the recovery path is then the most precise one known.
    let named = namedKeys.map(CodingPath.init)
    let isInside = named.map { $0.components.starts(with: recovery.components) } ?? false
    // The novel value's path has lost its keys' types: take the recovery path's where they
    // are the same.
    let keys =
      isInside
      ? recoveryPath + (namedKeys ?? []).dropFirst(recoveryPath.count) : recoveryPath
    self.init(
      error: error, codingPath: isInside ? named ?? recovery : recovery, recoveryPath: recovery,
      action: action, jsonPointer: keySpelling.jsonPointer(of: keys),
      modelReporter: modelReporter, recoveryKeys: recoveryPath)
    self.revealsPayloadValues = revealsPayloadValues
  }
}

extension ErrorDigest.Entry {
  /// This entry, made in the decode of JSON sent inside the string at `stringPath`, as the
  /// payload places it: at the string, with its place in the string's JSON beside.
  ///
  /// - Parameters:
  ///   - stringPath: The string's path in the payload.
  ///   - offset: The path to the string's JSON inside the strings of JSON around it, if any.
  ///   - keySpelling: How the payload spells the keys of the string's path.
  /// - Returns: The entry at the string.
  func embedded(
    inStringAt stringPath: [any CodingKey],
    offset: [any CodingKey],
    keySpelling: PayloadKeySpelling
  ) -> Self {
    let string = CodingPath(stringPath)
    var entry = Self(
      error: error, codingPath: string, recoveryPath: string, action: action,
      jsonPointer: keySpelling.jsonPointer(of: stringPath), modelReporter: modelReporter,
      recoveryKeys: stringPath)
    entry.revealsPayloadValues = revealsPayloadValues
    entry.foundValue = foundValue
    let offset = CodingPath(offset)
    entry.embeddedJSONPointer = offset.jsonPointer + codingPath.jsonPointer
    entry.embeddedRecoveryPath = CodingPath(offset.components + recoveryPath.components)
    return entry
  }

  /// This entry with the paths and the pointer given, and what it says of JSON inside a string.
  func moved(
    codingPath: CodingPath,
    recoveryPath: CodingPath,
    action: RecoveryAction,
    jsonPointer: String,
    recoveryKeys: [any CodingKey],
    error: any Error
  ) -> Self {
    var entry = Self(
      error: error, codingPath: codingPath, recoveryPath: recoveryPath, action: action,
      jsonPointer: jsonPointer, modelReporter: modelReporter, recoveryKeys: recoveryKeys)
    entry.revealsPayloadValues = revealsPayloadValues
    entry.foundValue = foundValue
    entry.embeddedJSONPointer = embeddedJSONPointer
    entry.embeddedRecoveryPath = embeddedRecoveryPath
    return entry
  }
}

/// How resilient decoding behaves in a decode: strict mode, coercion, preservation, absent values,
/// completeness limits, and the reporter that collects the digest.
///
/// Set it on any decoder in one line, through its `userInfo`:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.userInfo.resilientDecodingOptions = ResilientDecodingOptions(
///   coercesScalars: true, completenessLimit: .droppedAtMost(percent: 10))
/// ```
///
/// or change one setting of what is there:
///
/// ```swift
/// decoder.userInfo.resilientDecodingOptions.isStrict = true
/// ```
///
/// A decode reads the options once, when it starts, if it starts through
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`; any other decode reads them from
/// the decoder's `userInfo` when it first recovers. A property's own setting wins over the
/// options: ``Coerced`` and `@SafeDecoding`'s per-property attributes.
public struct ResilientDecodingOptions: Sendable {
  /// Whether every recovery throws the original error instead: strict mode, for tests and CI,
  /// to catch payload drift that production silently survives.
  ///
  /// A missing key or `null` for an optional or a collection is not a recovery and still
  /// decodes silently. See <doc:StrictMode>.
  public var isStrict: Bool

  /// Whether a scalar that the payload sends as another scalar type is converted, when that
  /// loses nothing, and reported with the action ``RecoveryAction/coercedValue``.
  ///
  /// It applies to what resilient decoding decodes: `@Resilient` optionals, the elements of
  /// arrays and sets, dictionary values, ``Failable`` values, and the properties a
  /// `@SafeDecoding` model recovers. Integers and floating-point numbers convert from numeric
  /// strings, `String` from numbers and booleans, `Bool` from `0` and `1` and from the strings
  /// `"true"`, `"false"`, `"yes"`, `"no"`, `"1"` and `"0"` in any case, `Decimal` from numeric
  /// strings. A conversion that would lose something is an error: `"1.5"` is no `Int`, `"300"`
  /// no `UInt8`. See <doc:ConvertingScalars>.
  public var coercesScalars: Bool

  /// Whether every resilient value keeps the raw data it dropped or replaced, so that encoding
  /// writes that data back where it was.
  ///
  /// An array writes a dropped element back at its index, and an element it set to `nil` in its
  /// place back in that place while it is still `nil`; a set adds it, a dictionary writes the
  /// entry under its original key, and a value replaced as a whole (a wrong type, say) is
  /// written back instead of its replacement. It costs nothing when off, nor on clean data.
  public var preservesInvalidData: Bool

  /// Whether a missing key or `null` that resilient decoding fills in (an optional's `nil`, a
  /// collection's empty value, a `@SafeDecoding` property's initial value) is reported too.
  ///
  /// Such values are silent by default: an API that leaves out what it has not got is not
  /// drifting. An entry's ``ErrorDigest/Entry/category`` tells a missing key
  /// (``ErrorCategory/keyNotFound``) from `null` (``ErrorCategory/valueWasNil``). Strict mode
  /// does not throw for them. They are reported by a decode that reads its options when it
  /// starts: `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`; a plain
  /// `decode(_:from:)` leaves them silent.
  public var reportsAbsentValues: Bool

  /// Whether the messages of what the decode recovers from quote the payload's values: the
  /// novel value an enum had no case for, what another decoder's error or an error of your own
  /// says it read.
  ///
  /// Off by default, so that a digest's description, a log record or a metric never carries a
  /// payload's email, token or name: messages say what kind of value was there and its size
  /// instead (`found a string of 9 characters`). Keys and JSON Pointers stay, since they
  /// describe the schema. Turn it on for one decode while you debug; the errors themselves, in
  /// ``ErrorDigest/Entry/error`` and those strict mode throws, are unchanged either way.
  public var revealsPayloadValues: Bool

  /// What the decode does with the keys of the payload's objects that no model reads: leave them
  /// aside (the default), report each in the digest, or fail.
  ///
  /// Found by a decode that reads its options when it starts,
  /// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`, for every model, wrapper or
  /// macro, and every object the models read, those inside a dictionary's values too: a key is
  /// unknown when no model asked for it. The reports come after the decode's other entries,
  /// object by object in the order decoding met them. It costs nothing when off, and little
  /// when on: the reader marks each key as it is asked for. A decoder with `allowsJSON5` or
  /// `assumesTopLevelDictionary` on decodes through `JSONDecoder` itself, which finds none; a
  /// model's own `@SafeDecoding(unknownKeys:)` still finds its keys there.
  public var unknownKeyPolicy: UnknownKeyPolicy

  /// The limit of every array, set and dictionary that the decode decodes resiliently, if any.
  public var completenessLimit: CompletenessLimit?

  /// The limits of the collections at some paths, keyed by normalized path
  /// (``CodingPath/normalizedExpression``), such as `"nodes"` or `"pages[*].nodes"`, in
  /// addition to ``completenessLimit``.
  ///
  /// The path of a top-level collection is the empty string, `""`; `"[*]"` is the path of the
  /// collections inside the elements of a top-level array. A path that no collection can have,
  /// such as `"nodes[0]"` (indices are written `[*]`) or `"/nodes"`, fails the decode with a
  /// `DecodingError.dataCorrupted` that says how to write it, the first time a collection drops
  /// an element.
  public var completenessLimitsByPath: [String: CompletenessLimit]

  /// How many entries a digest keeps; 1,000 by default.
  ///
  /// Past them, a digest counts the recoveries by normalized JSON Pointer, category and action
  /// instead (``ErrorDigest/omitted``), so that a payload of a million bad elements makes a
  /// digest of a few hundred kilobytes.
  public var digestEntryLimit: Int

  /// How many recoveries one decode may make before it stops with a
  /// ``RecoveryLimitExceededError``, which nothing recovers from; `nil`, the default, for no
  /// limit.
  ///
  /// A server that decodes what anyone may send sets it, so that a payload that is mostly
  /// garbage costs little: decoding stops at the recovery past the limit instead of recovering
  /// from every bad element. It counts every recovery of a decode that starts through
  /// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`, those of attempts later
  /// withdrawn too; other decodes are not counted.
  public var recoveryLimit: Int?

  /// The reporter that collects what the decode recovers from, for a decode that does not
  /// return its digest itself.
  ///
  /// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` collects into a reporter of its
  /// own instead. A reporter is safe to share between threads; to get one digest per payload,
  /// flush it after each decode.
  public var reporter: ResilientDecodingErrorReporter?

  /// Creates options; by default, resilient decoding recovers and reports nothing else.
  ///
  /// - Parameters:
  ///   - isStrict: Whether every recovery throws the original error instead.
  ///   - coercesScalars: Whether scalars sent as another scalar type are converted.
  ///   - preservesInvalidData: Whether dropped and replaced data is kept for encoding.
  ///   - reportsAbsentValues: Whether missing keys and `null` values are reported too.
  ///   - revealsPayloadValues: Whether messages quote the payload's values.
  ///   - unknownKeyPolicy: What the decode does with keys that no model reads.
  ///   - completenessLimit: The limit of every resilient collection.
  ///   - completenessLimitsByPath: The limits of the collections at some paths.
  ///   - digestEntryLimit: How many entries a digest keeps before it counts the rest.
  ///   - recoveryLimit: How many recoveries one decode may make, if limited.
  ///   - reporter: The reporter that collects what the decode recovers from.
  public init(
    isStrict: Bool = false,
    coercesScalars: Bool = false,
    preservesInvalidData: Bool = false,
    reportsAbsentValues: Bool = false,
    revealsPayloadValues: Bool = false,
    unknownKeyPolicy: UnknownKeyPolicy = .ignore,
    completenessLimit: CompletenessLimit? = nil,
    completenessLimitsByPath: [String: CompletenessLimit] = [:],
    digestEntryLimit: Int = 1_000,
    recoveryLimit: Int? = nil,
    reporter: ResilientDecodingErrorReporter? = nil
  ) {
    self.isStrict = isStrict
    self.coercesScalars = coercesScalars
    self.preservesInvalidData = preservesInvalidData
    self.reportsAbsentValues = reportsAbsentValues
    self.revealsPayloadValues = revealsPayloadValues
    self.unknownKeyPolicy = unknownKeyPolicy
    self.completenessLimit = completenessLimit
    self.completenessLimitsByPath = completenessLimitsByPath
    self.digestEntryLimit = digestEntryLimit
    self.recoveryLimit = recoveryLimit
    self.reporter = reporter
  }
}

/// A raw-value enum that decodes resiliently: an unknown raw value is an
/// ``UnknownNovelValueError``, and a `@Resilient` property of the type, or a property of a
/// `@SafeDecoding` model, can fall back to a default case.
///
/// ```swift
/// enum State: String, ResilientRawRepresentable {
///   case open, closed, merged, unknown
///   static var decodingFallback: State { .unknown }
/// }
///
/// struct PullRequest: Decodable {
///   @Resilient var state: State        // `.unknown` for a missing, null or novel value
///   @Resilient var previous: State?    // `nil` when missing or null, `.unknown` when novel
///   @Resilient var history: [State]    // novel values are dropped
/// }
/// ```
///
/// A type that does not declare ``decodingFallback`` can be used as an optional (`State?`), in
/// collections, and as a dictionary key; a non-optional `@Resilient` property of such a type has
/// nothing to recover with and throws like plain `Decodable` code.
///
/// A type that is not ``isFrozen`` expects new cases to appear in payloads: a novel raw value is
/// reported as an ``UnknownNovelValueError``, which the ``ErrorDigest`` keeps but leaves out of
/// ``ErrorDigest/errors`` by default. A frozen type treats a novel value as corrupt data.
public protocol ResilientRawRepresentable: RawRepresentable, ResilientlyDecodable
where RawValue: Decodable & Sendable {
  /// The type of ``decodingFallback``: `Self` when the type declares one.
  associatedtype DecodingFallback = Void

  /// The value a non-optional `@Resilient` property takes when its payload is missing, `null`,
  /// of the wrong type, or a novel raw value.
  ///
  /// Declare it as `static var decodingFallback: Self { … }`. It is optional: without it, the
  /// type still works as an optional or in collections.
  static var decodingFallback: DecodingFallback { get }

  /// Whether the type's cases are final, so that a novel raw value is corrupt data rather than
  /// a case added since the app was built. The default is `false`.
  static var isFrozen: Bool { get }

  /// The value that keeps a raw value that names no case, so that the app can show it and
  /// encoding writes it back; `nil`, the default, to treat the raw value as an
  /// ``UnknownNovelValueError``.
  ///
  /// A type that implements it decodes a novel raw value wherever it is (a property, an array
  /// element, a dictionary value) and reports it as an ``UnknownNovelValueError`` recovered by
  /// ``RecoveryAction/keptNovelValue``, which ``ErrorDigest/errors`` leaves out; strict mode
  /// throws it. A frozen type does not call it.
  ///
  /// ```swift
  /// enum Reaction: ResilientRawRepresentable, Codable, Equatable {
  ///   case like, heart
  ///   case other(String)
  ///
  ///   init?(rawValue: String) {
  ///     switch rawValue {
  ///     case "like": self = .like
  ///     case "heart": self = .heart
  ///     default: return nil
  ///     }
  ///   }
  ///
  ///   var rawValue: String {
  ///     switch self {
  ///     case .like: "like"
  ///     case .heart: "heart"
  ///     case .other(let rawValue): rawValue
  ///     }
  ///   }
  ///
  ///   static func novelCase(rawValue: String) -> Reaction? { .other(rawValue) }
  /// }
  /// ```
  ///
  /// - Parameter rawValue: The raw value that names no case.
  /// - Returns: The value that keeps it, or `nil`.
  static func novelCase(rawValue: RawValue) -> Self?
}

extension ResilientRawRepresentable where DecodingFallback == Void {
  /// No fallback: a non-optional `@Resilient` property of this type cannot recover.
  public static var decodingFallback: Void { () }
}

extension ResilientRawRepresentable {
  /// By default a type is not frozen: a novel raw value is an ``UnknownNovelValueError``.
  public static var isFrozen: Bool { false }

  /// By default no value keeps a novel raw value: it is an ``UnknownNovelValueError``.
  public static func novelCase(rawValue: RawValue) -> Self? { nil }

  /// The declared fallback, if any.
  @usableFromInline
  static var fallbackValue: Self? { decodingFallback as? Self }

  /// Decodes the raw value and the case it names.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: An ``UnknownNovelValueError`` for a raw value that names no case and that no
  ///   ``novelCase(rawValue:)`` keeps (in strict mode, even if one does), or a
  ///   `DecodingError.dataCorrupted` if the type ``isFrozen``; the raw value's own decoding
  ///   errors otherwise.
  @inlinable
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let rawValue = try container.decodeScalarAware(RawValue.self)
    if let value = Self(rawValue: rawValue) {
      self = value
    } else if Self.isFrozen {
      let expected = "Expected a raw value of `\(Self.self)` but found"
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription: "\(expected) \(String(reflecting: rawValue)) instead",
          redactedDescription: "\(expected) \(PayloadRedaction.describe(rawValue)) instead"))
    } else {
      let error = UnknownNovelValueError(
        novelValue: rawValue, type: Self.self, codingPath: container.codingPath,
        knownValues: Self.knownRawValues)
      guard let kept = Self.novelCase(rawValue: rawValue) else { throw error }
      self = try DecoderSite(decoder).recover(
        from: error, offering: .init(replacement: (kept, .keptNovelValue), preserves: false)
      ).value
    }
  }

  /// The raw values of the cases, as Swift literals, when the type is `CaseIterable`.
  @usableFromInline
  static var knownRawValues: [String] {
    guard let cases = (Self.self as? any CaseIterable.Type)?.allCases as? any Collection else {
      return []
    }
    return cases.compactMap { ($0 as? Self).map { String(reflecting: $0.rawValue) } }
  }

  /// Whether the value is the declared fallback, compared by raw value.
  var isDecodingFallback: Bool {
    guard let fallback = Self.fallbackValue, let rawValue = rawValue as? AnyHashable else {
      return false
    }
    return rawValue == fallback.rawValue as? AnyHashable
  }

  /// Decodes the enum for `key`, taking the fallback for a missing key, `null`, bad data or a
  /// novel value, and reporting each.
  @_documentation(visibility: internal)
  @inlinable
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    let value: Self?
    do {
      value = try container.decodeIfPresent(Self.self, forKey: key)
    } catch {
      return try recover(from: error, in: container, forKey: key, context: context)
    }
    if let value { return Resilient(value, state: .decoded) }
    return try recover(from: nil, in: container, forKey: key, context: context)
  }

  /// Takes the fallback after `error`, or after the error plain decoding throws for a missing
  /// key or `null` (which is then written back as it was), reporting it; throws it without a
  /// fallback.
  ///
  /// Out of line, so that the clean path stays small enough to inline, and inlinable, so that it
  /// is specialized for the enum.
  @inlinable
  @inline(never)
  static func recover<Key>(
    from error: (any Error)?,
    in container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    let site = KeyedSite(container, key, context: context)
    var replaced: ReplacedValue?
    let failure: any Error
    if let error {
      failure = error
    } else {
      let absence = site.absenceError(of: Self.self)
      replaced = if case .keyNotFound = absence { .absent } else { .preserved(.null) }
      failure = absence
    }
    return Resilient(
      try site.recover(
        from: failure,
        offering: .init(
          replacement: fallbackValue.map { ($0, .usedFallback) }, replacing: replaced)))
  }

  /// Decodes the enum from `decoder`, with the same recovery as for a key.
  @_documentation(visibility: internal)
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    let error: any Error
    var isNil = false
    do {
      if try decoder.singleValueContainer().decodeNil() {
        isNil = true
        error = DecodingError.valueNotFound(
          Self.self,
          .init(codingPath: decoder.codingPath, debugDescription: "Found null instead of a value"))
      } else {
        return Resilient(try Self(from: decoder), state: .decoded)
      }
    } catch let decodingError {
      error = decodingError
    }
    return Resilient(
      try DecoderSite(decoder, context: context).recover(
        from: error,
        offering: .init(
          replacement: fallbackValue.map { ($0, .usedFallback) },
          replacing: isNil ? .preserved(.null) : nil)))
  }
}

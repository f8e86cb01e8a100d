/// The one place that decides what happens to a value that did not decode.
///
/// Every kind of value goes through this folder, so a bad value meets the same rules wherever it
/// is: in a `@Resilient` optional, collection or enum, in a ``Failable`` or a ``Polymorphic``, in
/// the code that `@SafeDecoding` generates, or in a hand-written `init(from:)` that calls the
/// same API. A kind says only what it is: a *site* and its *candidates*.
///
/// - A *site* (``RecoverySite``) is where the value was being decoded: a key of a keyed
///   container or a decoder of its own. It knows the value's coding path, reaches the decoder's
///   `userInfo` only when something went wrong, tells a missing key or `null` from bad data, and
///   reads the raw value again to convert or preserve it.
/// - The *candidates* (``RecoveryCandidates``) are what the kind offers in place of the value:
///   retries, a fallback, an initial value, its own replacement (`nil`, empty, an enum's
///   fallback, a failure kept in place).
/// - A bad value goes through ``RecoverySite/recover(from:offering:)``, in this order:
///   1. **strict mode** (``ResilientDecodingOptions/isStrict``) throws the error;
///   2. **convert**: a scalar the payload sent as another scalar type, when scalars are coerced
///      here and the conversion loses nothing, is kept, as ``RecoveryAction/coercedValue``; so
///      is a value that a ``CodingStrategy`` reads in another form, as its
///      ``CodingStrategy/conversionAction``;
///   3. **retry**: each of the candidates' retries decodes the payload another way, in an
///      attempt that is withdrawn if it fails, as ``RecoveryAction/recoveredByRetry(_:)``;
///   4. **policy**: the property's ``ValuePolicy`` answers ``ValueResponse/fail`` or
///      ``ValueResponse/dropElement`` by throwing, ``ValueResponse/useEmpty`` with the type's
///      empty value;
///   5. **fallback**, then 6. **initial value**, then 7. the kind's **replacement**;
///   8. with nothing to put in its place, the error is thrown, as plain decoding would;
///   9. **report**: the recovery goes once to every sink (unless the policy is silent), and the
///      returned record keeps what the value stood for, for encoding back: with preservation
///      on, or in any case for a value a ``CodingStrategy`` converted.
/// - A missing key or `null` is not a bad value: it is filled in silently, unless the decode
///   reports absent values (``ResilientDecodingOptions/reportsAbsentValues``,
///   `KeyedDecodingContainer+AbsentValues.swift`) or the property's policy says otherwise
///   (`RecoverySite+Policy.swift`), and strict mode does not throw for it. A resilient enum is
///   the exception: its missing key or `null` takes the fallback as a bad value does.
/// - An array's element or a dictionary's entry that fails is dropped by its loop
///   (`ElementDecoding.swift`, `EntryDecoding.swift`), after the same strict mode and conversion.
/// - The *fan-out* (`Recovery+FanOut.swift`) reports each recovery once to every sink, through
///   the thread's journal (`RecoveryJournal.swift`), which holds reports back while a
///   ``RecoveryAttempt`` that may be withdrawn (a dictionary's first pass, a retry, an untagged
///   enum's case) is open, and forgets them if it is.
/// - The *record* (``ResilientState``, one word whose ``RecoveryRecord`` is allocated only when
///   something was recovered from) keeps what happened, for completeness limits and encoding
///   back; a wrapper's public `outcome` (``ResilientDecodingOutcome``) is a view of it.
@usableFromInline
enum Recovery: Sendable {
  /// Permits a recovery from the error that `makeError` makes, as ``permit(_:in:)`` does, for
  /// an error that neither stops a decode nor was required: made only if strict mode or the
  /// recovery limit needs it.
  static func permit(makingError makeError: () -> any Error, in session: DecodeSession) throws {
    guard session.options.isStrict || session.options.recoveryLimit != nil else { return }
    try permit(makeError(), in: session)
  }

  /// Throws `error` if the decode is in strict mode, or if a property's policy made it a
  /// ``RequiredValueError``, or if it stops the decode (``RecoveryLimitExceededError``); throws
  /// a ``RecoveryLimitExceededError`` if recovering would pass the decode's recovery limit;
  /// otherwise returns, allowing the caller to recover.
  @usableFromInline
  static func permit(_ error: any Error, in session: DecodeSession) throws {
    // By its exact type, which costs a comparison where a cast costs a runtime lookup, on
    // every recovery of a payload that may hold a million.
    let errorType = ObjectIdentifier(type(of: error))
    if session.options.isStrict || errorType == ObjectIdentifier(RequiredValueError.self)
      || errorType == ObjectIdentifier(RecoveryLimitExceededError.self)
    {
      throw error
    }
    guard let limit = session.options.recoveryLimit,
      let journal = RecoveryJournal.existing, journal.session != nil
    else { return }
    journal.recoveryCount += 1
    if journal.recoveryCount > limit {
      throw RecoveryLimitExceededError(limit: limit, lastError: error)
    }
  }
}

/// What a kind of value offers in place of a value that did not decode, in the order
/// ``RecoverySite/recover(from:offering:)`` tries them.
@usableFromInline
struct RecoveryCandidates<Value> {
  /// Whether a scalar the payload sent as another scalar type may be converted to `Value`.
  @usableFromInline
  var converts = false
  /// Other ways to decode the payload, tried in order.
  @usableFromInline
  var retries: [DecodingRetry<Value>] = []
  /// The property's fallback, which wins over its initial value.
  @usableFromInline
  var fallback: (() -> Value)?
  /// The property's initial value.
  @usableFromInline
  var initialValue: Value?
  /// What the kind puts in place when nothing above does: `nil`, empty, an enum's fallback.
  @usableFromInline
  var replacement: (value: Value, action: RecoveryAction)?
  /// What the replaced value stood for in the payload, when the kind knows it.
  @usableFromInline
  var replaced: ReplacedValue?
  /// Whether the raw value is kept for encoding back, when the decode preserves invalid data.
  @usableFromInline
  var preserves = true

  @inlinable
  init(
    converts: Bool = false,
    retries: [DecodingRetry<Value>] = [],
    fallback: (() -> Value)? = nil,
    initialValue: Value? = nil,
    replacement: (value: Value, action: RecoveryAction)? = nil,
    replacing replaced: ReplacedValue? = nil,
    preserves: Bool = true
  ) {
    self.converts = converts
    self.retries = retries
    self.fallback = fallback
    self.initialValue = initialValue
    self.replacement = replacement
    self.replaced = replaced
    self.preserves = preserves
  }
}

extension RecoverySite {
  /// Recovers from `error`, which decoding the value here threw, with what `candidates` offers:
  /// the one recovery call, whose steps the ``Recovery`` overview lists in order.
  ///
  /// - Returns: The value put in place, with the record of the recovery.
  /// - Throws: `error` in strict mode or when nothing can take the value's place; what the
  ///   property's policy throws.
  ///
  /// Inlinable, so that a client specializes it for each type it recovers: unspecialized, each
  /// generic type it touches would cost a metadata lookup on every recovery.
  @inlinable
  func recover<Value>(
    from error: any Error,
    offering candidates: RecoveryCandidates<Value>
  ) throws -> Recovered<Value> {
    let session = Recovery.session(userInfo)
    try Recovery.permit(error, in: session)
    if candidates.converts,
      Recovery.coerces(Value.self, in: session, setting: context?.coercesScalars),
      let value = coercedValue(Value.self)
    {
      return keep(
        value, after: error, by: Recovery.conversionAction(of: Value.self), reporting: true,
        session: session,
        candidates: candidates, coercedValue: Recovery.coercedScalar(value))
    }
    if let (value, position) = retried(with: candidates.retries) {
      return keep(
        value, after: error, by: .recoveredByRetry(position), reporting: true,
        session: session, candidates: candidates)
    }
    let response = context?.policy?.response(to: error)
    switch response?.kind {
    case .dropElement?: throw error
    case .fail?: throw RequiredValueError(DecoderInternalError.wrapping(error, at: codingPath))
    case .useEmpty?, .useDefault?, nil: break
    }
    let empty = response?.kind == .useEmpty ? Recovery.emptyValue(of: Value.self) : nil
    guard
      let (value, action) = empty
        ?? Recovery.defaultValue(
          initialValue: candidates.initialValue, fallback: candidates.fallback)
        ?? candidates.replacement
    else { throw error }
    return keep(
      value, after: error, by: action, reporting: response?.reporting ?? true, session: session,
      candidates: candidates)
  }

  /// The first of `retries` that decodes the value, with its position, counted from 1; what a
  /// failed retry reported is withdrawn.
  @inlinable
  func retried<Value>(with retries: [DecodingRetry<Value>]) -> (Value, Int)? {
    guard !retries.isEmpty, let decoder = valueDecoder() else { return nil }
    for (index, retry) in retries.enumerated() {
      let attempt = RecoveryAttempt()
      if let value = try? retry.attempt(decoder) {
        attempt.keep()
        return (value, index + 1)
      }
      attempt.withdraw()
    }
    return nil
  }

  /// `value`, put in place of the value that failed with `error` by `action`: reported to every
  /// sink if `reporting`, and recorded with what the value stood for in the payload.
  @inlinable
  func keep<Value>(
    _ value: Value,
    after error: any Error,
    by action: RecoveryAction,
    reporting: Bool,
    session: DecodeSession,
    candidates: RecoveryCandidates<Value>,
    coercedValue: (any Hashable & Sendable)? = nil
  ) -> Recovered<Value> {
    let kept =
      reporting
      ? Recovery.report(
        error, at: codingPath, by: action, in: session, context: context,
        found: describeValue(at:))
      : DecoderInternalError.wrapping(error, at: codingPath)
    // A strategy read the value in a form it does not write: keep that form in any case.
    let replaced =
      candidates.replaced
      ?? (candidates.preserves
        && (session.options.preservesInvalidData || action == .convertedValue)
        ? preservedValue().map(ReplacedValue.preserved) : nil)
    return Recovered(
      value: value,
      state: .recovered(from: kept, by: action, replacing: replaced, coercedValue: coercedValue))
  }
}

/// A value decoded, or put in place of one that did not decode, with the record of how.
@usableFromInline
struct Recovered<Value> {
  @usableFromInline
  let value: Value
  @usableFromInline
  let state: ResilientState

  @inlinable
  init(value: Value, state: ResilientState) {
    self.value = value
    self.state = state
  }
}

extension Resilient {
  /// A wrapper of what recovery put in place.
  @usableFromInline
  init(_ recovered: Recovered<Value>) {
    self.init(recovered.value, state: recovered.state)
  }
}

extension Recovery {
  /// The empty value of `Value`, if it has one: `nil`, an empty collection, an enum's fallback.
  @inlinable
  static func emptyValue<Value>(of type: Value.Type) -> (value: Value, action: RecoveryAction)? {
    if let none = (Value.self as? any OptionalValue.Type)?.nilValue as? Value {
      return (none, .setToNil)
    }
    if let empty = (Value.self as? any ResilientCollectionValue.Type)?.empty as? Value {
      return (empty, .setToEmpty)
    }
    if let fallback = (Value.self as? any ResilientRawRepresentable.Type)?.fallbackValue as? Value {
      return (fallback, .usedFallback)
    }
    return nil
  }

  /// The fallback, or else the initial value, with the action that takes it.
  @inlinable
  static func defaultValue<Value>(
    initialValue: Value?,
    fallback: (() -> Value)?
  ) -> (value: Value, action: RecoveryAction)? {
    if let fallback { return (fallback(), .usedFallback) }
    if let initialValue { return (initialValue, .usedInitialValue) }
    return nil
  }
}

// MARK: - Candidates + Sendable

// Candidates hold the user's closures, within one decode on one thread.
@available(*, unavailable)
extension RecoveryCandidates: Sendable {}

extension Recovered: Sendable where Value: Sendable {}

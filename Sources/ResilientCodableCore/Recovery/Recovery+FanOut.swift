extension Recovery {
  /// Reports `error`, which `action` recovered from at `recoveryPath` and strict mode permitted,
  /// once to every sink: the ``ResilientDecodingErrorReporter`` of the decode (the one a
  /// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` call scoped, or the one in
  /// `userInfo`) and the ``SafeDecodingReporter`` of the model in `context`.
  ///
  /// Both sinks receive the same entry, in document order, once no ``RecoveryAttempt`` that may
  /// still be withdrawn holds it back. The entry remembers the model's
  /// reporter, so that a sink that also logs the digest afterwards can skip what it heard
  /// already (``ErrorDigest/Entry/wasReported(to:)``).
  ///
  /// `found` describes the value where the error occurred by its kind and size, given its coding
  /// path inside the value recovered from, for the message: asked only when a sink hears of the
  /// recovery, the decode does not reveal the payload's values, and the error's own text may not
  /// be repeated.
  ///
  /// - Returns: The error to keep in the record: `error`, or the `DecodingError` that an
  ///   error of the decoder's internals stands for.
  @usableFromInline
  @discardableResult
  static func report(
    _ error: any Error,
    at recoveryPath: @autoclosure () -> [any CodingKey],
    by action: RecoveryAction,
    in session: DecodeSession,
    context: SafeDecodingContext?,
    found: (_ relativePath: ArraySlice<any CodingKey>) -> String? = { _ in nil }
  ) -> any Error {
    let digestReporter = session.reporter
    let modelReporter = context?.reporter
    guard digestReporter != nil || modelReporter != nil else {
      let path = recoveryPath()
      // Only a decode that finds unknown keys keeps a key-use log.
      if session.options.unknownKeyPolicy != .ignore, let journal = RecoveryJournal.existing {
        journal.abandonUnlessHeld(path)
      }
      return DecoderInternalError.wrapping(error, at: path)
    }
    let path = recoveryPath()
    let error = DecoderInternalError.wrapping(error, at: path)
    let journal = RecoveryJournal.current
    // Past the digest's entry limit, a recovery that no other sink hears and no attempt holds
    // back is counted in its group without its entry.
    if modelReporter == nil, !journal.isHoldingReports, let digestReporter,
      digestReporter.countPastLimit(
        error, at: path, by: action, limit: session.options.digestEntryLimit)
    {
      journal.abandonUnlessHeld(path)
      return error
    }
    return record(
      error, at: path, by: action, in: session, to: digestReporter, and: modelReporter,
      context: context, journal: journal, found: found)
  }

  /// Reports `error`, which `action` recovered from at the element at `index` of the collection
  /// at `collectionPath`, as ``report(_:at:by:in:context:)`` does; past the digest's entry
  /// limit, without building the element's path.
  @usableFromInline
  @discardableResult
  static func report(
    _ error: any Error,
    atIndex index: Int,
    of collectionPath: [any CodingKey],
    by action: RecoveryAction,
    in session: DecodeSession,
    context: SafeDecodingContext?,
    found: (_ relativePath: ArraySlice<any CodingKey>) -> String? = { _ in nil }
  ) -> any Error {
    let modelReporter = context?.reporter
    let journal = RecoveryJournal.current
    // A decoder's own error is wrapped at the element's path, which is then built.
    if modelReporter == nil, type(of: error) == DecodingError.self, !journal.isHoldingReports,
      let digestReporter = session.reporter
    {
      if digestReporter.countPastLimit(
        error, at: collectionPath, index: index, by: action,
        limit: session.options.digestEntryLimit)
      {
        if journal.keyUseLog != nil {
          journal.abandonUnlessHeld(collectionPath + [IndexCodingKey(index)])
        }
        return error
      }
      // Under the limit: the entry, without asking the digest again.
      return record(
        error, at: collectionPath + [IndexCodingKey(index)], by: action, in: session,
        to: digestReporter, and: nil, context: context, journal: journal, found: found)
    }
    return report(
      error, at: collectionPath + [IndexCodingKey(index)], by: action, in: session,
      context: context, found: found)
  }

  /// Makes the entry of `error` and hands it to the journal, which delivers it to the sinks.
  private static func record(
    _ error: any Error,
    at path: [any CodingKey],
    by action: RecoveryAction,
    in session: DecodeSession,
    to digestReporter: ResilientDecodingErrorReporter?,
    and modelReporter: (any SafeDecodingReporter)?,
    context: SafeDecodingContext?,
    journal: RecoveryJournal,
    found: (_ relativePath: ArraySlice<any CodingKey>) -> String?
  ) -> any Error {
    let keySpelling = digestReporter?.keySpelling ?? .asDecoded
    var entry = ErrorDigest.Entry(
      error: error, recoveredAt: path, by: action, modelReporter: modelReporter,
      keySpelling: keySpelling, revealsPayloadValues: session.options.revealsPayloadValues)
    // The error's own text is left out of its message: say what the payload held instead.
    if !session.options.revealsPayloadValues,
      let occurred = ErrorMessage.pathOfFoundValue(in: error),
      entry.codingPath.components.starts(with: entry.recoveryPath.components),
      let found = found(occurred.dropFirst(path.count))
    {
      entry.foundValue = found
    }
    if let embedding = journal.embedding {
      entry = entry.embedded(
        inStringAt: embedding.stringPath, offset: embedding.offset, keySpelling: keySpelling)
    }
    journal.record(
      RecoveryReport(
        entry: entry, digest: digestReporter, entryLimit: session.options.digestEntryLimit,
        context: modelReporter == nil ? nil : context))
    return error
  }
}

/// One recovery, as every sink hears it: the digest's entry, the digest it goes to, and the
/// model whose reporter hears it.
struct RecoveryReport {
  let entry: ErrorDigest.Entry
  let digest: ResilientDecodingErrorReporter?
  /// How many entries the digest keeps before it counts the rest.
  let entryLimit: Int
  let context: SafeDecodingContext?

  /// Hands the report to the model's reporter, then to the digest.
  func deliver() {
    deliverToModel(entry)
    deliverToDigest()
  }

  /// Hands `entry`, the report's entry as the whole payload places it, to the model's reporter.
  func deliverToModel(_ entry: ErrorDigest.Entry) {
    if let context, let reporter = context.reporter {
      reporter.report(SafeDecodingReport(entry: entry, context: context))
    }
  }

  /// Hands the report to the digest.
  func deliverToDigest() {
    digest?.append(entry, limit: entryLimit)
  }
}

extension Recovery {
  /// Runs `decode`, the decode of a value sent as JSON inside the string at `stringPath`, so that
  /// its recoveries are reported at the string, with their place in its JSON beside:
  /// ``ErrorDigest/Entry/embeddedJSONPointer``.
  static func decodingEmbeddedJSON<Value>(
    inStringAt stringPath: [any CodingKey],
    _ decode: () throws -> Value
  ) rethrows -> Value {
    let journal = RecoveryJournal.current
    let outer = journal.embedding
    journal.embedding = outer.map { ($0.stringPath, $0.offset + stringPath) } ?? (stringPath, [])
    defer { journal.embedding = outer }
    return try decode()
  }
}

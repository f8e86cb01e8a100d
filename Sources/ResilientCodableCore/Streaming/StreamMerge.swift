/// What the batches of a stream reported, merged in order as they come out: one digest, as a
/// decode of the whole payload would have made it, and the completeness of the whole stream.
struct StreamMerge: Sendable {
  /// The limits of the options for the stream's elements, a top-level collection's.
  private let limits: [CompletenessLimit]
  private let options: ResilientDecodingOptions
  private var errors: DigestMerge
  /// The unknown keys, which a decode reports after everything else.
  private var unknownKeys: DigestMerge
  /// The elements dropped so far, kept only to check the completeness limits.
  private var dropped: [DroppedElement] = []
  /// The number of elements so far, blank lines aside.
  private var elementCount = 0
  /// The recoveries so far, for the recovery limit.
  private var recoveryCount = 0

  init(options: ResilientDecodingOptions) {
    self.options = options
    limits = CompletenessLimit.limits(at: [], in: options)
    errors = DigestMerge(limit: options.digestEntryLimit)
    unknownKeys = DigestMerge(limit: options.digestEntryLimit)
  }

  /// The digest so far: the errors, then the unknown keys, or `nil` if nothing was recovered
  /// from.
  var digest: ErrorDigest? {
    guard let keys = unknownKeys.digest else { return errors.digest }
    var merged = errors
    merged.append(ErrorDigest.Run(entries: keys.entries, omitted: keys.omitted))
    return merged.digest
  }

  /// The recoveries before `batch`, the next batch, if the decode passes its recovery limit in
  /// it: the batch then decodes again from that count, to find the recovery that passes it.
  func recoveriesBefore(passingLimitIn batch: ChunkOutcome) -> Int? {
    guard batch.passesRecoveryLimit(options.recoveryLimit, after: recoveryCount) else {
      return nil
    }
    return recoveryCount
  }

  /// Adds what `decoded`, the next batch, reported, and hands the models' reporters what they
  /// are to hear of it.
  ///
  /// - Throws: The batch's failure, or the error of a completeness limit that the elements
  ///   dropped so far break whatever the elements after them do.
  mutating func merge<Element>(_ decoded: DecodedBatch<Element>) throws {
    let batch = decoded.outcome
    recoveryCount += batch.recoveryCount
    for report in batch.modelReports { report.deliverToModel(batch.rebase.entry(report.entry)) }
    if let failure = batch.failure { throw failure }
    let elementsBefore = elementCount
    elementCount += decoded.valueCount
    if let digest = batch.digest {
      let runs = digest.runs
      errors.append(runs.errors, rebasedBy: batch.rebase)
      unknownKeys.append(runs.unknownKeys, rebasedBy: batch.rebase)
    }
    guard !limits.isEmpty else { return }
    // A decode that does not know its collection's size counts the elements seen so far,
    // blank lines aside.
    for element in batch.dropped {
      let seen = elementsBefore + decoded.valueCount(through: element.position)
      dropped.append(batch.rebase.dropped(element, recordsError: dropped.recordsNextError))
      try CompletenessLimit.failFast(limits, dropped: dropped, of: nil, seen: seen, at: [])
    }
  }

  /// Checks the completeness limits of the whole stream, once it has ended.
  ///
  /// - Throws: The error that a decode of the whole payload throws for the limit it breaks, at
  ///   the first element dropped past it.
  func finish() throws {
    do {
      try CompletenessLimit.failFastOverWhole(dropped, of: elementCount, at: [], in: options)
      try CompletenessLimit.checkWhole(dropped, of: elementCount, at: [], in: options)
    } catch {
      throw error.error
    }
  }
}

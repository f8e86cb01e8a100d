internal import Foundation

/// Takes the chunks of an array as they finish, in any order, and merges what they reported in
/// document order as soon as every chunk before them is in, so that a digest's entries past its
/// limit are counted, and a chunk's errors freed, while the other chunks decode.
///
/// It also decides when the decode has failed: at the first chunk in document order that
/// failed, or at the first chunk whose drops break a completeness limit of the whole array;
/// the chunks past it are not needed.
final class ChunkCollector: @unchecked Sendable {
  /// What the chunks merged so far add up to.
  struct Collected {
    var merge: DigestMerge
    var unknownKeyRuns: [(ErrorDigest.Run, ChunkRebase)] = []
    var dropped: [DroppedElement] = []
    var path: [any CodingKey] = []
    var failure: (any Error)?
    let options: ResilientDecodingOptions
    /// What models' reporters are to hear, in order, with how to rebase each report.
    var modelReports: [(RecoveryReport, ChunkRebase)] = []
    /// The recoveries before the array, then those of the chunks merged so far.
    var recoveryCount: Int
    /// The chunk in which the decode passed its recovery limit, and the recoveries before it:
    /// the chunk decodes again to find the recovery that passed it.
    var recoveryLimitBreak: (chunk: Int, recoveriesBefore: Int)?
  }

  private let lock = NSLock()
  private let elementCount: Int
  // Everything below is guarded by `lock`.
  private var state: Collected
  private var finished: [Int: ChunkOutcome] = [:]
  private var writtenCounts: [Int]
  /// The next chunk to merge.
  private var next = 0
  /// The first chunk that is not needed: the chunk after the one that failed, or past the last.
  private var end: Int

  init(
    chunkCount: Int,
    elementCount: Int,
    merging merge: DigestMerge,
    options: ResilientDecodingOptions,
    recoveriesBefore: Int
  ) {
    self.elementCount = elementCount
    state = Collected(merge: merge, options: options, recoveryCount: recoveriesBefore)
    writtenCounts = Array(repeating: 0, count: chunkCount)
    end = chunkCount
  }

  /// Whether `chunk` still needs decoding: no chunk before it failed.
  func isNeeded(_ chunk: Int) -> Bool {
    lock.withLock { chunk < end }
  }

  /// How many elements each chunk wrote, and how many chunks, from the first, keep theirs.
  var written: (counts: [Int], keptChunks: Int) {
    lock.withLock { (writtenCounts, state.failure == nil ? writtenCounts.count : next - 1) }
  }

  /// What the chunks added up to, once every needed chunk is in.
  var collected: Collected { lock.withLock { state } }

  /// Takes `outcome`, what `chunk` decoded, and merges every chunk that is now next in order.
  func finish(_ chunk: Int, _ outcome: ChunkOutcome) {
    lock.withLock {
      writtenCounts[chunk] = outcome.written
      // A chunk past one that failed is not needed, whatever comes before it.
      if outcome.failure != nil { end = min(end, chunk + 1) }
      finished[chunk] = outcome
      while next < end, let outcome = finished.removeValue(forKey: next) {
        next += 1
        merge(outcome)
      }
    }
  }

  /// Merges `outcome`, the next chunk in order.
  private func merge(_ outcome: ChunkOutcome) {
    if let limit = state.options.recoveryLimit,
      outcome.passesRecoveryLimit(limit, after: state.recoveryCount)
    {
      state.recoveryLimitBreak = (next - 1, state.recoveryCount)
      // Until the chunk decodes again and throws the error of the recovery past the limit.
      state.failure =
        outcome.failure
        ?? DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "Passed the recovery limit of \(limit)"))
      end = next
      return
    }
    state.recoveryCount += outcome.recoveryCount
    state.modelReports += outcome.modelReports.map { ($0, outcome.rebase) }
    if let failure = outcome.failure {
      state.failure = failure
      end = next
      return
    }
    state.path = outcome.path
    for element in outcome.dropped {
      state.dropped.append(
        outcome.rebase.dropped(element, recordsError: state.dropped.recordsNextError))
    }
    if let digest = outcome.digest {
      let runs = digest.runs
      state.merge.append(runs.errors, rebasedBy: outcome.rebase)
      if !runs.unknownKeys.entries.isEmpty || !runs.unknownKeys.omitted.isEmpty {
        state.unknownKeyRuns.append((runs.unknownKeys, outcome.rebase))
      }
    }
    guard !outcome.dropped.isEmpty else { return }
    do {
      try CompletenessLimit.failFastOverWhole(
        state.dropped, of: elementCount, at: state.path, in: state.options)
    } catch {
      state.failure = error
      end = next
    }
  }
}

internal import Dispatch
internal import Foundation

/// The elements of one array of a payload, decoded chunk by chunk on every core, and what the
/// chunks reported, merged in document order as the chunks finish.
struct ConcurrentArray<Element: Decodable & SendableMetatype> {
  /// The elements that decoded, in order.
  private(set) var elements: [Element] = []
  /// The digest so far: what it started with, then the errors of every chunk.
  private(set) var merge: DigestMerge
  /// The unknown keys each chunk reported, in order, with how to rebase them: a decode reports
  /// them after everything else.
  private(set) var unknownKeyRuns: [(ErrorDigest.Run, ChunkRebase)] = []
  /// The recoveries counted for the recovery limit: those before the array, then its own.
  private(set) var recoveryCount = 0

  /// Adds the unknown keys to `merge`.
  func appendUnknownKeys(to merge: inout DigestMerge) {
    for (run, rebase) in unknownKeyRuns { merge.append(run, rebasedBy: rebase) }
  }
}

extension ConcurrentArray {
  /// Decodes the elements of the array that `layout` describes in `data` with `decoder`, in
  /// chunks of about the same size, as many chunks at once as there are cores, and merges what
  /// they report into `merge`.
  ///
  /// A chunk holds `minimumChunkSize` bytes at least, so that the cost of a decode call stays a
  /// small part of a chunk's. Unless `isConcurrent`, the chunks decode one after the other on
  /// this thread, to count what the chunking costs.
  ///
  /// - Throws: The first error in document order that a chunk could not recover from, or a
  ///   `DecodingError.dataCorrupted` if the array dropped more than a completeness limit allows,
  ///   whichever decoding the whole array would have met first.
  init(
    decoding layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    merging merge: DigestMerge,
    minimumChunkSize: Int,
    isConcurrent: Bool = true,
    recoveriesBefore: Int = 0
  ) throws {
    self.merge = merge
    recoveryCount = recoveriesBefore
    guard layout.count > 0 else { return }
    let chunks = Self.chunks(of: layout, minimumSize: minimumChunkSize)
    let collector = ChunkCollector(
      chunkCount: chunks.count, elementCount: layout.count, merging: merge,
      options: decoder.userInfo.resilientDecodingOptions, recoveriesBefore: recoveriesBefore)
    // Each chunk writes its elements into the array's own storage, from its first element's
    // index on; they then move down over the places of the elements dropped before them.
    elements = Array(unsafeUninitializedCapacity: layout.count) { buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      let slots = ElementSlots(base: base)
      let decodeChunk: @Sendable (Int) -> Void = { chunk in
        // Past a chunk that failed, nothing is needed.
        guard collector.isNeeded(chunk) else { return }
        collector.finish(
          chunk,
          Self.decode(
            chunks[chunk], of: layout, in: data, with: decoder,
            into: ElementSlots(base: slots.base + chunks[chunk].lowerBound)))
      }
      if isConcurrent {
        DispatchQueue.concurrentPerform(iterations: chunks.count, execute: decodeChunk)
      } else {
        for chunk in chunks.indices { decodeChunk(chunk) }
      }
      let (written, keptChunks) = collector.written
      var kept = 0
      for (position, chunk) in chunks.enumerated() {
        if position < keptChunks {
          (base + kept).moveInitialize(from: base + chunk.lowerBound, count: written[position])
          kept += written[position]
        } else {
          (base + chunk.lowerBound).deinitialize(count: written[position])
        }
      }
      initializedCount = kept
    }
    let collected = collector.collected
    self.merge = collected.merge
    unknownKeyRuns = collected.unknownKeyRuns
    recoveryCount = collected.recoveryCount
    // The models' reporters hear the chunks in order, on the caller's thread.
    for (report, rebase) in collected.modelReports {
      report.deliverToModel(rebase.entry(report.entry))
    }
    if let (chunk, recoveriesBefore) = collected.recoveryLimitBreak {
      throw Self.recoveryLimitError(
        chunks[chunk], of: layout, in: data, with: decoder, after: recoveriesBefore)
        ?? collected.failure ?? CancellationError()
    }
    do {
      if let failure = collected.failure { throw failure }
      try CompletenessLimit.checkWhole(
        collected.dropped, of: layout.count, at: collected.path, in: collected.options)
    } catch let error as CompletenessLimitError {
      throw decoder.payloadKeySpelling.respelling(error.error, asIn: data)
    }
  }

  /// The element indices of each chunk: consecutive elements of at least `minimumSize` bytes,
  /// about eight chunks per core, and no more than 256 kB a chunk unless `minimumSize` says
  /// more, so that the parses in flight hold little memory, and leave little behind in each
  /// thread's heap.
  static func chunks(of layout: JSONArrayLayout, minimumSize: Int) -> [Range<Int>] {
    let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    let size = max(
      min(layout.range.count / (cores * 8), JSONDecoder.concurrentChunkSize), minimumSize, 1)
    var chunks: [Range<Int>] = []
    var start = 0
    var boundary = layout.bounds[0] + size
    for index in 1..<layout.count where layout.bounds[2 * index] >= boundary {
      chunks.append(start..<index)
      start = index
      boundary = layout.bounds[2 * index] + size
    }
    chunks.append(start..<layout.count)
    return chunks
  }

  /// Decodes the elements `indices` of the array into `slots`, from a payload that holds them
  /// alone, counting `recoveriesBefore` recoveries before them.
  private static func decode(
    _ indices: Range<Int>,
    of layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    recoveriesBefore: Int = 0,
    into slots: ElementSlots<Element>
  ) -> ChunkOutcome {
    decodeChunk(
      chunkPayload(indices, of: layout, in: data), steps: layout.steps,
      rebase: ChunkRebase(depth: layout.steps.count, offset: indices.lowerBound),
      recoveriesBefore: recoveriesBefore, with: decoder, into: slots)
  }

  /// Decodes the elements of a chunk's payload into `slots`, one after the other, and says
  /// what it reported.
  ///
  /// - Parameters:
  ///   - payload: The chunk's JSON: its elements in an array, reached from the root through
  ///     `steps`.
  ///   - steps: The steps from the payload's root to the array.
  ///   - rebase: How to rebase what the chunk reports to the whole array.
  ///   - placeholders: The elements, by their index in the chunk, that stand in the payload
  ///     for what is not one: with the error to drop them with, or without, to skip them
  ///     unreported.
  ///   - recoveriesBefore: The recoveries to count before the chunk's first, for the recovery
  ///     limit.
  ///   - decoder: The decoder of the whole payload.
  ///   - slots: Where the elements go, the first at `slots.base`.
  /// - Returns: How many elements the chunk wrote, what it dropped and reported, or why it
  ///   failed.
  static func decodeChunk(
    _ payload: Data,
    steps: [JSONArrayLayout.Step],
    rebase: ChunkRebase,
    placeholders: [Int: (any Error)?] = [:],
    recoveriesBefore: Int = 0,
    with decoder: JSONDecoder,
    into slots: ElementSlots<Element>
  ) -> ChunkOutcome {
    let plan = ConcurrentDecodePlan()
    plan.steps = steps
    plan.placeholders = placeholders
    plan.recoveriesBefore = recoveriesBefore
    plan.slots = UnsafeMutableRawPointer(slots.base)
    let (result, modelReports) = RecoveryJournal.current.deferringModelReports {
      try ConcurrentDecodePlan.running(plan) {
        try decoder.decode(
          ElementChunk<Element>.self, from: payload, reportResilientDecodingErrors: true)
      }
    }
    var outcome = ChunkOutcome(
      written: plan.written, rebase: rebase, recoveryCount: plan.recoveryCount - recoveriesBefore,
      modelReports: modelReports)
    switch result {
    case .success(let (chunk, digest)):
      (outcome.dropped, outcome.path, outcome.digest) = (chunk.dropped, chunk.path, digest)
    case .failure(let error as DecodingError):
      outcome.failure = rebase.decodingError(error)
    case .failure(let error):
      outcome.failure = error
    }
    return outcome
  }

  /// Decodes the elements `indices` of the array again, on this thread, counting
  /// `recoveriesBefore` recoveries before them, and returns the error that passes the recovery
  /// limit; its models' reporters hear the recoveries before it.
  private static func recoveryLimitError(
    _ indices: Range<Int>,
    of layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    after recoveriesBefore: Int
  ) -> (any Error)? {
    let slots = UnsafeMutablePointer<Element>.allocate(capacity: indices.count)
    defer { slots.deallocate() }
    let outcome = decode(
      indices, of: layout, in: data, with: decoder, recoveriesBefore: recoveriesBefore,
      into: ElementSlots(base: slots))
    slots.deinitialize(count: outcome.written)
    for report in outcome.modelReports {
      report.deliverToModel(outcome.rebase.entry(report.entry))
    }
    return outcome.failure
  }

  /// The JSON of a chunk: its elements in an array, inside objects and arrays that lead to it
  /// through the same keys and indices as in the whole payload.
  static func chunkPayload(
    _ indices: Range<Int>,
    of layout: JSONArrayLayout,
    in data: Data
  ) -> Data {
    let base = data.startIndex
    let start = base + layout.bounds[2 * indices.lowerBound]
    let bytes = start..<(base + layout.bounds[2 * indices.upperBound - 1])
    var prefix = Data()
    var suffix = Data()
    for step in layout.steps {
      switch step {
      case .member(let key):
        prefix.append(UInt8(ascii: "{"))
        prefix.append(data[(base + key.lowerBound)..<(base + key.upperBound)])
        prefix.append(UInt8(ascii: ":"))
        suffix.append(UInt8(ascii: "}"))
      case .element(let index):
        prefix.append(UInt8(ascii: "["))
        prefix.append(contentsOf: repeatElement(Array("0,".utf8), count: index).joined())
        suffix.append(UInt8(ascii: "]"))
      }
    }
    var payload = Data(capacity: prefix.count + bytes.count + suffix.count + 2)
    payload.append(prefix)
    payload.append(UInt8(ascii: "["))
    payload.append(data[bytes])
    payload.append(UInt8(ascii: "]"))
    payload.append(contentsOf: suffix.reversed())
    return payload
  }
}

// MARK: - ElementSlots

/// The storage of the array being decoded, which each chunk writes its own elements into: the
/// chunks' ranges never overlap, and the caller reads the storage only once every chunk is done.
struct ElementSlots<Element>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Element>
}

internal import Dispatch
internal import Foundation

/// The elements of one array of a payload, decoded chunk by chunk on every core, with what the
/// chunks reported, ready to merge into one digest.
struct ConcurrentArray<Element: Decodable & SendableMetatype> {
  /// The elements that decoded, in order.
  private(set) var elements: [Element] = []
  /// The errors each chunk reported, in order, with how to rebase them to the whole array.
  private(set) var errorRuns: [(ErrorDigest.Run, ChunkRebase)] = []
  /// The unknown keys each chunk reported, in order, with how to rebase them.
  private(set) var unknownKeyRuns: [(ErrorDigest.Run, ChunkRebase)] = []

  /// Adds the runs to `merge`: the errors, or the unknown keys.
  func append(_ runs: KeyPath<Self, [(ErrorDigest.Run, ChunkRebase)]>, to merge: inout DigestMerge)
  {
    for (run, rebase) in self[keyPath: runs] { merge.append(run, rebasedBy: rebase) }
  }
}

extension ConcurrentArray {
  /// Decodes the elements of the array that `layout` describes in `data` with `decoder`, in
  /// chunks of about the same size, as many chunks at once as there are cores.
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
    minimumChunkSize: Int,
    isConcurrent: Bool = true
  ) throws {
    guard layout.count > 0 else { return }
    let chunks = Self.chunks(of: layout, minimumSize: minimumChunkSize)
    var outcomes: [ChunkOutcome] = []
    // Each chunk writes its elements into the array's own storage, from its first element's
    // index on; they then move down over the places of the elements dropped before them.
    elements = Array(unsafeUninitializedCapacity: layout.count) { buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      outcomes = Self.decode(
        chunks, of: layout, in: data, with: decoder, into: ElementSlots(base: base),
        isConcurrent: isConcurrent)
      var kept = 0
      var hasFailed = false
      for (chunk, outcome) in zip(chunks, outcomes) {
        hasFailed = hasFailed || outcome.failure != nil
        if hasFailed {
          (base + chunk.lowerBound).deinitialize(count: outcome.written)
        } else {
          (base + kept).moveInitialize(from: base + chunk.lowerBound, count: outcome.written)
          kept += outcome.written
        }
      }
      initializedCount = kept
    }
    let options = decoder.userInfo.resilientDecodingOptions
    var dropped: [DroppedElement] = []
    var path: [any CodingKey] = []
    do {
      for outcome in outcomes {
        if let failure = outcome.failure {
          // Drops before the failure that break a limit fail the decode first, as they would
          // have decoding the whole payload.
          try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: true)
          throw failure
        }
        path = outcome.path
        for element in outcome.dropped {
          dropped.append(outcome.rebase.dropped(element, recordsError: dropped.recordsNextError))
        }
        if let digest = outcome.digest {
          let runs = digest.runs
          errorRuns.append((runs.errors, outcome.rebase))
          unknownKeyRuns.append((runs.unknownKeys, outcome.rebase))
        }
      }
      try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: true)
      try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: false)
    } catch let error as CompletenessLimitError {
      throw decoder.payloadKeySpelling.respelling(error.error, asIn: data)
    }
  }

  /// Decodes `chunks` into `slots`, concurrently unless told otherwise.
  ///
  /// - Returns: What each chunk decoded, or why it failed; past the first chunk that failed, the
  ///   chunks are left undecoded.
  private static func decode(
    _ chunks: [Range<Int>],
    of layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    into slots: ElementSlots<Element>,
    isConcurrent: Bool
  ) -> [ChunkOutcome] {
    let outcomes = LockedValue([ChunkOutcome?](repeating: nil, count: chunks.count))
    let firstFailure = LockedValue(Int.max)
    let decodeChunk: @Sendable (Int) -> Void = { chunk in
      // Past a chunk that failed, nothing is needed.
      guard firstFailure.withValue({ $0 > chunk }) else { return }
      let outcome = decode(chunks[chunk], of: layout, in: data, with: decoder, into: slots)
      if outcome.failure != nil { firstFailure.withValue { $0 = min($0, chunk) } }
      outcomes.withValue { $0[chunk] = outcome }
    }
    if isConcurrent {
      DispatchQueue.concurrentPerform(iterations: chunks.count, execute: decodeChunk)
    } else {
      for chunk in chunks.indices { decodeChunk(chunk) }
    }
    return outcomes.withValue { outcomes in
      outcomes.map { $0 ?? ChunkOutcome(failure: ChunkSkippedError()) }
    }
  }

  /// Throws when the dropped elements break a completeness limit of the array: with
  /// `failingFast`, at the first element dropped past a limit, as the decode of the whole array
  /// would have; otherwise as its last check does, for a limit's path that cannot match.
  private static func checkLimits(
    _ dropped: [DroppedElement],
    of count: Int,
    at path: [any CodingKey],
    in options: ResilientDecodingOptions,
    failingFast: Bool
  ) throws(CompletenessLimitError) {
    guard !dropped.isEmpty else { return }
    do {
      guard failingFast else {
        _ = try ResilientState.decoded(
          dropping: dropped, of: count, at: path,
          in: DecodeSession(options: options, reporter: nil))
        return
      }
      let limits = CompletenessLimit.limits(at: path, in: options)
      let firstBreak = limits.compactMap { limit in
        (1...dropped.count).first { !limit.allows(dropping: $0, of: count) }
      }.min()
      guard let firstBreak else { return }
      try CompletenessLimit.failFast(
        limits, dropped: Array(dropped.prefix(firstBreak)), of: count,
        seen: dropped[firstBreak - 1].position + 1, at: path)
    } catch let error as DecodingError {
      throw CompletenessLimitError(error: error)
    } catch {
      // The checks throw only `DecodingError`s.
      return
    }
  }

  /// The element indices of each chunk: consecutive elements of at least `minimumSize` bytes,
  /// about eight chunks per core, and no more than a megabyte a chunk, so that a chunk's parse
  /// holds little memory.
  static func chunks(of layout: JSONArrayLayout, minimumSize: Int) -> [Range<Int>] {
    let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    let size = max(min(layout.range.count / (cores * 8), 1 << 20), minimumSize, 1)
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

  /// What one chunk decoded and reported, or why it failed.
  struct ChunkOutcome: @unchecked Sendable {
    /// How many elements the chunk wrote into its slots.
    var written = 0
    var dropped: [DroppedElement] = []
    var path: [any CodingKey] = []
    var digest: ErrorDigest?
    var rebase = ChunkRebase(depth: 0, offset: 0)
    /// The error the chunk failed with, if it failed.
    var failure: (any Error)?
  }

  /// Decodes the elements `indices` of the array into their slots, from a payload that holds
  /// them alone.
  private static func decode(
    _ indices: Range<Int>,
    of layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    into slots: ElementSlots<Element>
  ) -> ChunkOutcome {
    let rebase = ChunkRebase(depth: layout.steps.count, offset: indices.lowerBound)
    let payload = chunkPayload(indices, of: layout, in: data)
    let plan = ConcurrentDecodePlan()
    plan.steps = layout.steps
    plan.slots = UnsafeMutableRawPointer(slots.base + indices.lowerBound)
    do {
      let (chunk, digest) = try ConcurrentDecodePlan.running(plan) {
        try decoder.decode(
          ElementChunk<Element>.self, from: payload, reportResilientDecodingErrors: true)
      }
      return ChunkOutcome(
        written: plan.written, dropped: chunk.dropped, path: chunk.path, digest: digest,
        rebase: rebase)
    } catch let error as DecodingError {
      return ChunkOutcome(written: plan.written, failure: rebase.decodingError(error))
    } catch {
      return ChunkOutcome(written: plan.written, failure: error)
    }
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

// MARK: - Errors

/// The error of a completeness limit of the whole array, apart from the chunks' errors.
private struct CompletenessLimitError: Error {
  let error: DecodingError
}

/// The outcome of a chunk left undecoded after another failed; never thrown.
private struct ChunkSkippedError: Error {}

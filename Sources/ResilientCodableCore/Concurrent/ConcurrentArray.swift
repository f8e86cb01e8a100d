internal import Dispatch
internal import Foundation

/// The elements of one array of a payload, decoded chunk by chunk on every core, with what the
/// chunks reported, ready to merge into one digest.
struct ConcurrentArray<Element: Decodable & SendableMetatype> {
  /// The elements that decoded, in order.
  var elements: [Element] = []
  /// The errors each chunk reported, in order, with how to rebase them to the whole array.
  var errorRuns: [(ErrorDigest.Run, ChunkRebase)] = []
  /// The unknown keys each chunk reported, in order, with how to rebase them.
  var unknownKeyRuns: [(ErrorDigest.Run, ChunkRebase)] = []

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
  /// - Throws: The first error in document order that a chunk could not recover from; a
  ///   `DecodingError.dataCorrupted` if the array dropped more than a completeness limit allows.
  init(
    decoding layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder,
    minimumChunkSize: Int,
    isConcurrent: Bool = true
  ) throws {
    guard layout.count > 0 else { return }
    let chunks = Self.chunks(of: layout, minimumSize: minimumChunkSize)
    let outcomes = LockedValue(
      [Result<ChunkOutcome, any Error>?](repeating: nil, count: chunks.count))
    let firstFailure = LockedValue(Int.max)
    let decodeChunk: @Sendable (Int) -> Void = { chunk in
      // Past a chunk that failed, nothing is needed.
      guard firstFailure.withValue({ $0 > chunk }) else { return }
      let outcome = Result {
        try Self.decode(chunks[chunk], of: layout, in: data, with: decoder)
      }
      if case .failure = outcome { firstFailure.withValue { $0 = min($0, chunk) } }
      outcomes.withValue { $0[chunk] = outcome }
    }
    if isConcurrent {
      DispatchQueue.concurrentPerform(iterations: chunks.count, execute: decodeChunk)
    } else {
      for chunk in chunks.indices { decodeChunk(chunk) }
    }
    var results = outcomes.withValue { outcomes in
      defer { outcomes = [] }
      return outcomes
    }
    let options = decoder.userInfo.resilientDecodingOptions
    var dropped: [DroppedElement] = []
    var path: [any CodingKey] = []
    elements.reserveCapacity(layout.count)
    for position in results.indices {
      guard case .success(let outcome) = results[position] else {
        // Drops before the failure that break a limit fail the decode first, as they would have
        // decoding the whole payload.
        try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: true)
        if case .failure(let error) = results[position] { throw error }
        continue
      }
      results[position] = nil
      path = outcome.path
      elements.append(contentsOf: outcome.elements)
      for element in outcome.dropped {
        dropped.append(outcome.rebase.dropped(element, recordsError: dropped.recordsNextError))
      }
      if let digest = outcome.digest {
        let runs = digest.runs
        errorRuns.append((runs.errors, outcome.rebase))
        unknownKeyRuns.append((runs.unknownKeys, outcome.rebase))
      }
    }
    do {
      try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: true)
      try Self.checkLimits(dropped, of: layout.count, at: path, in: options, failingFast: false)
    } catch let error as DecodingError {
      throw decoder.payloadKeySpelling.respelling(error, asIn: data)
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
  ) throws {
    guard !dropped.isEmpty else { return }
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
  }

  /// The element indices of each chunk: consecutive elements of `minimumSize` bytes or more,
  /// and about eight chunks per core.
  static func chunks(of layout: JSONArrayLayout, minimumSize: Int) -> [Range<Int>] {
    let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)
    let size = max(layout.range.count / (cores * 8), minimumSize, 1)
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

  /// What one chunk decoded and reported.
  struct ChunkOutcome {
    let elements: [Element]
    let dropped: [DroppedElement]
    let path: [any CodingKey]
    let digest: ErrorDigest?
    let rebase: ChunkRebase
  }

  /// Decodes the elements `indices` of the array, from a payload that holds them alone.
  private static func decode(
    _ indices: Range<Int>,
    of layout: JSONArrayLayout,
    in data: Data,
    with decoder: JSONDecoder
  ) throws -> ChunkOutcome {
    let rebase = ChunkRebase(depth: layout.steps.count, offset: indices.lowerBound)
    let payload = chunkPayload(indices, of: layout, in: data)
    let plan = ConcurrentDecodePlan()
    plan.steps = layout.steps
    do {
      let (chunk, digest) = try ConcurrentDecodePlan.running(plan) {
        try decoder.decode(
          ElementChunk<Element>.self, from: payload, reportResilientDecodingErrors: true)
      }
      return ChunkOutcome(
        elements: chunk.elements, dropped: chunk.dropped, path: chunk.path, digest: digest,
        rebase: rebase)
    } catch let error as DecodingError {
      throw rebase.decodingError(error)
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

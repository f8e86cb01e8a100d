internal import Dispatch
internal import Foundation

/// One pass over a stream: reads its chunks, cuts them into batches, decodes as many batches at
/// once as there are cores, and hands their elements out in order, batch by batch.
///
/// The source is read only as far as the batches in flight need: memory holds the batches that
/// decode, and the one whose elements go out, whatever the stream's size.
final class StreamDecoding<Element: Decodable & Sendable> {
  /// Reads the next chunk of the stream's bytes, or `nil` at its end.
  private let read: () async throws -> [UInt8]?
  private let decoder: JSONDecoder
  private let format: JSONStreamFormat
  /// Tells the stream the digest so far.
  private let publish: @Sendable (ErrorDigest?) -> Void
  /// How many batches decode at once.
  private let parallelism = max(ProcessInfo.processInfo.activeProcessorCount, 1)

  private var lines = JSONLineSplitter()
  private var arrayElements = JSONArrayStreamSplitter()
  private var batches: StreamBatchBuilder
  /// The batches that decode, oldest first.
  private var inFlight: [(batch: StreamBatch, decoding: Task<DecodedBatch<Element>, Never>)] = []
  private var merge: StreamMerge
  /// Whether the source has nothing more to read.
  private var isSourceRead = false
  /// What the stream throws once the batches before it are out: the source's error, or the
  /// first malformed byte.
  private var endError: (any Error)?
  /// What the stream throws once the elements of the batch that failed are out.
  private var failure: (any Error)?
  private var isFinished = false

  init(
    reading read: @escaping () async throws -> [UInt8]?,
    with decoder: JSONDecoder,
    as format: JSONStreamFormat,
    batchSize: Int,
    publishing publish: @escaping @Sendable (ErrorDigest?) -> Void
  ) {
    self.read = read
    self.decoder = decoder
    self.format = format
    self.publish = publish
    batches = StreamBatchBuilder(
      targetSize: batchSize, maximumRecordSize: format.maximumElementSize)
    merge = StreamMerge(options: decoder.userInfo.resilientDecodingOptions)
  }

  deinit {
    for (_, task) in inFlight { task.cancel() }
  }

  /// The elements of the next batch in order, perhaps none, or `nil` at the end of the stream.
  ///
  /// - Throws: The first error in document order that the stream cannot recover from, once the
  ///   elements before it are out; `CancellationError` if the task is cancelled.
  func nextElements() async throws -> [Element]? {
    guard !isFinished else { return nil }
    if let failure {
      isFinished = true
      throw failure
    }
    if Task.isCancelled {
      isFinished = true
      for (_, task) in inFlight { task.cancel() }
      inFlight = []
      throw CancellationError()
    }
    do {
      try decoder.requireJSON()
    } catch {
      isFinished = true
      throw error
    }
    await fill()
    guard !inFlight.isEmpty else {
      isFinished = true
      if let endError { throw endError }
      try merge.finish()
      return nil
    }
    let (batch, decoding) = inFlight.removeFirst()
    var decoded = await decoding.value
    if let recoveriesBefore = merge.recoveriesBefore(passingLimitIn: decoded.outcome) {
      decoded = batch.decode(
        Element.self, as: format.layout, maximumElementSize: format.maximumElementSize,
        with: decoder, recoveriesBefore: recoveriesBefore)
    }
    do {
      try merge.merge(decoded)
    } catch {
      // Thrown at the next call, once the elements before it are out.
      failure = error
      for (_, task) in inFlight { task.cancel() }
      inFlight = []
    }
    publish(merge.digest)
    return decoded.elements
  }

  /// Reads the source until as many batches decode as there are cores, or the source ends.
  private func fill() async {
    while inFlight.count < parallelism {
      if let batch = batches.takeClosed() {
        let (decoder, format) = (decoder, format)
        // On Dispatch's threads, so that a batch's decode, which never suspends, holds no
        // thread of the tasks' pool: the caller's other tasks go on.
        inFlight.append(
          (
            batch,
            Task {
              await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                  continuation.resume(
                    returning: batch.decode(
                      Element.self, as: format.layout,
                      maximumElementSize: format.maximumElementSize, with: decoder))
                }
              }
            }
          ))
        continue
      }
      guard !isSourceRead else { return }
      do {
        if let chunk = try await read() {
          try split(chunk)
        } else {
          isSourceRead = true
          try finishSplitting()
        }
      } catch let error as MalformedJSONError {
        isSourceRead = true
        endError = JSONDecoder.syntaxError(error)
      } catch {
        isSourceRead = true
        endError = error
      }
      // What came before the end or the error decodes too.
      if isSourceRead { batches.closeBatch() }
    }
  }

  /// Cuts `chunk` into records, and the records into batches.
  private func split(_ chunk: [UInt8]) throws(MalformedJSONError) {
    switch format.layout {
    case .lines: lines.feed(chunk, into: &batches)
    case .array: try arrayElements.feed(chunk, into: &batches)
    }
  }

  /// Hands the last record to a batch, once the source has ended.
  private func finishSplitting() throws(MalformedJSONError) {
    switch format.layout {
    case .lines: lines.finish(into: &batches)
    case .array: try arrayElements.finish(into: &batches)
    }
  }
}

// A pass belongs to the iterator that runs it, on one task at a time.
@available(*, unavailable)
extension StreamDecoding: Sendable {}

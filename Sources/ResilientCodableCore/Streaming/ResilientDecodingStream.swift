internal import Foundation

/// The elements of a streamed JSON payload, decoded on every core as the bytes arrive, in order,
/// with the bad ones dropped and reported.
///
/// Make one with a `JSONDecoder`'s `decodeResilientStream(of:from:format:)`, iterate it, then
/// read its ``digest``:
///
/// ```swift
/// let events = decoder.decodeResilientStream(of: Event.self, from: chunks, format: .jsonLines)
/// for try await event in events {
///   handle(event)
/// }
/// if let digest = events.digest { log(digest) }
/// ```
///
/// Each iteration reads the source from its start, with an iterator of its own, and decodes it
/// anew. See <doc:DecodingLargeArrays>.
public final class ResilientDecodingStream<Element: Decodable & Sendable>: AsyncSequence,
  Sendable
{
  /// Makes the reader of one iteration: a function that returns the next chunk of the source's
  /// bytes, or `nil` at its end.
  private let makeReader: @Sendable () -> () async throws -> [UInt8]?
  private let decoder: JSONDecoder
  private let format: JSONStreamFormat
  /// The size of payload at which a batch closes.
  private let batchSize: Int
  private let latestDigest = LockedValue<ErrorDigest?>(nil)

  init(
    reading makeReader: @escaping @Sendable () -> () async throws -> [UInt8]?,
    with decoder: JSONDecoder,
    format: JSONStreamFormat,
    batchSize: Int
  ) {
    self.makeReader = makeReader
    self.decoder = decoder
    self.format = format
    self.batchSize = batchSize
  }

  /// The digest of the errors recovered from so far, in document order, or `nil` if there were
  /// none.
  ///
  /// It has the entries, JSON Pointers and order of a decode of the whole payload at once: the
  /// elements' errors, and then, when the decoder's options report them, the unknown keys.
  /// Read after an iteration has ended, it is that iteration's whole digest; read during one, it
  /// holds the elements handed out so far, and perhaps a few batches past them. With several
  /// iterations, it is the last one's to report.
  public var digest: ErrorDigest? { latestDigest.withValue { $0 } }

  /// Starts an iteration: a new read of the source.
  public func makeAsyncIterator() -> Iterator {
    latestDigest.withValue { $0 = nil }
    let latestDigest = latestDigest
    return Iterator(
      decoding: StreamDecoding(
        reading: makeReader(), with: decoder, as: format, batchSize: batchSize,
        publishing: { digest in latestDigest.withValue { $0 = digest } }))
  }

  /// Hands out a stream's elements, in order.
  public struct Iterator: AsyncIteratorProtocol {
    private let decoding: StreamDecoding<Element>
    /// The elements of the batch that go out, and the position of the next one: here, not in
    /// the pass, whose properties are checked for exclusivity at each access.
    private var elements: [Element] = []
    private var position = 0

    init(decoding: StreamDecoding<Element>) { self.decoding = decoding }

    /// The next element, or `nil` at the end of the stream.
    ///
    /// - Throws: The first error in document order that cannot be recovered from, once the
    ///   elements before it are out: in strict mode the first error, the error of a
    ///   completeness limit, a `DecodingError` whose underlying error is a
    ///   ``MalformedJSONError`` for an array that is not JSON, or the source's own error;
    ///   `CancellationError` if the task is cancelled.
    public mutating func next() async throws -> Element? {
      while position == elements.count {
        guard let batch = try await decoding.nextElements() else { return nil }
        (elements, position) = (batch, 0)
      }
      defer { position += 1 }
      return elements[position]
    }
  }
}

// An iterator runs one pass over the stream, on one task at a time.
@available(*, unavailable)
extension ResilientDecodingStream.Iterator: Sendable {}

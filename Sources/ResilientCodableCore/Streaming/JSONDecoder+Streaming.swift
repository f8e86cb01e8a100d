public import Foundation

extension JSONDecoder {
  /// Decodes the elements of a payload that streams in, chunk by chunk, on every core, and hands
  /// them out in order as they decode.
  ///
  /// Use it for JSON Lines from a file or a socket, or for a big array from a network body:
  ///
  /// ```swift
  /// let events = decoder.decodeResilientStream(of: Event.self, from: chunks, format: .jsonLines)
  /// for try await event in events {
  ///   handle(event)
  /// }
  /// if let digest = events.digest { log(digest) }
  /// ```
  ///
  /// The chunks are cut into batches of consecutive elements, and as many batches decode at
  /// once as there are cores, each with this decoder: its date, data, key and float strategies
  /// and its `userInfo` apply as they would to the whole payload. The stream reads ahead only
  /// as far as those batches need, so memory holds a few batches (of 256 kB each, or one
  /// element where an element is bigger), whatever the payload's size.
  ///
  /// A bad element is dropped and reported at its index in the whole payload, and the stream's
  /// ``ResilientDecodingStream/digest`` has the entries, JSON Pointers and order of a decode of
  /// the whole payload at once. In strict mode, the stream throws the first error in document
  /// order once the elements before it are out. The completeness limits of the options for a
  /// top-level collection hold for the whole stream: an absolute limit throws as soon as it
  /// breaks, a percentage at the end. See <doc:DecodingLargeArrays>.
  ///
  /// - Parameters:
  ///   - type: The type of the elements.
  ///   - source: The payload, in chunks: `Data`, `[UInt8]`, or any other bytes.
  ///   - format: How the payload lays out its elements: ``JSONStreamFormat/jsonLines`` or
  ///     ``JSONStreamFormat/array``.
  /// - Returns: The elements, as an asynchronous sequence.
  public func decodeResilientStream<
    Element: Decodable & Sendable, Source: AsyncSequence & Sendable
  >(
    of type: Element.Type,
    from source: Source,
    format: JSONStreamFormat
  ) -> ResilientDecodingStream<Element> where Source.Element: DataProtocol {
    decodeResilientStream(
      of: type, from: source, format: format, batchSize: Self.concurrentChunkSize)
  }

  /// Decodes a stream of chunks in batches of about `batchSize` bytes.
  func decodeResilientStream<Element: Decodable & Sendable, Source: AsyncSequence & Sendable>(
    of type: Element.Type,
    from source: Source,
    format: JSONStreamFormat,
    batchSize: Int
  ) -> ResilientDecodingStream<Element> where Source.Element: DataProtocol {
    ResilientDecodingStream(
      reading: {
        var chunks = source.makeAsyncIterator()
        return {
          guard let chunk = try await chunks.next() else { return nil }
          if let bytes = chunk as? [UInt8] { return bytes }
          return [UInt8](unsafeUninitializedCapacity: chunk.count) { buffer, count in
            count = chunk.copyBytes(to: buffer)
          }
        }
      },
      with: self, format: format, batchSize: batchSize)
  }

  /// Decodes the elements of a payload that streams in, byte by byte, on every core, and hands
  /// them out in order as they decode.
  ///
  /// It reads the bytes 64 kB at a time, then decodes them as the same call decodes a source of
  /// chunks. A source that yields chunks is faster: each byte of a byte sequence costs a call.
  ///
  /// - Parameters:
  ///   - type: The type of the elements.
  ///   - source: The payload, byte by byte, such as a file's or a network body's bytes.
  ///   - format: How the payload lays out its elements: ``JSONStreamFormat/jsonLines`` or
  ///     ``JSONStreamFormat/array``.
  /// - Returns: The elements, as an asynchronous sequence.
  public func decodeResilientStream<
    Element: Decodable & Sendable, Source: AsyncSequence & Sendable
  >(
    of type: Element.Type,
    from source: Source,
    format: JSONStreamFormat
  ) -> ResilientDecodingStream<Element> where Source.Element == UInt8 {
    ResilientDecodingStream(
      reading: {
        var bytes = source.makeAsyncIterator()
        return {
          var chunk: [UInt8] = []
          chunk.reserveCapacity(1 << 16)
          while chunk.count < 1 << 16, let byte = try await bytes.next() { chunk.append(byte) }
          return chunk.isEmpty ? nil : chunk
        }
      },
      with: self, format: format, batchSize: Self.concurrentChunkSize)
  }
}

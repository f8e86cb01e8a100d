import Foundation

@testable import ResilientCodableCore

/// A payload that streams in as the given chunks, counting the bytes it has handed out.
struct ChunkedPayload: AsyncSequence, Sendable {
  let chunks: [[UInt8]]
  let bytesRead = ByteCounter()

  init(_ text: String, chunkSize: Int) {
    let bytes = Array(text.utf8)
    let size = Swift.max(chunkSize, 1)
    chunks = stride(from: 0, to: bytes.count, by: size).map {
      Array(bytes[$0..<Swift.min($0 + size, bytes.count)])
    }
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<[UInt8]>
    let bytesRead: ByteCounter

    mutating func next() async -> Data? {
      guard let chunk = remaining.popFirst() else { return nil }
      bytesRead.add(chunk.count)
      return Data(chunk)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(remaining: chunks[...], bytesRead: bytesRead)
  }
}

/// A payload that streams in byte by byte.
struct BytePayload: AsyncSequence, Sendable {
  let bytes: [UInt8]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<UInt8>
    mutating func next() async -> UInt8? { remaining.popFirst() }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: bytes[...]) }
}

/// A count shared between a payload and its iterators.
final class ByteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add(_ bytes: Int) { lock.withLock { count += bytes } }
}

/// A source that fails after handing out its chunks.
struct FailingPayload: AsyncSequence, Sendable {
  struct ReadError: Error, Equatable {}
  let chunks: [[UInt8]]

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<[UInt8]>
    mutating func next() async throws -> [UInt8]? {
      guard let chunk = remaining.popFirst() else { throw ReadError() }
      return chunk
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
}

extension ResilientDecodingStream {
  /// Every element the stream hands out, and the error it ends with, if any.
  func collect() async -> (elements: [Element], error: (any Error)?) {
    var elements: [Element] = []
    do {
      for try await element in self { elements.append(element) }
      return (elements, nil)
    } catch {
      return (elements, error)
    }
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// `@SafeDecoding` models decoded from a stream: the same values, digest and reports as
/// decoding the whole payload at once.
struct StreamSafeDecodingTests {
  typealias ReportedNode = ConcurrentSafeDecodingTests.ReportedNode

  /// The nodes of the concurrent tests, in 4 kB chunks.
  struct Chunks: AsyncSequence, Sendable {
    let bytes: [UInt8]

    struct AsyncIterator: AsyncIteratorProtocol {
      var remaining: ArraySlice<UInt8>
      mutating func next() async -> ArraySlice<UInt8>? {
        guard !remaining.isEmpty else { return nil }
        defer { remaining = remaining.dropFirst(4_096) }
        return remaining.prefix(4_096)
      }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: bytes[...]) }
  }

  @Test(arguments: [JSONStreamFormat.array, .jsonLines])
  func `a macro model decodes from a stream as from the whole payload`(
    _ format: JSONStreamFormat
  ) async throws {
    let array = ConcurrentSafeDecodingTests.nodes()
    let text =
      format == .array ? array : String(array.dropFirst().dropLast()).replacing(",\n  ", with: "\n")
    let decoder = ConcurrentSafeDecodingTests.makeDecoder()
    let ((whole, wholeDigest), wholeReports) = try RecordingReporter.recording {
      try decoder.decodeResilient([ReportedNode].self, from: Data(array.utf8))
    }
    let stream = decoder.decodeResilientStream(
      of: ReportedNode.self, from: Chunks(bytes: Array(text.utf8)), format: format)
    let (nodes, reports) = try await RecordingReporter.recording {
      var nodes: [ReportedNode] = []
      for try await node in stream { nodes.append(node) }
      return nodes
    }
    #expect(nodes == whole)
    #expect(nodes.count == 5_143)
    #expect(stream.digest.entrySummaries == wholeDigest.entrySummaries)
    #expect(stream.digest?.omitted == wholeDigest?.omitted)
    #expect(stream.digest?.recoveryCount == wholeDigest?.recoveryCount)
    #expect(reports.count == 857 * 4)
    #expect(reports.map(ReportSummary.init) == wholeReports.map(ReportSummary.init))
  }

  @Test func `a recovery limit holds for the whole stream`() async throws {
    let array = ConcurrentSafeDecodingTests.nodes()
    let decoder = ConcurrentSafeDecodingTests.makeDecoder()
    decoder.userInfo.resilientDecodingOptions.recoveryLimit = 2_000
    let (whole, wholeReports) = RecordingReporter.recording {
      Result { try decoder.decodeResilient([ReportedNode].self, from: Data(array.utf8)) }
    }
    let stream = decoder.decodeResilientStream(
      of: ReportedNode.self, from: Chunks(bytes: Array(array.utf8)), format: .array)
    let (error, reports) = await RecordingReporter.recording {
      do {
        for try await _ in stream {}
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    guard case .failure(let wholeError) = whole else {
      Issue.record("expected the whole decode to fail")
      return
    }
    #expect(error == "\(wholeError)")
    #expect(error.hasPrefix("Stopped after 2000 recoveries, the limit: "))
    #expect(reports.map(ReportSummary.init) == wholeReports.map(ReportSummary.init))
    #expect(reports.count == 1_600)
  }
}

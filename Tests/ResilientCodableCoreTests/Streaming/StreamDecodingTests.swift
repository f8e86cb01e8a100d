import Foundation
import ResilientCodableTestSupport
import Testing

@testable import ResilientCodableCore

struct StreamDecodingTests {
  typealias Item = ConcurrentDecodingTests.Item
  typealias Setup = ConcurrentDecodingTests.Setup

  struct Case: CustomTestStringConvertible, Sendable {
    let setup: Setup
    let elements: [String]
    let batchSize: Int
    let chunkSize: Int
    var testDescription: String {
      "\(setup.rawValue), \(elements.count) elements, batch \(batchSize), chunk \(chunkSize)"
    }
  }

  static let cases: [Case] = Setup.allCases.flatMap { setup in
    ConcurrentDecodingTests.elementSets.flatMap { elements in
      [(1, 7), (60, 1), (1 << 20, 1 << 20)].map {
        Case(setup: setup, elements: elements, batchSize: $0, chunkSize: $1)
      }
    }
  }

  @Test(arguments: cases)
  func `a streamed array decodes as decodeResilient decodes it whole`(_ test: Case) async throws {
    let decoder = test.setup.makeDecoder()
    let json = ConcurrentDecodingTests.items(test.setup, test.elements)
    let stream = decoder.decodeResilientStream(
      of: Item.self, from: ChunkedPayload(json, chunkSize: test.chunkSize), format: .array,
      batchSize: test.batchSize)
    try await Self.expectSameOutcome(Self.expectedOutcome(of: test), stream)
  }

  @Test(arguments: cases)
  func `JSON Lines decode as the array of their lines does`(_ test: Case) async throws {
    let decoder = test.setup.makeDecoder()
    let lines = ConcurrentDecodingTests.items(test.setup, test.elements.map { $0 + "\n" })
      .dropFirst().dropLast().replacing("\n, ", with: "\n")
    let stream = decoder.decodeResilientStream(
      of: Item.self, from: ChunkedPayload(String(lines), chunkSize: test.chunkSize),
      format: .jsonLines, batchSize: test.batchSize)
    try await Self.expectSameOutcome(Self.expectedOutcome(of: test), stream)
  }

  /// What decoding the test's elements whole gives; where an absolute completeness limit fails
  /// it, what decoding the shortest prefix that fails gives, since a stream, which cannot know
  /// how many elements are still to come, fails as soon as the limit breaks.
  static func expectedOutcome(of test: Case) -> Result<([Item], ErrorDigest?), any Error> {
    let decoder = test.setup.makeDecoder()
    func decode(_ elements: ArraySlice<String>) -> Result<([Item], ErrorDigest?), any Error> {
      let json = ConcurrentDecodingTests.items(test.setup, Array(elements))
      return Result { try decoder.decodeResilient([Item].self, from: Data(json.utf8)) }
    }
    let whole = decode(test.elements[...])
    guard case .failure = whole, [.limitCount, .limitByPath].contains(test.setup) else {
      return whole
    }
    return (1...test.elements.count).lazy.map { decode(test.elements.prefix($0)) }
      .first { if case .failure = $0 { true } else { false } } ?? whole
  }

  /// Expects the stream to hand out the whole decode's elements and digest, or, where the whole
  /// decode fails, to fail with its error after a prefix of its elements.
  static func expectSameOutcome(
    _ whole: Result<([Item], ErrorDigest?), any Error>,
    _ stream: ResilientDecodingStream<Item>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let (elements, error) = await stream.collect()
    switch whole {
    case .success(let (items, digest)):
      #expect(error == nil, sourceLocation: sourceLocation)
      #expect(elements.map(\.summary) == items.map(\.summary), sourceLocation: sourceLocation)
      #expect(
        stream.digest.entrySummaries == digest.entrySummaries, sourceLocation: sourceLocation)
      #expect(stream.digest?.omitted == digest?.omitted, sourceLocation: sourceLocation)
      #expect(
        stream.digest?.entries.map(\.action) == digest?.entries.map(\.action),
        sourceLocation: sourceLocation)
    case .failure(let wholeError):
      let streamError = try #require(error, sourceLocation: sourceLocation)
      #expect(
        ConcurrentDecodingTests.describe(streamError)
          == ConcurrentDecodingTests.describe(wholeError), sourceLocation: sourceLocation)
    }
  }

  @Test
  func `a line that is not JSON is dropped and reported with its line number`() async throws {
    let lines = """
      {"id": 1, "userName": "a"}

      {"id": 2, "userName": "b", }
      {"id": 3, "userName": "c"} {"id": 4}
      [1,
      2]
      {"id": 5, "userName": "e"}\r
      {"id": 6, "userName": "f", "tags": ["x"
      """
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: ChunkedPayload(lines, chunkSize: 5), format: .jsonLines,
      batchSize: 40)
    let (items, error) = await stream.collect()
    #expect(error == nil)
    #expect(items.map(\.id) == [1, 2, 5])
    let digest = try #require(stream.digest)
    #expect(digest.entries.map(\.jsonPointer) == ["/3", "/4", "/5", "/7"])
    #expect(digest.entries.map(\.action.index) == [3, 4, 5, 7])
    #expect(
      digest.entries.map(\.message) == [
        "Line 4 is not JSON: Unexpected `{` at byte 27, where `,` or the end of the container"
          + " belongs, counted from the line's start",
        "Line 5 is not JSON: Unexpected end of the payload at byte 3, where a value or `]`"
          + " belongs, counted from the line's start",
        "Line 6 is not JSON: Unexpected `]` at byte 1, where `,` or the end of the container"
          + " belongs, counted from the line's start",
        "Line 8, the last, ends before its value does: Unexpected end of the payload at byte 39,"
          + " where `,` or the end of the container belongs, counted from the line's start",
      ])
    #expect(digest.entries.allSatisfy { $0.category == .dataCorrupted })
    let underlying = digest.entries.compactMap {
      ($0.error as? DecodingError)?.underlyingMalformedJSON?.byteOffset
    }
    #expect(underlying == [27, 3, 1, 39])
  }

  @Test
  func `a byte order mark, blank lines and a last line without a line feed decode`() async throws {
    let lines =
      "\u{FEFF}" + #"{"id": 1, "userName": "a"}"# + "\n\n  \r\n" + #"{"id": "x"}"# + "\n"
      + #"{"id": 3, "userName": "c"}"#
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: BytePayload(bytes: Array(lines.utf8)), format: .jsonLines)
    let (items, error) = await stream.collect()
    #expect(error == nil)
    #expect(items.map(\.id) == [1, 3])
    #expect(stream.digest?.entries.map(\.jsonPointer) == ["/3/id"])
  }

  @Test(arguments: [
    (#"[{"id": 1}, {"id": 2,,}]"#, 21, 1),
    (#"[1, 2"#, 5, 2),
    (#"[1 2]"#, 3, 1),
    (#"[1, 2] x"#, 7, 2),
    (#"["abc]"#, 6, 0),
    (#"[tru]"#, 4, 0),
    (#"[1, {"a": "\u12"}, 3]"#, 11, 1),
    (#"{"data": [1, 2]}"#, 0, 0),
    (#""#, 0, 0),
  ])
  func `an array that is not JSON fails at the offset of its first bad byte`(
    _ json: String,
    _ offset: Int,
    _ elementsBefore: Int
  ) async throws {
    struct Loose: Decodable, Sendable {
      init(from decoder: any Decoder) throws {}
    }
    let stream = JSONDecoder().decodeResilientStream(
      of: Loose.self, from: ChunkedPayload(json, chunkSize: 3), format: .array, batchSize: 1)
    let (elements, error) = await stream.collect()
    #expect(elements.count == elementsBefore)
    let malformed = try #require((error as? DecodingError)?.underlyingMalformedJSON)
    #expect(malformed.byteOffset == offset)
  }

  @Test
  func `the source is read only as far as the batches in flight need`() async throws {
    let line = #"{"id": 1, "userName": "abcdefghijklmnopqrstuvwxyz"}"# + "\n"
    let payload = ChunkedPayload(String(repeating: line, count: 2_000), chunkSize: 100)
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: payload, format: .jsonLines, batchSize: 1_000)
    var iterator = stream.makeAsyncIterator()
    _ = try await iterator.next()
    // Each core's batch, the batch being filled, and the chunk that closed the last one.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(payload.bytesRead.value <= (cores + 1) * (1_000 + line.utf8.count) + 100)
    var count = 1
    while try await iterator.next() != nil { count += 1 }
    #expect(count == 2_000)
    #expect(payload.bytesRead.value == 2_000 * line.utf8.count)
  }

  @Test
  func `the source's error ends the stream after the elements before it`() async throws {
    let chunks = [Array(#"{"id": 1, "userName": "a"}"#.utf8 + [10]), Array(#"{"id": 2,"#.utf8)]
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: FailingPayload(chunks: chunks), format: .jsonLines, batchSize: 1)
    let (items, error) = await stream.collect()
    #expect(items.map(\.id) == [1])
    #expect(error is FailingPayload.ReadError)
  }

  @Test
  func `each iteration reads the source anew and has its own digest`() async throws {
    let lines = #"{"id": 1, "userName": "a"}"# + "\n" + #"{"id": "x"}"# + "\n"
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: ChunkedPayload(lines, chunkSize: 4), format: .jsonLines)
    let first = await stream.collect()
    let second = await stream.collect()
    #expect(first.elements.map(\.id) == [1])
    #expect(second.elements.map(\.id) == [1])
    #expect(stream.digest?.entries.map(\.jsonPointer) == ["/1/id"])
  }

  @Test
  func `strict mode hands out the elements before the first error, then throws it`()
    async throws
  {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    let lines = (1...10).map { #"{"id": \#($0), "userName": "u"}"# }.joined(separator: "\n")
      .replacing(#""id": 7"#, with: #""id": "7""#)
    let stream = decoder.decodeResilientStream(
      of: Item.self, from: ChunkedPayload(lines, chunkSize: 64), format: .jsonLines,
      batchSize: 100)
    let (items, error) = await stream.collect()
    #expect(items.map(\.id) == [1, 2, 3, 4, 5, 6])
    let description = ConcurrentDecodingTests.describe(try #require(error))
    #expect(description == "Index 6/id: Expected to decode Int but found a string instead.")
  }

  @Test
  func `an absolute completeness limit fails the stream as soon as it breaks`() async throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(1)
    let lines = (1...100).map { $0 % 10 == 0 ? "{}" : #"{"id": \#($0), "userName": "u"}"# }
      .joined(separator: "\n")
    let payload = ChunkedPayload(lines, chunkSize: 50)
    let stream = decoder.decodeResilientStream(
      of: Item.self, from: payload, format: .jsonLines, batchSize: 200)
    let (items, error) = await stream.collect()
    #expect(error is DecodingError)
    #expect(items.count < 90)
    #expect(payload.bytesRead.value < lines.utf8.count)
  }

  @Test
  func `a stream that fails fast counts the values it saw, blank lines aside`() async throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(1)
    // Three values, the second and third bad, among four blank lines, in batches of two lines.
    let lines = ["", #"{"id": 1, "userName": "a"}"#, "", "{}", "", "", "{}", #"{"id": 4}"#]
    let stream = decoder.decodeResilientStream(
      of: Item.self, from: ChunkedPayload(lines.joined(separator: "\n"), chunkSize: 7),
      format: .jsonLines, batchSize: 2)
    let (items, error) = await stream.collect()
    #expect(items.map(\.id) == [1])
    guard case .dataCorrupted(let context) = try #require(error as? DecodingError) else {
      Issue.record("\(String(describing: error)) is not dataCorrupted")
      return
    }
    #expect(
      context.debugDescription
        == "2 of 3 elements were dropped, more than the limit of at most 1 dropped")
  }
}

extension DecodingError {
  /// The malformed JSON that this error stands for, if it does.
  var underlyingMalformedJSON: MalformedJSONError? {
    guard case .dataCorrupted(let context) = self else { return nil }
    return context.underlyingError as? MalformedJSONError
  }
}

extension StreamDecodingTests {
  @Test
  func `a decoder that allows JSON5 is told to decode whole`() async throws {
    let decoder = JSONDecoder()
    decoder.allowsJSON5 = true
    let data = Data("[1, 2, /* three */ 3]".utf8)
    let expected =
      "Decoding in parts reads JSON, not JSON5: set allowsJSON5 to false, "
      + "or decode the payload whole with decode(_:from:reportResilientDecodingErrors:)"
    let concurrent = try #require(throws: DecodingError.self) {
      try decoder.decodeResilientConcurrently([Int].self, from: data)
    }
    #expect(ConcurrentDecodingTests.describe(concurrent) == ": " + expected)
    struct Page: Decodable { var data: [Int] }
    let envelope = try #require(throws: DecodingError.self) {
      try decoder.decodeResilientConcurrently(
        Page.self, elements: [Int].self, at: "/data", from: Data(#"{"data": [1]}"#.utf8))
    }
    #expect(ConcurrentDecodingTests.describe(envelope) == ": " + expected)
    let stream = decoder.decodeResilientStream(
      of: Int.self, from: ChunkedPayload("1\n2\n", chunkSize: 2), format: .jsonLines)
    let (elements, error) = await stream.collect()
    #expect(elements.isEmpty)
    #expect(ConcurrentDecodingTests.describe(try #require(error)) == ": " + expected)
    // The whole decode reads it.
    #expect(try decoder.decode([Int].self, from: data) == [1, 2, 3])
  }
}

extension StreamDecodingTests {
  @Test
  func `a line whose value is not JSON fails its batch's parse, and only it is dropped`()
    async throws
  {
    let lines = [
      #"{"id": 1, "userName": "a"}"#, #"{"id": 2, "userName": nul}"#,
      #"{"id": 3, "userName": "c", "tags": [1 2]}"#, #"{"id": 4, "userName": "d"}"#,
    ].joined(separator: "\n")
    let stream = JSONDecoder().decodeResilientStream(
      of: Item.self, from: ChunkedPayload(lines, chunkSize: 1 << 10), format: .jsonLines)
    let (items, error) = await stream.collect()
    #expect(error == nil)
    #expect(items.map(\.id) == [1, 4])
    #expect(
      stream.digest?.entries.map(\.message) == [
        "Line 2 is not JSON: Unexpected `}` at byte 25, where `null` belongs, counted from the line's"
          + " start",
        "Line 3 is not JSON: Unexpected `2` at byte 38, where `,` or the end of the container"
          + " belongs, counted from the line's start",
      ])
  }
}

extension StreamDecodingTests {
  @Test(arguments: [1, 7, 1 << 10])
  func `an element past the size limit is dropped and reported, unread`(chunkSize: Int)
    async throws
  {
    let long = #"{"id": 2, "userName": "\#(String(repeating: "x", count: 80))"}"#
    let short = [#"{"id": 1, "userName": "a"}"#, #"{"id": 3, "userName": "c"}"#]
    let decoder = JSONDecoder()
    let lines = JSONStreamFormat.jsonLines.limitingElements(toBytes: 40)
    let lineStream = decoder.decodeResilientStream(
      of: Item.self,
      from: ChunkedPayload(
        [short[0], long, short[1], long].joined(separator: "\n"), chunkSize: chunkSize),
      format: lines, batchSize: 64)
    let (items, error) = await lineStream.collect()
    #expect(error == nil)
    #expect(items.map(\.id) == [1, 3])
    #expect(lineStream.digest?.entries.map(\.jsonPointer) == ["/1", "/3"])
    #expect(
      lineStream.digest?.entries.map(\.message) == [
        "Line 2 is longer than the limit of 40 bytes",
        "Line 4 is longer than the limit of 40 bytes",
      ])

    let arrayStream = decoder.decodeResilientStream(
      of: Item.self,
      from: ChunkedPayload(
        "[" + [short[0], long, short[1]].joined(separator: ", ") + "]", chunkSize: chunkSize),
      format: JSONStreamFormat.array.limitingElements(toBytes: 40), batchSize: 64)
    let (elements, arrayError) = await arrayStream.collect()
    #expect(arrayError == nil)
    #expect(elements.map(\.id) == [1, 3])
    #expect(
      arrayStream.digest?.entries.map(\.message) == [
        "Element 1 is longer than the limit of 40 bytes"
      ])
    #expect(JSONStreamFormat.jsonLines.maximumElementSize == 1 << 24)
  }
}

import Foundation
import ResilientCodableTestSupport
import Testing

@testable import ResilientCodableCore

struct ConcurrentDecodingTests {
  /// An element with required fields, a resilient collection and a resilient optional.
  struct Item: Decodable {
    var id: Int
    var userName: String
    @Resilient var tags: [String]
    @Resilient var score: Double?
    @Resilient var createdAt: Date?

    var summary: String { "\(id) \(userName) \(tags) \(score.map { "\($0)" } ?? "nil")" }
  }

  /// An object around an array of items.
  struct Page: Decodable {
    @Resilient var count: Int?
    @Resilient var data: [Item]
    @Resilient var next: Int?
  }

  /// A decoder set up as a test case says.
  enum Setup: String, CaseIterable, CustomTestStringConvertible {
    case plain, snakeCase, strict, limitPercent, limitCount, limitByPath, entryLimit, unknownKeys
    case coerces, recoveryLimit

    var testDescription: String { rawValue }

    func makeDecoder() -> JSONDecoder {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      switch self {
      case .plain: break
      case .snakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
      case .strict: decoder.userInfo.resilientDecodingOptions.isStrict = true
      case .limitPercent:
        decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(percent: 20)
      case .limitCount:
        decoder.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(1)
      case .limitByPath:
        decoder.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
          "": .droppedAtMost(1), "data": .droppedAtMost(1), "[*].tags": .droppedAtMost(0),
          "data[*].tags": .droppedAtMost(0),
        ]
      case .entryLimit: decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 2
      case .unknownKeys: decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
      case .coerces: decoder.userInfo.resilientDecodingOptions.coercesScalars = true
      case .recoveryLimit: decoder.userInfo.resilientDecodingOptions.recoveryLimit = 3
      }
      return decoder
    }
  }

  /// Elements as a test writes them: `userName` in the case the setup's key strategy reads.
  static func items(_ setup: Setup, _ elements: [String]) -> String {
    let json = "[" + elements.joined(separator: ", ") + "]"
    return setup == .snakeCase ? json.replacing("userName", with: "user_name") : json
  }

  static let elementSets: [[String]] = [
    [],
    [#"{"id": 1, "userName": "a", "tags": ["x"]}"#],
    [
      #"{"id": 1, "userName": "a [b], \"c\" \\ d", "tags": ["x", 2, "y"], "score": 1.5}"#,
      #"{"id": "two", "userName": "b"}"#,
      #"{"id": 3, "userName": "ünïcödé 🎉 \u00e9", "tags": {"no": 1}, "score": "high"}"#,
      #"{"id": 4, "userName": null, "extra": true}"#,
      #"  {"id": 5, "userName": "e", "createdAt": "yesterday", "tags": [1, 2]}  "#,
      #"{"id": 6, "userName": "f", "tags": ["]", "[", ","]}"#,
      #"7"#,
      #"{"id": 8, "userName": "h", "score": "2.5"}"#,
    ],
  ]

  struct Case: CustomTestStringConvertible, Sendable {
    let setup: Setup
    let elements: [String]
    let chunkSize: Int
    var testDescription: String {
      "\(setup.rawValue), \(elements.count) elements, chunk \(chunkSize)"
    }
  }

  static let cases: [Case] = Setup.allCases.flatMap { setup in
    elementSets.flatMap { elements in
      [1, 60, 1 << 20].map { Case(setup: setup, elements: elements, chunkSize: $0) }
    }
  }

  @Test(arguments: cases)
  func `a top-level array decodes as decodeResilient decodes it`(_ test: Case) throws {
    let decoder = test.setup.makeDecoder()
    let data = Data(Self.items(test.setup, test.elements).utf8)
    let whole = Result { try decoder.decodeResilient([Item].self, from: data) }
    let concurrent = Result {
      try decoder.decodeResilientConcurrently(
        [Item].self, from: data, minimumChunkSize: test.chunkSize)
    }
    try Self.expectSameOutcome(
      whole.map { ($0.0.map(\.summary), $0.1) }, concurrent.map { ($0.0.map(\.summary), $0.1) })
  }

  @Test(arguments: cases)
  func `the array at a pointer decodes with its object as the whole payload does`(
    _ test: Case
  ) throws {
    let decoder = test.setup.makeDecoder()
    let json =
      #"{"count": "many", "data": "# + Self.items(test.setup, test.elements) + #", "next": "x"}"#
    let data = Data(json.utf8)
    let whole = Result {
      try decoder.decode(Page.self, from: data, reportResilientDecodingErrors: true)
    }
    let concurrent = Result {
      try decoder.decodeResilientConcurrently(
        Page.self, elements: [Item].self, at: "/data", from: data, minimumChunkSize: test.chunkSize,
        isConcurrent: true)
    }
    try Self.expectSameOutcome(
      whole.map { ($0.0.data.map(\.summary), $0.1) },
      concurrent.map { page, items, digest in
        #expect(page.data.isEmpty)
        #expect(page.next == nil)
        return (items.map(\.summary), digest)
      })
  }

  static func expectSameOutcome(
    _ whole: Result<([String], ErrorDigest?), any Error>,
    _ concurrent: Result<([String], ErrorDigest?), any Error>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    switch (whole, concurrent) {
    case (.success(let whole), .success(let concurrent)):
      #expect(concurrent.0 == whole.0, sourceLocation: sourceLocation)
      #expect(
        concurrent.1.entrySummaries == whole.1.entrySummaries, sourceLocation: sourceLocation)
      #expect(concurrent.1?.omitted == whole.1?.omitted, sourceLocation: sourceLocation)
      #expect(
        concurrent.1?.entries.map(\.action) == whole.1?.entries.map(\.action),
        sourceLocation: sourceLocation)
    case (.failure(let whole), .failure(let concurrent)):
      #expect(Self.describe(concurrent) == Self.describe(whole), sourceLocation: sourceLocation)
    default:
      Issue.record("whole: \(whole), concurrent: \(concurrent)", sourceLocation: sourceLocation)
    }
  }

  /// An error's kind, path and description, with the coding path as a value.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "keyNotFound \(key.stringValue) at \(CodingPath(context.codingPath))"
    case .valueNotFound(_, let context), .typeMismatch(_, let context),
      .dataCorrupted(let context):
      return "\(CodingPath(context.codingPath)): \(context.debugDescription)"
    @unknown default: return "\(error)"
    }
  }

  @Test
  func `drops bad elements and reports their global indices and pointers`() throws {
    let json = Self.items(.plain, Self.elementSets[2])
    let decoder = JSONDecoder()
    let (items, digest) = try decoder.decodeResilientConcurrently(
      [Item].self, from: Data(json.utf8), minimumChunkSize: 1)
    #expect(items.map(\.id) == [1, 3, 5, 6, 8])
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/0/tags/1", "/1/id", "/2/tags", "/2/score", "/3/userName", "/4/tags/0", "/4/tags/1",
        "/4/createdAt", "/6", "/7/score",
      ])
    #expect(digest?.entries.map(\.action.index) == [1, 1, nil, nil, 3, 0, 1, nil, 6, nil])
  }

  @Test
  func `decodes the array in the middle of a nested pointer`() throws {
    let json = #"{"a": [0, {"b~/c": {"items": [{"id": 1, "userName": "a"}, {"id": "x"}]}}]}"#
    struct Root: Decodable {}
    let (_, items, digest) = try JSONDecoder().decodeResilientConcurrently(
      Root.self, elements: [Item].self, at: "/a/1/b~0~1c/items", from: Data(json.utf8),
      minimumChunkSize: 1, isConcurrent: true)
    #expect(items.map(\.id) == [1])
    #expect(digest?.entries.map(\.jsonPointer) == ["/a/1/b~0~1c/items/1/id"])
    #expect(digest?.entries.map(\.codingPath) == [["a", 1, "b~/c", "items", 1, "id"]])
  }

  @Test(arguments: [
    (#"[{"id": 1}, {"id": 2,,}]"#, 21),
    (#"[1, 2"#, 5),
    (#"[1 2]"#, 3),
    (#"[1, 2] x"#, 7),
    (#"["abc]"#, 6),
    (#"[tru]"#, 4),
    (#"[{"a": 1}, ["b", 2}]"#, 18),
    (#"[{"a": [1, 2}]"#, 12),
    (#"[1, {"a": "\u12"}, tru]"#, 11),
    (#"{"data": [1, 2}"#, 14),
  ])
  func `malformed JSON fails with the offset of its first bad byte`(
    _ json: String,
    _ offset: Int
  ) throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decodeResilientConcurrently([Int].self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    let malformed = try #require(context.underlyingError as? MalformedJSONError)
    #expect(malformed.byteOffset == offset)
    #expect(context.debugDescription.contains("at byte \(offset)"))
  }

  @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian])
  func `a payload in UTF-16 or UTF-32 decodes as in UTF-8`(_ encoding: String.Encoding) throws {
    let json = Self.items(.plain, Self.elementSets[2])
    let data = try #require(json.data(using: encoding))
    let decoder = JSONDecoder()
    let (whole, wholeDigest) = try decoder.decodeResilient([Item].self, from: data)
    let (items, digest) = try decoder.decodeResilientConcurrently(
      [Item].self, from: data, minimumChunkSize: 1)
    #expect(items.map(\.summary) == whole.map(\.summary))
    #expect(items.map(\.id) == [1, 3, 5, 6, 8])
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
  }

  @Test
  func `a root that is not an array decodes as decodeResilient decodes it`() throws {
    let (items, digest) = try JSONDecoder().decodeResilientConcurrently(
      [Int].self, from: Data(#"{"a": 1}"#.utf8))
    #expect(items.isEmpty)
    #expect(digest?.entries.map(\.jsonPointer) == [""])
  }

  @Test
  func `a payload without an array at the pointer decodes its object alone`() throws {
    let (page, items, digest) = try JSONDecoder().decodeResilientConcurrently(
      Page.self, elements: [Item].self, at: "/data", from: Data(#"{"count": 2}"#.utf8))
    #expect(page.count == 2)
    #expect(items.isEmpty)
    #expect(digest == nil)
  }

  @Test
  func `carries the decoder's user info to every element`() throws {
    struct Probe: Decodable {
      static let key = CodingUserInfoKey(rawValue: "probe")
      let seen: String
      init(from decoder: any Decoder) throws {
        seen = Self.key.flatMap { decoder.userInfo[$0] as? String } ?? "none"
      }
    }
    let decoder = JSONDecoder()
    decoder.userInfo[try #require(Probe.key)] = "here"

    let json = "[" + Array(repeating: "1", count: 100).joined(separator: ",") + "]"
    let (probes, _) = try decoder.decodeResilientConcurrently(
      [Probe].self, from: Data(json.utf8), minimumChunkSize: 8)
    #expect(probes.count == 100)
    #expect(probes.allSatisfy { $0.seen == "here" })
  }
}

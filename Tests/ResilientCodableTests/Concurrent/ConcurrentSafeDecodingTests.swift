import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// `@SafeDecoding` models decoded as the elements of a big array, concurrently: the same values
/// and digest as decoding the array whole.
struct ConcurrentSafeDecodingTests {
  @SafeDecoding
  struct Node: Equatable {
    enum State: String, ResilientRawRepresentable {
      case open, closed, unknown
      static var decodingFallback: Self { .unknown }
    }

    let id: Int
    var title: String?
    var tags: [String]
    var state: State
    var createdAt: Date?
  }

  /// A node whose recoveries its model's reporter hears.
  @SafeDecoding(reporter: RecordingReporter())
  struct ReportedNode: Equatable {
    let id: Int
    var title: String?
    var tags: [String]
    var state: Node.State
    var createdAt: Date?
  }

  @SafeDecoding
  struct Page {
    var total: Int?
    var nodes: [Node]
    var next: String?
  }

  /// About 600 kB of nodes, so that the array decodes in several chunks.
  ///
  /// In every seven, three nodes have something wrong, and one of them, whose id is a string,
  /// is dropped. The fourth node's novel state takes the enum's fallback, as a `@Resilient`
  /// property's would.
  static func nodes(count: Int = 6_000) -> String {
    let nodes = (0..<count).map { index in
      switch index % 7 {
      case 1: #"{"id": "\#(index)", "title": "bad id"}"#
      case 3:
        #"{"id": \#(index), "title": 5, "tags": ["a", 1], "state": "merged", "#
          + #""createdAt": "soon"}"#
      case 5: #"{"id": \#(index), "tag_list": [], "state": "closed", "extra": {"x": [1, "]"]}}"#
      default:
        #"{"id": \#(index), "title": "node \#(index): \"quoted\" [x], {y}", "#
          + #""tags": ["t\#(index % 3)", "ü"], "state": "open", "createdAt": "2026-11-26T09:00:00Z"}"#
      }
    }
    return "[" + nodes.joined(separator: ",\n  ") + "]"
  }

  static func makeDecoder(strict: Bool = false) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo.resilientDecodingOptions.isStrict = strict
    decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 500
    return decoder
  }

  @Test func `a macro model decodes as an element as it does in the whole array`() throws {
    let data = Data(Self.nodes().utf8)
    #expect(data.count > 600_000)
    let decoder = Self.makeDecoder()
    let (whole, wholeDigest) = try decoder.decodeResilient([Node].self, from: data)
    let (nodes, digest) = try decoder.decodeResilientConcurrently([Node].self, from: data)
    #expect(nodes == whole)
    #expect(nodes.count == 5_143)
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
    #expect(digest?.omitted == wholeDigest?.omitted)
    #expect(digest?.recoveryCount == wholeDigest?.recoveryCount)
    #expect(digest?.entries.prefix(2).map(\.jsonPointer) == ["/1/id", "/3/title"])
  }

  @Test func `the array in a macro model's object decodes with the object's digest`() throws {
    let json = #"{"total": "many", "nodes": "# + Self.nodes() + #", "next": 3}"#
    let data = Data(json.utf8)
    let decoder = Self.makeDecoder()
    let (whole, wholeDigest) = try decoder.decode(
      Page.self, from: data, reportResilientDecodingErrors: true)
    let (page, nodes, digest) = try decoder.decodeResilientConcurrently(
      Page.self, elements: [Node].self, at: "/nodes", from: data)
    #expect(nodes == whole.nodes)
    #expect(page.nodes.isEmpty)
    #expect(page.total == nil)
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
    #expect(digest?.omitted == wholeDigest?.omitted)
    #expect(digest?.entries.prefix(2).map(\.jsonPointer) == ["/total", "/nodes/1/id"])
  }

  /// Open-Meteo's shape: units beside the values, which a model keeps and writes back.
  @SafeDecoding(preservingUnknownKeys: true)
  struct Forecast: Codable {
    let values: [Double?]
  }

  @Test func `the unknown keys around the array are reported when the model keeps them`() throws {
    let json = #"{"units": {"values": "°C"}, "values": [1.5, null, 2.5], "elevation": 38}"#
    let data = Data(json.utf8)
    let decoder = Self.makeDecoder()
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (_, wholeDigest) = try decoder.decode(
      Forecast.self, from: data, reportResilientDecodingErrors: true)
    let (_, values, digest) = try decoder.decodeResilientConcurrently(
      Forecast.self, elements: [Double?].self, at: "/values", from: data)
    #expect(values == [1.5, nil, 2.5])
    #expect(wholeDigest?.entries.map(\.jsonPointer) == ["/elevation", "/units"])
    #expect(digest?.entries.map(\.jsonPointer) == ["/elevation", "/units"])
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
  }

  @Test func `a model's reporter hears the chunks in document order, at their global indices`()
    throws
  {
    let data = Data(Self.nodes().utf8)
    let decoder = Self.makeDecoder()
    let ((whole, _), wholeReports) = try RecordingReporter.recording {
      try decoder.decodeResilient([ReportedNode].self, from: data)
    }
    let ((nodes, _), reports) = try RecordingReporter.recording {
      try decoder.decodeResilientConcurrently([ReportedNode].self, from: data)
    }
    #expect(nodes == whole)
    // In every seven nodes, the fourth has four recoveries its reporter hears: its title, one
    // of its tags, its state and its date.
    #expect(reports.count == 857 * 4)
    #expect(reports.map(ReportSummary.init) == wholeReports.map(ReportSummary.init))
    #expect(
      reports.suffix(2).map { ReportSummary($0).description } == [
        "Index 5995/state @ Index 5995/state: usedFallback",
        "Index 5995/createdAt @ Index 5995/createdAt: setToNil",
      ])
  }

  @Test func `a recovery limit holds for the whole array`() throws {
    let data = Data(Self.nodes().utf8)
    let decoder = Self.makeDecoder()
    decoder.userInfo.resilientDecodingOptions.recoveryLimit = 2_000
    let (whole, wholeReports) = RecordingReporter.recording {
      Result { try decoder.decodeResilient([ReportedNode].self, from: data) }
    }
    let (concurrent, reports) = RecordingReporter.recording {
      Result { try decoder.decodeResilientConcurrently([ReportedNode].self, from: data) }
    }
    guard case .failure(let wholeError) = whole, case .failure(let error) = concurrent else {
      Issue.record("expected both to fail: \(whole), \(concurrent)")
      return
    }
    let limitError = try #require(error as? RecoveryLimitExceededError)
    #expect(limitError.description == (wholeError as? RecoveryLimitExceededError)?.description)
    #expect(reports.map(ReportSummary.init) == wholeReports.map(ReportSummary.init))
    // Five recoveries in every seven nodes: the limit breaks at the 2,801st node's drop, after
    // the reports of 400 fourth nodes.
    #expect(reports.count == 1_600)
  }

  @Test func `strict mode throws the first error in document order`() throws {
    let data = Data(Self.nodes().utf8)
    let decoder = Self.makeDecoder(strict: true)
    let whole = try #require(throws: DecodingError.self) {
      try decoder.decodeResilient([Node].self, from: data)
    }
    let concurrent = try #require(throws: DecodingError.self) {
      try decoder.decodeResilientConcurrently([Node].self, from: data)
    }
    #expect(Self.describe(concurrent) == Self.describe(whole))
  }

  /// An error's kind, coding path and description, with the path as a value.
  static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "keyNotFound \(key.stringValue) at \(CodingPath(context.codingPath))"
    case .valueNotFound(_, let context), .typeMismatch(_, let context),
      .dataCorrupted(let context):
      "\(CodingPath(context.codingPath)): \(context.debugDescription)"
    @unknown default: "\(error)"
    }
  }
}

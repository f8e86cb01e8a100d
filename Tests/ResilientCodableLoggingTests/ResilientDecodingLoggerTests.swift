import Foundation
import InMemoryLogging
import Logging
import MetricsTestKit
import ResilientCodable
import ResilientCodableLogging
import ResilientCodableTestSupport
import Testing

struct ResilientDecodingLoggerTests {
  enum State: String, ResilientRawRepresentable {
    case open, closed, unknown
    static var decodingFallback: State { .unknown }
  }

  struct Node: Decodable {
    var id: Int
    @Resilient var closedAt: Date?
  }

  struct Page: Decodable {
    @Resilient var nodes: [Node]
    @Resilient var state: State
  }

  static let payload = Data(
    #"""
    {"nodes": [{"id": 1}, {"id": "2"}, {"id": 3, "closedAt": "soon"}, {"id": "4"}],
     "state": "archived"}
    """#.utf8)

  /// A logger that keeps its records, with the metrics factory that counts them.
  struct Capture {
    let handler = InMemoryLogHandler()
    let metrics = TestMetrics()

    var decodingLogger: ResilientDecodingLogger {
      ResilientDecodingLogger(
        logger: Logger(label: "test", factory: { _ in handler }), metricsFactory: metrics)
    }

    func count(model: String, category: String, action: String) throws -> Int64 {
      let dimensions = [("model", model), ("category", category), ("action", action)]
      return try metrics.expectCounter(ResilientDecodingLogger.counterLabel, dimensions)
        .totalValue
    }
  }

  @Test func `past the digest's entry limit, one record counts each group`() throws {
    struct Numbers: Decodable {
      @Resilient var items: [Int]
    }
    let capture = Capture()
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 3
    let json = #"{"items": ["# + Array(repeating: #""x""#, count: 10).joined(separator: ",") + "]}"
    _ = try decoder.decode(
      Numbers.self, from: Data(json.utf8), loggingRecoveriesWith: capture.decodingLogger)
    let entries = capture.handler.entries
    try #require(entries.count == 4)
    #expect(entries.prefix(3).allSatisfy { $0.message == "Recovered from a decoding error" })
    #expect(entries[3].message == "Recovered from decoding errors, counted")
    #expect(
      entries[3].metadata == [
        "resilient.model": "ResilientDecodingLoggerTests.Numbers",
        "resilient.json_pointer": "/items/*",
        "resilient.category": "typeMismatch",
        "resilient.action": "droppedElement",
        "resilient.count": "7",
      ])
    #expect(
      try capture.count(
        model: "ResilientDecodingLoggerTests.Numbers", category: "typeMismatch",
        action: "droppedElement")
        == 10)
  }

  @Test func `logs one structured record per recovered error, in document order`() throws {
    let capture = Capture()
    let page = try JSONDecoder().decode(
      Page.self, from: Self.payload, loggingRecoveriesWith: capture.decodingLogger)
    #expect(page.nodes.map(\.id) == [1, 3])
    #expect(page.state == .unknown)

    let entries = capture.handler.entries
    #expect(entries.map(\.level) == [.warning, .warning, .warning, .warning])
    try #require(entries.count == 4)
    #expect(entries.allSatisfy { $0.message == "Recovered from a decoding error" })
    #expect(
      entries[0].metadata == [
        "resilient.model": "ResilientDecodingLoggerTests.Page",
        "resilient.path": "nodes[1].id",
        "resilient.normalized_path": "nodes[*].id",
        "resilient.recovery_path": "nodes[1]",
        "resilient.json_pointer": "/nodes/1/id",
        "resilient.category": "typeMismatch",
        "resilient.action": "droppedElement",
        "resilient.error": "Expected `Int` but found a string instead",
      ])
    #expect(
      entries[1].metadata == [
        "resilient.model": "ResilientDecodingLoggerTests.Page",
        "resilient.path": "nodes[2].closedAt",
        "resilient.normalized_path": "nodes[*].closedAt",
        "resilient.recovery_path": "nodes[2].closedAt",
        "resilient.json_pointer": "/nodes/2/closedAt",
        "resilient.category": "typeMismatch",
        "resilient.action": "setToNil",
        "resilient.error": "Expected `Double` but found a string instead",
      ])
    #expect(entries[2].metadata["resilient.normalized_path"] == "nodes[*].id")
    #expect(entries[2].metadata["resilient.recovery_path"] == "nodes[3]")
    #expect(
      entries[3].metadata == [
        "resilient.model": "ResilientDecodingLoggerTests.Page",
        "resilient.path": "state",
        "resilient.normalized_path": "state",
        "resilient.recovery_path": "state",
        "resilient.json_pointer": "/state",
        "resilient.category": "unknownNovelValue",
        "resilient.action": "usedFallback",
        "resilient.error": #"Unknown novel value, a string of 8 characters, for `State`"#,
      ])
  }

  @Test func `counts recoveries by model, category and action`() throws {
    let capture = Capture()
    for _ in 0..<3 {
      _ = try JSONDecoder().decode(
        Page.self, from: Self.payload, loggingRecoveriesWith: capture.decodingLogger)
    }
    #expect(
      try capture.count(
        model: "ResilientDecodingLoggerTests.Page", category: "typeMismatch",
        action: "droppedElement") == 6)
    #expect(
      try capture.count(
        model: "ResilientDecodingLoggerTests.Page", category: "typeMismatch", action: "setToNil")
        == 3)
    #expect(
      try capture.count(
        model: "ResilientDecodingLoggerTests.Page", category: "unknownNovelValue",
        action: "usedFallback") == 3)
    #expect(capture.metrics.counterTotal(label: ResilientDecodingLogger.counterLabel) == 12)
  }

  @Test func `logs nothing for clean data`() throws {
    let capture = Capture()
    let clean = Data(#"{"nodes": [{"id": 1}], "state": "open"}"#.utf8)
    _ = try JSONDecoder().decode(
      Page.self, from: clean, loggingRecoveriesWith: capture.decodingLogger)
    #expect(capture.handler.entries.isEmpty)
    #expect(capture.metrics.counters.isEmpty)
  }

  @Test func `logs at the level it is given`() throws {
    let capture = Capture()
    var decodingLogger = capture.decodingLogger
    decodingLogger.level = .error
    _ = try JSONDecoder().decode(
      Page.self, from: Self.payload, loggingRecoveriesWith: decodingLogger)
    #expect(capture.handler.entries.map(\.level) == [.error, .error, .error, .error])
  }

  @Test func `logs the digest of any decoder through the reporter`() throws {
    let capture = Capture()
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let data = try encoder.encode(["nodes": [["id": "x"]]])
    let decoder = PropertyListDecoder()
    let reporter = ResilientDecodingErrorReporter()
    decoder.userInfo.resilientDecodingOptions.reporter = reporter
    let page = try decoder.decode(Page.self, from: data)
    #expect(page.nodes.isEmpty)
    let digest = reporter.flushReportedErrors(
      loggingWith: capture.decodingLogger, decoding: Page.self)
    #expect(digest?.entries.count == 2)
    #expect(
      capture.handler.entries.map { $0.metadata["resilient.recovery_path"] } == [
        "nodes[0]", "state",
      ])
    #expect(
      capture.handler.entries.map { $0.metadata["resilient.category"] } == [
        "typeMismatch", "keyNotFound",
      ])
    #expect(reporter.flushReportedErrors() == nil)
  }
}

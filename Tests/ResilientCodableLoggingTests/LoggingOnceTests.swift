import Foundation
import InMemoryLogging
import Logging
import MetricsTestKit
import ResilientCodable
import ResilientCodableLogging
import ResilientCodableTestSupport
import Testing

/// The records and counts of the models below, which only the test below decodes.
private let onceHandler = InMemoryLogHandler()
private let onceMetrics = TestMetrics()
private let pageLogger = ResilientDecodingLogger(
  logger: Logger(label: "pages", factory: { _ in onceHandler }), metricsFactory: onceMetrics)

@SafeDecoding(reporter: pageLogger)
struct LoggedRow {
  let id: Int
  var tags: [String]
}

struct LoggedPage: Decodable {
  @Resilient var title: String?
  var rows: [LoggedRow]
}

struct LoggingOnceTests {
  @Test func `a logger that is a model's reporter and the decode's logger logs each recovery once`()
    throws
  {
    let json = #"{"title": 5, "rows": [{"id": 1, "tags": ["a", 2]}, {"id": 2, "tags": [null]}]}"#
    let page = try JSONDecoder().decode(
      LoggedPage.self, from: Data(json.utf8), loggingRecoveriesWith: pageLogger)
    #expect(page.rows.map(\.tags) == [["a"], []])
    let records = onceHandler.entries.map { entry in
      [
        entry.metadata["resilient.model"]?.description ?? "",
        entry.metadata["resilient.property"]?.description ?? "-",
        entry.metadata["resilient.path"]?.description ?? "",
      ]
    }
    // The rows' recoveries are logged by the model's reporter as they happen, with their
    // property; the page's own recovery when the digest is logged, with the decoded type.
    #expect(
      records == [
        ["LoggedRow", "tags", "rows[0].tags[1]"],
        ["LoggedRow", "tags", "rows[1].tags[0]"],
        ["LoggedPage", "-", "title"],
      ])
    let counted = try onceMetrics.expectCounter(
      ResilientDecodingLogger.counterLabel,
      [("model", "LoggedRow"), ("category", "typeMismatch"), ("action", "droppedElement")])
    #expect(counted.totalValue == 1)
  }

  @Test func `copies of a logger are equal, other loggers are not`() {
    let copy = pageLogger
    var louder = pageLogger
    louder.level = .error
    let other = ResilientDecodingLogger(
      logger: Logger(label: "pages", factory: { _ in onceHandler }), metricsFactory: onceMetrics)
    #expect(copy == pageLogger)
    #expect(louder != pageLogger)
    #expect(other != pageLogger)
  }
}

/// The records of the shapes whose attempts may be withdrawn, which only the test below decodes.
private let shapesHandler = InMemoryLogHandler()
private let shapesLogger = ResilientDecodingLogger(
  logger: Logger(label: "shapes", factory: { _ in shapesHandler }), metricsFactory: TestMetrics())

@SafeDecoding(reporter: shapesLogger)
struct LoggedBadge {
  var tags: [String]
  let id: Int
}

@SafeDecoding(decodingStrategy: .untagged, reporter: shapesLogger)
enum LoggedHolder {
  case member(tags: [String], login: String)
  case team(tags: [String], name: String)
}

@SafeDecoding(reporter: shapesLogger)
struct LoggedShapes {
  var badges: [String: LoggedBadge]
  @RetryDecoding(LoggedBadge.self, map: { $0.id }) var count = 0
  var holders: [LoggedHolder]
  var failables: [Failable<LoggedBadge>]
}

extension LoggingOnceTests {
  @Test func `a logger hears each kept recovery once, whatever attempt it was made in`() throws {
    let json = """
      {"badges": {"a": {"tags": ["x", 1], "id": 1}, "b": {"tags": [2]}},
       "count": {"tags": ["y", 3]},
       "holders": [{"tags": ["z", 4], "name": "core"}],
       "failables": [{"tags": [5], "id": 2}]}
      """
    _ = try JSONDecoder().decode(
      LoggedShapes.self, from: Data(json.utf8), loggingRecoveriesWith: shapesLogger)
    let paths = shapesHandler.entries.map { entry in
      (entry.metadata["resilient.path"]?.description ?? "")
        + " " + (entry.metadata["resilient.action"]?.description ?? "")
    }
    // The badge "b" fails after dropping its tag, in the dictionary's first pass and again in
    // the second: logged once. The retry's badge and the holder's `member` case fail after
    // dropping a tag: withdrawn, never logged.
    #expect(
      paths == [
        "badges.a.tags[1] droppedElement", "badges.b.tags[0] droppedElement",
        "badges.b.id droppedEntry", "count usedInitialValue", "holders[0].tags[1] droppedElement",
        "failables[0].tags[0] droppedElement",
      ])
  }
}

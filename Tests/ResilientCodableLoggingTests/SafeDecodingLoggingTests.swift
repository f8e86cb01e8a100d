import Foundation
import InMemoryLogging
import Logging
import MetricsTestKit
import ResilientCodable
import ResilientCodableLogging
import ResilientCodableTestSupport
import Testing

/// The records and counts of the model below, which only the test below decodes.
private let handler = InMemoryLogHandler()
private let metrics = TestMetrics()
private let episodeLogger = ResilientDecodingLogger(
  logger: Logger(label: "episodes", factory: { _ in handler }), level: .notice,
  metricsFactory: metrics)

@SafeDecoding(reporter: episodeLogger)
struct LoggedEpisode {
  let id: Int
  var tags: [String]
  var rating = 0
}

struct SafeDecodingLoggingTests {
  @Test func `logs each recovery of a macro model with its property`() throws {
    let json = #"{"id": 7, "tags": ["a", 1, "b"], "rating": "high"}"#
    let episode = try JSONDecoder().decode(LoggedEpisode.self, from: Data(json.utf8))
    #expect(episode.tags == ["a", "b"])
    #expect(episode.rating == 0)
    #expect(handler.entries.map(\.level) == [.notice, .notice])
    try #require(handler.entries.count == 2)
    #expect(
      handler.entries[0].metadata == [
        "resilient.model": "LoggedEpisode",
        "resilient.property": "tags",
        "resilient.path": "tags[1]",
        "resilient.normalized_path": "tags[*]",
        "resilient.recovery_path": "tags[1]",
        "resilient.json_pointer": "/tags/1",
        "resilient.category": "typeMismatch",
        "resilient.action": "droppedElement",
        "resilient.error": "Expected `String` but found a number instead",
      ])
    #expect(handler.entries[1].metadata["resilient.property"] == "rating")
    #expect(handler.entries[1].metadata["resilient.action"] == "usedInitialValue")
    #expect(
      try metrics.expectCounter(
        ResilientDecodingLogger.counterLabel,
        [("model", "LoggedEpisode"), ("category", "typeMismatch"), ("action", "usedInitialValue")]
      ).totalValue == 1)
  }
}

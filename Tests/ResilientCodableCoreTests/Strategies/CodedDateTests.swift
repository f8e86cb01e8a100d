import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// GitHub writes ISO 8601; some of its webhooks send seconds since 1970.
enum GitHubDates: CodingPreset {
  static let strategy = DateFormatsStrategy([.iso8601, .secondsSince1970])
}

typealias GitHubDate<Value> = Coded<GitHubDates, Value>

/// Feeds that write seconds since 1970 first, and RFC 1123 in older entries.
enum EpochFirstDates: CodingPreset {
  static let strategy = DateFormatsStrategy([.secondsSince1970, .rfc1123])
}

/// Several date formats for one property: `Coded` with a `DateFormatsStrategy` preset.
struct CodedDateTests {
  struct Pull: Codable, Equatable {
    @GitHubDate var createdAt: Date
    @GitHubDate var closedAt: Date?
    @GitHubDate var reviews: [Date]
    @GitHubDate var milestones: Set<Date>
    @GitHubDate var deadlines: [String: Date]
  }

  struct Feed: Codable {
    @Coded<EpochFirstDates, Date?> var published: Date?
  }

  /// 2024-05-01T12:00:00Z.
  private let noon = Date(timeIntervalSince1970: 1_714_564_800)
  private let noonText = "2024-05-01T12:00:00Z"

  @Test func `reads each date in the property's formats, whatever the decoder's strategy`() throws {
    let json = """
      {"createdAt": "\(noonText)", "closedAt": 1714564800, "reviews": [1714564800, "\(noonText)"],
       "milestones": ["1714564800"], "deadlines": {"a": 1714564800}}
      """
    // The decoder's own strategy reads 1714564800 as seconds since 2001.
    let (pull, digest) = try decode(Pull.self, json)
    #expect(pull.createdAt == noon)
    #expect(pull.closedAt == noon)
    #expect(pull.reviews == [noon, noon])
    #expect(pull.milestones == [noon])
    #expect(pull.deadlines == ["a": noon])
    #expect(digest == nil)
  }

  @Test func `a date in no format is recovered at its own path with the formats tried`() throws {
    let json = """
      {"createdAt": "\(noonText)", "closedAt": "yesterday", "reviews": ["\(noonText)", true],
       "milestones": [1714564800, "soon"], "deadlines": {"a": "\(noonText)", "b": "never"}}
      """
    let (pull, digest) = try decode(Pull.self, json)
    #expect(pull.closedAt == nil)
    #expect(pull.reviews == [noon])
    #expect(pull.milestones == [noon])
    #expect(pull.deadlines == ["a": noon])
    #expect(digest.paths == ["closedAt", "reviews/Index 1", "milestones/Index 1", "deadlines/b"])
    #expect(
      digest?.entries.map(\.action) == [
        .setToNil, .droppedElement(index: 1), .droppedElement(index: 1),
        .droppedEntry(key: "b"),
      ])
    #expect(
      digest?.messages.first
        == #"Expected a date in one of these formats: ISO 8601, seconds since 1970; found a string of 9 characters"#
    )
    #expect(OutcomeKind(pull.$closedAt.outcome) == .recovered(wasReported: true))
    #expect(OutcomeKind(pull.$createdAt.outcome) == .decodedSuccessfully)
  }

  @Test func `a plain date that no format reads, or that is missing, throws as a plain date does`()
  {
    let bad = #"{"createdAt": "yesterday", "reviews": [], "milestones": [], "deadlines": {}}"#
    #expect {
      try decode(Pull.self, bad)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["createdAt"]
    }
    #expect {
      try decode(Pull.self, #"{"reviews": []}"#)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "createdAt"
    }
  }

  @Test func `missing and null values are what they are under Resilient, silently`() throws {
    let (pull, digest) = try decode(Pull.self, #"{"createdAt": 0, "reviews": null}"#)
    #expect(pull.createdAt == Date(timeIntervalSince1970: 0))
    #expect(pull.closedAt == nil)
    #expect(pull.reviews.isEmpty)
    #expect(pull.deadlines.isEmpty)
    #expect(digest == nil)
    #expect(try encode(pull) == #"{"createdAt":"1970-01-01T00:00:00Z","reviews":null}"#)
  }

  @Test func `writes every date in the first format of the list`() throws {
    let json = """
      {"createdAt": 1714564800, "closedAt": "\(noonText)", "reviews": [1714564800],
       "milestones": [], "deadlines": {"a": 1714564800}}
      """
    let (pull, _) = try decode(Pull.self, json)
    #expect(
      try encode(pull) == """
        {"closedAt":"\(noonText)","createdAt":"\(noonText)","deadlines":{"a":"\(noonText)"},\
        "milestones":[],"reviews":["\(noonText)"]}
        """)
    let (feed, _) = try decode(Feed.self, #"{"published": "Wed, 01 May 2024 12:00:00 GMT"}"#)
    #expect(feed.published == noon)
    #expect(try encode(feed) == #"{"published":1714564800}"#)
  }

  @Test func `writes back what it replaced or dropped when preservation is on, until it is set`()
    throws
  {
    let json = """
      {"createdAt": 1714564800, "closedAt": "yesterday", "reviews": ["soon", 1714564800],
       "milestones": [], "deadlines": {}}
      """
    var (pull, _) = try decode(Pull.self, json) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(
      try encode(pull) == """
        {"closedAt":"yesterday","createdAt":"\(noonText)","deadlines":{},"milestones":[],\
        "reviews":["soon","\(noonText)"]}
        """)
    pull.closedAt = noon
    #expect(
      try encode(pull) == """
        {"closedAt":"\(noonText)","createdAt":"\(noonText)","deadlines":{},"milestones":[],\
        "reviews":["soon","\(noonText)"]}
        """)
  }

  @Test func `strict mode throws the first date that no format reads`() {
    let json = """
      {"createdAt": 1714564800, "reviews": [1714564800, "soon"], "milestones": [],
       "deadlines": {}}
      """
    #expect {
      try decode(Pull.self, json, strict: true)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["reviews", "Index 1"]
    }
  }

  @Test func `decodes at the top level through the wrapper's own decoder`() throws {
    let (dates, digest) = try decode(
      GitHubDate<[Date]>.self, #"[1714564800, "later", "\#(noonText)"]"#)
    #expect(dates.wrappedValue == [noon, noon])
    #expect(digest.paths == ["Index 1"])
    let (date, _) = try decode(GitHubDate<Date?>.self, "null")
    #expect(date.wrappedValue == nil)
    #expect(try encode(dates) == #"["\#(noonText)","\#(noonText)"]"#)
  }
}

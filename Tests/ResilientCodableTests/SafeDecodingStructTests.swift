import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

struct SafeDecodingStructTests {
  static let clean = """
    {"id": 1, "title": "Pilot", "tags": ["a"], "genres": ["drama"], "ratings": {"1": 4.5},
     "chapters": ["intro"], "rating": 5, "labels": ["hd"], "kind": "ignored", "views": 10,
     "slug": "pilot", "notes": "n", "watched": true}
    """

  @Test func `decodes clean data like synthesized code, without reports`() throws {
    let ((episode, digest), reports) = try RecordingReporter.recording {
      try decode(Episode.self, Self.clean)
    }
    #expect(
      episode
        == Episode(
          id: 1, title: "Pilot", tags: ["a"], genres: ["drama"], ratings: [1: 4.5],
          chapters: ["intro"], rating: 5, labels: ["hd"], views: 10, slug: "pilot", notes: "n",
          watched: true))
    #expect(episode.kind == "episode")
    #expect(digest == nil)
    #expect(reports.isEmpty)
  }

  @Test func `keeps initial values and takes fallbacks for missing keys, silently`() throws {
    let ((episode, digest), reports) = try RecordingReporter.recording {
      try decode(Episode.self, #"{"id": 2, "notes": null}"#)
    }
    #expect(
      episode
        == Episode(
          id: 2, title: nil, tags: [], genres: [], ratings: [:], chapters: nil, rating: 0,
          labels: ["new"], views: -1, slug: "untitled", notes: nil, watched: false))
    #expect(digest == nil)
    #expect(reports.isEmpty)
  }

  @Test func `recovers every corrupted property and reports it at its path`() throws {
    let json = """
      {"id": 3, "title": 7, "tags": ["a", 1, "b"], "genres": ["x", null], "ratings": {"1": 2.0,
       "x": 3.0, "2": "bad"}, "chapters": [1, "one"], "rating": "five", "labels": "hd",
       "views": "42", "slug": 9, "watched": "yes"}
      """
    let ((episode, digest), reports) = try RecordingReporter.recording {
      try decode(Episode.self, json)
    }
    #expect(
      episode
        == Episode(
          id: 3, title: nil, tags: ["a", "b"], genres: ["x"], ratings: [1: 2.0],
          chapters: ["one"], rating: 0, labels: ["new"], views: 42, slug: "untitled",
          notes: nil, watched: false))
    #expect(
      digest.paths == [
        "title", "tags/Index 1", "genres/Index 1", "ratings/2", "ratings/x", "chapters/Index 0",
        "rating", "labels", "views", "slug", "watched",
      ])
    #expect(
      reports.map(ReportSummary.init) == [
        ReportSummary("Episode", "title", at: "title", .setToNil),
        ReportSummary("Episode", "tags", at: "tags/Index 1", .droppedElement(index: 1)),
        ReportSummary("Episode", "genres", at: "genres/Index 1", .droppedElement(index: 1)),
        ReportSummary("Episode", "ratings", at: "ratings/2", .droppedEntry(key: "2")),
        ReportSummary("Episode", "ratings", at: "ratings/x", .droppedEntry(key: "x")),
        ReportSummary("Episode", "chapters", at: "chapters/Index 0", .droppedElement(index: 0)),
        ReportSummary("Episode", "rating", at: "rating", .usedInitialValue),
        ReportSummary("Episode", "labels", at: "labels", .usedInitialValue),
        ReportSummary("Episode", "views", at: "views", .recoveredByRetry(1)),
        ReportSummary("Episode", "slug", at: "slug", .usedFallback),
        ReportSummary("Episode", "watched", at: "watched", .usedInitialValue),
      ])
  }

  @Test func `reports the original error when a retry recovers`() throws {
    let ((episode, _), reports) = try RecordingReporter.recording {
      try decode(Episode.self, #"{"id": 4, "views": "12"}"#)
    }
    #expect(episode.views == 12)
    let report = try #require(reports.first)
    #expect(report.action == .recoveredByRetry(1))
    guard case .typeMismatch(let type, _)? = report.error as? DecodingError else {
      Issue.record("expected a type mismatch, got \(report.error)")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
  }

  @Test func `takes the fallback when every retry fails`() throws {
    let ((episode, digest), reports) = try RecordingReporter.recording {
      try decode(Episode.self, #"{"id": 5, "views": "many"}"#)
    }
    #expect(episode.views == -1)
    #expect(digest.paths == ["views"])
    #expect(reports.map(\.action) == [.usedFallback])
  }

  @Test func `a wrong-type optional collection is empty, reported`() throws {
    let ((episode, digest), reports) = try RecordingReporter.recording {
      try decode(Episode.self, #"{"id": 6, "chapters": "none"}"#)
    }
    #expect(episode.chapters == [])
    #expect(digest.paths == ["chapters"])
    #expect(reports.map(\.action) == [.setToEmpty])
  }

  @Test func `a property without recovery throws as synthesized code does`() throws {
    #expect(throws: DecodingError.self) { try decode(Episode.self, #"{"title": "x"}"#) }
    #expect(throws: DecodingError.self) { try decode(Episode.self, #"{"id": 1, "notes": 1}"#) }
  }

  @Test func `strict mode throws the first recovered error`() throws {
    #expect(throws: DecodingError.self) {
      try decode(Episode.self, #"{"id": 1, "tags": [1]}"#, strict: true)
    }
    #expect(throws: DecodingError.self) {
      try decode(Episode.self, #"{"id": 1, "views": "12"}"#, strict: true)
    }
    #expect(throws: DecodingError.self) {
      try decode(Episode.self, #"{"id": 1, "rating": "x"}"#, strict: true)
    }
  }

  @Test func `a generic struct recovers its optional and collection of the parameter`() throws {
    let (page, digest) = try decode(Page<Int>.self, #"{"items": [1, "x", 3], "next": "y"}"#)
    #expect(page == Page(items: [1, 3], next: nil))
    #expect(digest.paths == ["items/Index 1", "next"])
  }

  @Test func `nested and private nested types decode`() throws {
    let (shelf, shelfDigest) = try decode(Catalog.Shelf.self, #"{"books": ["a", 2]}"#)
    #expect(shelf == Catalog.Shelf(books: ["a"]))
    #expect(shelfDigest.paths == ["books/Index 1"])
    let (codes, digest) = try Catalog.decodeSecret(#"{"codes": [1, "x"]}"#)
    #expect(codes == [1])
    #expect(digest.paths == ["codes/Index 1"])
  }

  @Test func `a user-written CodingKeys is respected, and serves encoding`() throws {
    let (profile, digest) = try decode(
      Profile.self, #"{"full_name": "Ada", "nickname": 1, "friends": ["b", 2]}"#)
    #expect(profile == Profile(name: "Ada", nickname: nil, friends: ["b"]))
    #expect(digest.paths == ["nickname", "friends/Index 1"])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(profile), as: UTF8.self)
    #expect(json == #"{"friends":["b"],"full_name":"Ada"}"#)
  }

  @Test func `a model mixing @Resilient and macro-recovered properties has one digest in order`()
    throws
  {
    let (mixed, digest) = try decode(
      Mixed.self, #"{"first": [1, "a"], "second": ["b", 2], "third": "c", "fourth": "d"}"#)
    #expect(mixed.first == [1])
    #expect(mixed.second == [2])
    #expect(mixed.third == nil)
    #expect(mixed.fourth == nil)
    #expect(digest.paths == ["first/Index 1", "second/Index 0", "third", "fourth"])
    #expect(mixed.$first.errors.count == 1)
  }

  @Test func `a struct in a namespace names the types beside it unqualified`() throws {
    let json = """
      {"user": {"login": "ann"}, "assignees": [{"login": "bo"}, {"name": 1}],
       "closedBy": {"login": 7}, "reactions": {"+1": {"login": "cy"}, "-1": 2},
       "author": {"login": "di"}, "milestone": {"title": "v1"}}
      """
    let (issue, digest) = try decode(API.Issue.self, json)
    // The memberwise initializer is still there.
    let expected = API.Issue(
      user: .init(login: "ann"), assignees: [.init(login: "bo")], closedBy: nil,
      reactions: ["+1": .init(login: "cy")], author: .init(login: "di"),
      milestone: .init(title: "v1"))
    #expect(issue == expected)
    #expect(digest.paths == ["assignees/Index 1/login", "closedBy/login", "reactions/-1"])

    let repository = try decode(
      API.V2.Repository<Int>.self,
      #"{"owner": {"login": "ann"}, "visibility": "internal", "license": {}, "extras": [1, "2"]}"#)
    #expect(
      repository.0
        == API.V2.Repository(
          owner: .init(login: "ann"), visibility: .unknown, license: nil, extras: [1]))
    #expect(repository.1.paths == ["visibility", "license/key", "extras/Index 1"])

    let events = try decode(
      [API.V2.Event].self,
      #"[{"transferred": {"to": {"login": "bo"}, "_1": [{"login": "cy"}, 3]}}, {"closed": {}}]"#)
    #expect(events.0 == [.transferred(to: .init(login: "bo"), [.init(login: "cy")]), .unknown])
    #expect(events.1.paths == ["Index 0/transferred/_1/Index 1", "Index 1"])
  }
}

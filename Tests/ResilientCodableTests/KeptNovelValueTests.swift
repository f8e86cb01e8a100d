import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A case name the app does not know, kept by name.
@SafeDecoding(decodingStrategy: .natural)
enum Topic: Equatable, Codable {
  case swift, rust
  @FallbackCaseDecoding case other(String)
}

/// An event the app does not know, kept whole to be written back.
@SafeDecoding
enum Event: Equatable, Codable {
  case push(ref: String)
  case fork
  @FallbackCaseDecoding case unknown(PreservedValue)
}

/// A card the app cannot show, kept by its discriminator.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum Card: Equatable, Codable {
  case text(body: String)
  @FallbackCaseDecoding case unsupported(String)
}

/// A raw-value type that keeps the raw values it does not know, for `@Resilient`.
enum Reaction: ResilientRawRepresentable, Codable, Equatable {
  case like, heart
  case other(String)

  init?(rawValue: String) {
    switch rawValue {
    case "like": self = .like
    case "heart": self = .heart
    default: return nil
    }
  }

  var rawValue: String {
    switch self {
    case .like: "like"
    case .heart: "heart"
    case .other(let rawValue): rawValue
    }
  }

  static func novelCase(rawValue: String) -> Reaction? { .other(rawValue) }
}

struct Post: Codable, Equatable {
  @Resilient var reactions: [Reaction]
  @Resilient var top: Reaction?
  var plain: Reaction
}

struct KeptNovelValueTests {
  @Test func `a fallback case keeps the unknown case name and writes it back`() throws {
    let (topics, digest) = try decode([Topic].self, #"["swift", "go", 3, true, [1]]"#)
    // A number or a boolean in a name's place is kept as its text, not as "".
    #expect(topics == [.swift, .other("go"), .other("3"), .other("true"), .other("")])
    let entries = try #require(digest).entries
    #expect(entries.map(\.codingPath) == [[1], [2], [3], [4]])
    #expect(
      entries.map(\.category) == [.unknownNovelValue, .typeMismatch, .typeMismatch, .typeMismatch])
    #expect(
      entries.map(\.action) == [
        .keptNovelValue, .keptNovelValue, .keptNovelValue, .usedFallbackCase,
      ])
    #expect(digest?.errors.count == 3)
    #expect(try encode(topics) == #"["swift","go","3","true",""]"#)

    let (card, _) = try decode(Card.self, #"{"type": "video", "url": "x"}"#)
    #expect(card == .unsupported("video"))
    #expect(try encode(card) == #"{"type":"video"}"#)
  }

  @Test func `a fallback case keeps the whole payload and writes it back as it came`() throws {
    let json = #"[{"push":{"ref":"main"}},{"release":{"assets":[1,null],"tag":"v1"}},{"fork":{}}]"#
    let (events, digest) = try decode([Event].self, json)
    #expect(events.first == .push(ref: "main"))
    #expect(events.last == .fork)
    guard case .unknown = events[1] else {
      Issue.record("expected the unknown event, got \(events[1])")
      return
    }
    #expect(digest?.entries.map(\.action) == [.keptNovelValue])
    #expect(digest?.entries.map(\.codingPath) == [[1]])
    #expect(digest?.errors.isEmpty == true)
    #expect(try encode(events) == json)
  }

  @Test func `a raw-value type keeps its novel values wherever it is`() throws {
    let json = #"{"plain":"wow","reactions":["like","rocket"],"top":"eyes"}"#
    let (post, digest) = try decode(Post.self, json)
    #expect(post.reactions == [.like, .other("rocket")])
    #expect(post.top == .other("eyes"))
    #expect(post.plain == .other("wow"))
    #expect(digest.paths == ["reactions/Index 1", "top", "plain"])
    #expect(
      digest?.entries.allSatisfy { $0.action == .keptNovelValue && $0.isUnknownNovelValue } == true)
    #expect(digest?.errors.isEmpty == true)
    #expect(try encode(post) == json)
  }

  @Test func `strict mode throws the novel value with its path instead of keeping it`() throws {
    #expect {
      try decode(Post.self, #"{"plain":"like","reactions":["like","rocket"]}"#, strict: true)
    } throws: { error in
      (error as? UnknownNovelValueError)?.codingPath == ["reactions", 1]
    }
    #expect {
      try decode([Topic].self, #"["swift", "go"]"#, strict: true)
    } throws: { error in
      (error as? UnknownNovelValueError)?.codingPath == [1]
    }
  }
}

/// A GitHub event's kind, by an adjacent tag, flattened into the event.
@SafeDecoding(decodingStrategy: .caseByAdjacentTag("type", content: "payload"))
enum GitHubEventKind: Equatable, Codable {
  @CaseNameDecoding("PushEvent") case push(PushPayload)
  @FallbackCaseDecoding case other(PreservedValue)

  struct PushPayload: Equatable, Codable {
    var ref: String
  }
}

/// A GitHub event that keeps what it does not read, and reports it.
@SafeDecoding(preservingUnknownKeys: true, unknownKeys: .report)
struct GitHubEvent: Equatable, Codable {
  var id: String
  @Flattened var kind: GitHubEventKind
}

struct KeptNovelPayloadTests {
  static let events = #"""
    [{"id": "1", "type": "PushEvent", "payload": {"ref": "main"}, "public": true},
     {"id": "2", "type": "SponsorshipEvent", "payload": {"tier": 5}}]
    """#

  @Test func `the keys a flattened enum reads, or keeps in its fallback case, are not unknown`()
    throws
  {
    // The model's own check, and the decode's search for every model.
    for searchesEveryModel in [false, true] {
      let decoder = JSONDecoder()
      if searchesEveryModel {
        decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
      }
      let (events, digest) = try decoder.decode(
        [GitHubEvent].self, from: Data(Self.events.utf8), reportResilientDecodingErrors: true)
      #expect(
        events.map(\.kind) == [
          .push(.init(ref: "main")),
          .other(["id": "2", "type": "SponsorshipEvent", "payload": ["tier": 5]]),
        ])
      #expect(
        Set(digest?.entries.map { "\($0.jsonPointer) \($0.action)" } ?? []) == [
          "/0/public foundUnknownKey", "/1/type keptNovelValue",
        ])
      #expect(digest?.entries.count == 2)
      #expect(
        try encode(events)
          == #"[{"id":"1","payload":{"ref":"main"},"public":true,"type":"PushEvent"},"#
          + #"{"id":"2","payload":{"tier":5},"type":"SponsorshipEvent"}]"#)
    }
  }
}

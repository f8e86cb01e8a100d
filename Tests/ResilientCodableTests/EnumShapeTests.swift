import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

struct Film: Codable, Equatable {
  let id: Int
  let title: String
}

/// A tag, and the content beside it.
@SafeDecoding(decodingStrategy: .caseByAdjacentTag("type", content: "content"))
enum FeedItem: Equatable, Codable {
  case film(Film)
  case pair(first: String, second: Int?)
  case tags([String])
  case ad
  @FallbackCaseDecoding case unknown
}

/// A discriminator that is a number, with several names for a case.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
enum Shape: Equatable, Codable {
  @CaseNameDecoding(1) case circle(radius: Double)
  @CaseNameDecoding(2, 3) case square(side: Double)
  @CaseNameDecoding(0) @FallbackCaseDecoding case unknown
}

/// A card, as a Stripe `source` object describes it beside its `object` discriminator.
struct CardSource: Codable, Equatable {
  let id: String
  let last4: String
  @Resilient var brand: String?
}

/// A payment source whose one unlabeled value is the whole tagged object, as serde's internally
/// tagged enums read it.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("object"))
enum PaymentSource: Equatable, Codable {
  case card(CardSource)
  case bankAccount(id: String)
  @FallbackCaseDecoding case unknown
}

/// Payment sources, one of which may not decode.
struct Wallet: Decodable {
  @Resilient var sources: [PaymentSource]
}

/// Several names for a case, in the shape of synthesized `Codable`.
@SafeDecoding
enum Clip: Equatable, Codable {
  @CaseNameDecoding("film", "movie") case film(id: Int)
  case trailer
}

/// No name at all: the first case that decodes.
@SafeDecoding(decodingStrategy: .untagged)
enum Cell: Equatable, Codable {
  case number(Int)
  @CaseNameDecoding("none", "null") case none
  case text(String)
  case member(tags: [String], login: String)
  case team(tags: [String], name: String)
}

struct EnumShapeTests {
  @Test func `an adjacent tag holds the case's values under its content key`() throws {
    let json = """
      [{"type": "film", "content": {"id": 1, "title": "Up"}},
       {"type": "pair", "content": {"first": "a", "second": "x"}},
       {"type": "tags", "content": ["a", 2]}, {"type": "ad"}, {"type": "live", "content": 1},
       {"content": {}}]
      """
    let (posts, digest) = try decode([FeedItem].self, json)
    #expect(
      posts == [
        .film(Film(id: 1, title: "Up")), .pair(first: "a", second: nil), .tags(["a"]), .ad,
        .unknown, .unknown,
      ])
    #expect(
      digest.paths == [
        "Index 1/content/second", "Index 2/content/Index 1", "Index 4/type", "Index 5/type",
      ])
    #expect(
      digest?.entries.map(\.category) == [
        .typeMismatch, .typeMismatch, .unknownNovelValue, .keyNotFound,
      ])
    #expect(
      try encode(FeedItem.film(Film(id: 1, title: "Up")))
        == #"{"content":{"id":1,"title":"Up"},"type":"film"}"#)
    #expect(
      try encode(FeedItem.pair(first: "a", second: nil))
        == #"{"content":{"first":"a"},"type":"pair"}"#)
    #expect(try encode(FeedItem.ad) == #"{"type":"ad"}"#)
  }

  @Test func `one unlabeled value under an object property is the whole tagged object`() throws {
    let json = """
      {"sources": [{"object": "card", "id": "card_1", "last4": "4242", "brand": 7},
       {"object": "bankAccount", "id": "ba_1"}, {"object": "card", "id": "card_2"},
       {"object": "alipay"}]}
      """
    let (wallet, digest) = try decode(Wallet.self, json)
    #expect(
      wallet.sources == [
        .card(CardSource(id: "card_1", last4: "4242", brand: nil)), .bankAccount(id: "ba_1"),
        .unknown,
      ])
    // The card without `last4` fails as a card does, and is dropped from the array.
    #expect(
      digest.paths == ["sources/Index 0/brand", "sources/Index 2/last4", "sources/Index 3/object"])
    #expect(
      digest?.entries.map(\.action) == [.setToNil, .droppedElement(index: 2), .usedFallbackCase])
    #expect(
      try encode(PaymentSource.card(CardSource(id: "card_1", last4: "4242", brand: "visa")))
        == #"{"brand":"visa","id":"card_1","last4":"4242","object":"card"}"#)
  }

  @Test func `a discriminator may be an integer, and a case may have several names`() throws {
    let json = #"[{"kind": 1, "radius": 2}, {"kind": 3, "side": 1}, {"kind": 9}, {"kind": "1"}]"#
    let (shapes, digest) = try decode([Shape].self, json)
    #expect(shapes == [.circle(radius: 2), .square(side: 1), .unknown, .unknown])
    #expect(digest.paths == ["Index 2/kind", "Index 3/kind"])
    #expect(
      digest?.messages.first == "Unknown novel value, a number, for `Shape` (known: 1, 2, 3, 0)")
    #expect(try encode(Shape.square(side: 1)) == #"{"kind":2,"side":1}"#)

    let (clips, clipDigest) = try decode(
      [Clip].self, #"[{"film": {"id": 1}}, {"movie": {"id": 2}}, {"trailer": {}}]"#)
    #expect(clips == [.film(id: 1), .film(id: 2), .trailer])
    #expect(clipDigest == nil)
    #expect(try encode(Clip.film(id: 2)) == #"{"film":{"id":2}}"#)
    #expect(try encode(Clip.trailer) == #"{"trailer":{}}"#)
  }

  @Test func `untagged takes the first case that decodes and reports only that one`() throws {
    let json = """
      [7, "seven", {"tags": [1, "a"], "login": "ann"}, {"tags": ["b", 2], "name": "core"},
       "null"]
      """
    let (values, digest) = try decode([Cell].self, json)
    #expect(
      values == [
        .number(7), .text("seven"), .member(tags: ["a"], login: "ann"),
        .team(tags: ["b"], name: "core"), .none,
      ])
    // The team's bad tag was reported while trying `member`, then forgotten with that attempt.
    #expect(digest.paths == ["Index 2/tags/Index 0", "Index 3/tags/Index 1"])
    #expect(
      try encode(values)
        == #"[7,"seven",{"login":"ann","tags":["a"]},{"name":"core","tags":["b"]},"none"]"#)
  }

  @Test func `untagged says why each case did not decode`() throws {
    #expect {
      try decode(Cell.self, "true")
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription
        == "No case of `Cell` decodes from the payload; "
        + "number: Expected `Int` but found a boolean instead; "
        + "none: Expected `String` but found a boolean instead; "
        + "text: Expected `String` but found a boolean instead; "
        + "member: Expected `Dictionary<String, Any>` but found a boolean instead; "
        + "team: Expected `Dictionary<String, Any>` but found a boolean instead"
    }
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

struct SafeDecodingEnumTests {
  @Test func `decodes the shape synthesized Codable encodes`() throws {
    let values: [Content] = [.vod(id: 1, ["a"]), .live(channel: "c"), .episode(3), .ad]
    let data = try JSONEncoder().encode(values)
    let decoded = try JSONDecoder().decode([Content].self, from: data)
    #expect(decoded == values)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains(#"{"ASSET\/EPISODE":{"_0":3}}"#))
  }

  @Test func `recovers associated values and takes the fallback case`() throws {
    let json = """
      [{"vod": {"id": 1, "_1": ["a", 2]}}, {"live": {"channel": 5}}, {"movie": {}},
       {"ad": {}, "live": {}}, "text"]
      """
    let ((contents, digest), reports) = try RecordingReporter.recording {
      try decode([Content].self, json)
    }
    #expect(contents == [.vod(id: 1, ["a"]), .live(channel: nil), .unknown, .unknown, .unknown])
    #expect(
      digest.paths == [
        "Index 0/vod/_1/Index 1", "Index 1/live/channel", "Index 2", "Index 3", "Index 4",
      ])
    #expect(
      reports.map(ReportSummary.init) == [
        ReportSummary(
          "Content", "_1", case: "vod", at: "Index 0/vod/_1/Index 1",
          .droppedElement(index: 1)),
        ReportSummary("Content", "channel", case: "live", at: "Index 1/live/channel", .setToNil),
        ReportSummary("Content", nil, at: "Index 2", .usedFallbackCase),
        ReportSummary("Content", nil, at: "Index 3", .usedFallbackCase),
        ReportSummary("Content", nil, at: "Index 4", .usedFallbackCase),
      ])
  }

  @Test func `a flat object with a discriminator`() throws {
    let json = """
      [{"type": "text", "body": "hi", "links": ["a", 1]}, {"type": "IMAGE", "url": "u"},
       {"type": "divider"}]
      """
    let (blocks, digest) = try decode([Block].self, json)
    #expect(blocks == [.text(body: "hi", links: ["a"]), .image(url: "u"), .divider])
    #expect(digest.paths == ["Index 0/links/Index 1"])
  }

  @Test func `an unknown discriminator without a fallback case throws`() throws {
    #expect(throws: UnknownNovelValueError.self) { try decode(Block.self, #"{"type": "video"}"#) }
    #expect(throws: DecodingError.self) { try decode(Block.self, #"{"kind": "text"}"#) }
  }

  @Test func `a raw-value enum by its raw value, with a fallback case`() throws {
    let (qualities, digest) = try decode([Quality].self, #"["low", "high", "4k", 1]"#)
    #expect(qualities == [.low, .high, .unknown, .unknown])
    #expect(digest.paths == ["Index 2", "Index 3"])
  }

  @Test func `a payload-less enum by case name`() throws {
    let (directions, _) = try decode([Direction].self, #"["up", "LEFT", "down"]"#)
    #expect(directions == [.up, .left, .down])
    #expect(throws: UnknownNovelValueError.self) { try decode(Direction.self, #""left""#) }
  }

  @Test func `strict mode throws instead of taking the fallback case`() throws {
    #expect(throws: UnknownNovelValueError.self) {
      try decode(Quality.self, #""4k""#, strict: true)
    }
    #expect(throws: DecodingError.self) { try decode(Quality.self, "1", strict: true) }
  }

  @Test func `an unknown case is an unknown novel value, through the macro as through the wrapper`()
    throws
  {
    let (rating, digest) = try decode(Rating.self, #"{"wrapped": "4k", "generated": "4k"}"#)
    #expect(rating == Rating(wrapped: .unknown, generated: .unknown))
    let digestEntries = try #require(digest).entries
    #expect(digestEntries.map(\.codingPath) == [["wrapped"], ["generated"]])
    #expect(digestEntries.map(\.category) == [.unknownNovelValue, .unknownNovelValue])
    #expect(digestEntries.map(\.action) == [.usedFallback, .usedFallbackCase])
    #expect(digest?.errors.isEmpty == true)
    #expect(
      digest?.messages == [
        #"Unknown novel value, a string of 2 characters, for `WrappedQuality` (known: "low", "high", "unknown")"#,
        #"Unknown novel value, a string of 2 characters, for `Quality` (known: "low", "high", "unknown")"#,
      ])

    // A value of the wrong type is an error on both paths.
    let (_, mismatch) = try decode(Rating.self, #"{"wrapped": 1, "generated": 1}"#)
    #expect(mismatch?.entries.map(\.category) == [.typeMismatch, .typeMismatch])
    #expect(mismatch?.errors.count == 2)
  }

  @Test func `each strategy reports an unknown case as a novel value that lists the known ones`()
    throws
  {
    let (contents, digest) = try decode(
      [Content].self, #"[{"movie": {}}, {"ad": {}, "live": {}}, "text"]"#)
    #expect(contents == [.unknown, .unknown, .unknown])
    #expect(
      digest?.entries.map(\.category) == [.unknownNovelValue, .typeMismatch, .typeMismatch])
    #expect(
      digest?.messages.first
        == #"Unknown novel value, a string of 5 characters, for `Content` (known: "vod", "live", "ASSET/EPISODE", "ad", "unknown")"#
    )

    #expect {
      try decode(Media.self, #"{"live2": {}}"#)
    } throws: { error in
      String(describing: error)
        == #"Unknown novel value "live2" for `Media` (known: "vod", "live")"#
    }
    #expect {
      try decode(Block.self, #"{"type": "video"}"#)
    } throws: { error in
      String(describing: error)
        == #"Unknown novel value "video" for `Block` at type (known: "text", "IMAGE", "divider")"#
    }
    #expect {
      try decode([Direction].self, #"["up", "right"]"#)
    } throws: { error in
      String(describing: error)
        == #"Unknown novel value "right" for `Direction` at [1] (known: "up", "down", "LEFT")"#
    }
  }

  @Test func `an object with other than one key names the keys it found`() throws {
    #expect {
      try decode(Media.self, #"{}"#)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.debugDescription
        == "Expected an object with one key naming a case, found 0 keys"
    }
  }

  @Test func `strict mode throws an unknown novel value with its path, on both paths`() throws {
    #expect {
      try decode([Quality].self, #"["low", "4k"]"#, strict: true)
    } throws: { error in
      let novel = error as? UnknownNovelValueError
      return novel?.codingPath == [1]
        && novel?.description
          == #"Unknown novel value "4k" for `Quality` at [1] (known: "low", "high", "unknown")"#
    }
    #expect {
      try decode(
        [Rating].self, #"[{"wrapped": "low", "generated": "low"}, {"wrapped": "4k"}]"#, strict: true
      )
    } throws: { error in
      let novel = error as? UnknownNovelValueError
      return novel?.codingPath == [1, "wrapped"]
        && novel?.description
          == #"Unknown novel value "4k" for `WrappedQuality` at [1].wrapped (known: "low", "high", "unknown")"#
    }
  }

  @Test func `a raw-value enum also accepts the names @CaseNameDecoding gives`() throws {
    let (kinds, digest) = try decode([StreamKind].self, #"["vd", 0, 1]"#)
    #expect(kinds == [.vod, .vod, .bla])
    #expect(digest == nil)
    for (json, novel) in [(#""bla""#, #""bla""#), ("7", "7")] {
      #expect {
        try decode(StreamKind.self, json)
      } throws: { error in
        String(describing: error)
          == "Unknown novel value \(novel) for `StreamKind` (known: 0, 1)"
      }
    }
    #expect(throws: DecodingError.self) { try decode(StreamKind.self, "true") }
  }

  @Test func `a raw-value enum writes a case by the name it decodes, as SafeDecoding does`()
    throws
  {
    #expect(try encode([StreamKind.vod, .bla]) == #"["vd",1]"#)
    let (kinds, digest) = try decode([StreamKind].self, #"["vd",1]"#)
    #expect(kinds == [.vod, .bla])
    #expect(digest == nil)
    struct WrapperHolder: Codable {
      @Resilient var kind: StreamKind?
      @Resilient var kinds: [StreamKind]
    }
    let json = #"{"kind":"vd","kinds":["vd",1,0]}"#
    let (wrapper, wrapperDigest) = try decode(WrapperHolder.self, json)
    let (macro, macroDigest) = try decode(StreamKindHolder.self, json)
    #expect(wrapper.kind == .vod)
    #expect(macro.kind == .vod)
    #expect(wrapper.kinds == [.vod, .bla, .vod])
    #expect(macro.kinds == [.vod, .bla, .vod])
    #expect(wrapperDigest == nil)
    #expect(macroDigest == nil)
    #expect(try encode(wrapper) == #"{"kind":"vd","kinds":["vd",1,"vd"]}"#)
    #expect(try encode(macro) == #"{"kind":"vd","kinds":["vd",1,"vd"]}"#)
  }

  @Test func `each strategy encodes the shape it decodes`() throws {
    #expect(
      try encode(Block.image(url: "u")) == #"{"type":"IMAGE","url":"u"}"#)
    #expect(try encode(Block.divider) == #"{"type":"divider"}"#)
    #expect(try encode(Direction.left) == #""LEFT""#)
    #expect(try encode(StreamKind.vod) == #""vd""#)
    #expect(
      try encode(Attachment.link("https://x", title: nil)) == #"{"_0":"https:\/\/x","kind":"link"}"#
    )
    #expect(
      try encode(Content.episode(3)) == #"{"ASSET\/EPISODE":{"_0":3}}"#)
  }

  @Test func `every value of every strategy decodes back from what it encodes`() throws {
    for seed in 0..<200 {
      var generator = SplitMix64(seed: UInt64(seed))
      func string() -> String {
        String(
          (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            "aé\"/ 1".randomElement(using: &generator)!
          })
      }
      func optional<T>(_ make: () -> T) -> T? { Bool.random(using: &generator) ? make() : nil }
      let blocks: [Block] = [
        .text(body: string(), links: (0..<seed % 3).map { _ in string() }), .image(url: string()),
        .divider,
      ]
      let attachments: [Attachment] = [
        .file(
          name: string(), size: optional { Int.random(in: -9...9, using: &generator) },
          tags: [string()]),
        .link(string(), title: optional(string)), .placeholder, .unknown,
      ]
      let contents: [Content] = [
        .vod(id: seed, [string()]), .live(channel: optional(string)), .episode(seed), .ad, .unknown,
      ]
      try expectRoundTrip(blocks)
      try expectRoundTrip(attachments)
      try expectRoundTrip(contents)
      try expectRoundTrip([Direction.up, .down, .left])
      try expectRoundTrip([Quality.low, .high, .unknown])
      try expectRoundTrip([StreamKind.vod, .bla])
      try expectRoundTrip([Media.vod(id: seed), .live])
      try expectRoundTrip([
        FeedItem.film(Film(id: seed, title: string())),
        .pair(first: string(), second: optional { seed }),
        .tags([string()]), .ad, .unknown,
      ])
      try expectRoundTrip([Shape.circle(radius: Double(seed) / 4), .square(side: 1), .unknown])
      try expectRoundTrip([Clip.film(id: seed), .trailer])
      try expectRoundTrip([
        Cell.number(seed), .member(tags: [string()], login: string()),
        .team(tags: [], name: string()), .none,
      ])
    }
  }

  private func expectRoundTrip<Value: Codable & Equatable>(_ values: [Value]) throws {
    let data = try JSONEncoder().encode(values)
    let (decoded, digest) = try decode([Value].self, String(decoding: data, as: UTF8.self))
    #expect(decoded == values)
    #expect(digest == nil)
  }
}

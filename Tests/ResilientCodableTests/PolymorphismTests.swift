import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

protocol ContentBlock: Sendable {}

struct Paragraph: ContentBlock, Codable, Equatable {
  let text: String
}

struct Picture: ContentBlock, Codable, Equatable {
  let url: URL
  let alt: String?
}

struct Divider: ContentBlock, Codable, Equatable {}

enum ContentBlocks: PolymorphicFamily {
  typealias Base = any ContentBlock
  static let discriminator = "type"
  static let members: [PolymorphicMember<ContentBlocks>] = [
    .init("paragraph", Paragraph.self, as: { $0 }), .init("picture", Picture.self, as: { $0 }),
    .init("divider", Divider.self, as: { $0 }),
  ]
}

/// The same family, with a fallback for the blocks the app does not know.
enum LenientContentBlocks: PolymorphicFamily {
  typealias Base = any ContentBlock
  static let discriminator = "type"
  static let members: [PolymorphicMember<LenientContentBlocks>] = [
    .init("paragraph", Paragraph.self, as: { $0 })
  ]
  static let fallback: (any ContentBlock)? = Divider()
}

struct WrapperPage: Codable {
  @Resilient var blocks: [Polymorphic<ContentBlocks>]
  @Resilient var cover: Polymorphic<ContentBlocks>?
}

@SafeDecoding
struct MacroPage: Codable {
  var blocks: [Polymorphic<ContentBlocks>]
  var cover: Polymorphic<ContentBlocks>?
}

struct WrapperLenientPage: Codable {
  @Resilient var blocks: [Polymorphic<LenientContentBlocks>]
  @Resilient var cover: Polymorphic<LenientContentBlocks>?
}

@SafeDecoding
struct MacroLenientPage: Codable {
  var blocks: [Polymorphic<LenientContentBlocks>]
  var cover: Polymorphic<LenientContentBlocks>?
}

struct PolymorphismTests {
  static let json = """
    {"blocks": [{"type": "paragraph", "text": "Hi"}, {"type": "video", "src": "v.mp4"},
                {"type": "picture", "url": "https://x/y.png"}, {"type": "picture"},
                {"text": "no type"}, {"type": "divider"}],
     "cover": {"type": "carousel"}}
    """

  /// The blocks as values that can be compared.
  private func describe(_ blocks: [Polymorphic<ContentBlocks>]) -> [String] {
    blocks.map { String(describing: $0.value) }
  }

  @Test func `a resilient collection keeps the members it knows, through wrapper and macro`()
    throws
  {
    let (wrapper, wrapperDigest) = try decode(WrapperPage.self, Self.json)
    let (macro, macroDigest) = try decode(MacroPage.self, Self.json)
    let expected = [
      String(describing: Paragraph(text: "Hi")),
      String(describing: Picture(url: URL(string: "https://x/y.png")!, alt: nil)),
      String(describing: Divider()),
    ]
    #expect(describe(wrapper.blocks) == expected)
    #expect(describe(macro.blocks) == expected)
    #expect(wrapper.cover == nil)
    #expect(macro.cover == nil)
    for digest in [wrapperDigest, macroDigest] {
      #expect(
        digest.paths == [
          "blocks/Index 1/type", "blocks/Index 3/url", "blocks/Index 4/type", "cover/type",
        ])
      #expect(
        digest?.entries.map(\.category) == [
          .unknownNovelValue, .keyNotFound, .keyNotFound, .unknownNovelValue,
        ])
      #expect(
        digest?.messages.first
          == #"Unknown novel value, a string of 5 characters, for `ContentBlock` (known: "paragraph", "picture", "divider")"#
      )
      #expect(digest?.errors.count == 2)
    }
  }

  @Test func `a fallback replaces what the family does not know`() throws {
    let (blocks, digest) = try decode(
      [Polymorphic<LenientContentBlocks>].self,
      #"[{"type": "paragraph", "text": "a"}, {"type": "video"}]"#)
    #expect(blocks.map { String(describing: $0.value) } == ["Paragraph(text: \"a\")", "Divider()"])
    #expect(digest?.entries.map(\.action) == [.usedFallback])
    #expect(digest?.entries.map(\.codingPath) == [[1, "type"]])
    #expect(throws: UnknownNovelValueError.self) {
      try decode([Polymorphic<LenientContentBlocks>].self, #"[{"type": "video"}]"#, strict: true)
    }
  }

  @Test func `a fallback keeps the unknown member's payload and writes it back`() throws {
    let json = #"{"blocks": [{"type": "video", "src": "v.mp4"}], "cover": {"type": "gallery"}}"#
    let (wrapper, wrapperDigest) = try decode(WrapperLenientPage.self, json)
    let (macro, macroDigest) = try decode(MacroLenientPage.self, json)
    for digest in [wrapperDigest, macroDigest] {
      #expect(digest.paths == ["blocks/Index 0/type", "cover/type"])
      #expect(digest?.entries.map(\.action) == [.usedFallback, .usedFallback])
    }
    #expect(wrapper.blocks.map { $0.value is Divider } == [true])
    #expect(wrapper.blocks.first?.novelPayload == ["type": "video", "src": "v.mp4"])
    #expect(macro.cover?.novelPayload == ["type": "gallery"])
    let written = #"{"blocks":[{"src":"v.mp4","type":"video"}],"cover":{"type":"gallery"}}"#
    #expect(try encode(wrapper) == written)
    #expect(try encode(macro) == written)
    // A value set in its place is written instead, as a member.
    var edited = macro
    edited.blocks[0].value = Paragraph(text: "b")
    #expect(edited.blocks[0].novelPayload == nil)
    #expect(
      try encode(edited)
        == #"{"blocks":[{"text":"b","type":"paragraph"}],"cover":{"type":"gallery"}}"#)
  }

  @Test func `an optional member the family does not know is written back whole`() throws {
    let json = #"{"blocks": [], "cover": {"type": "square", "side": 2}}"#
    let preserving: (JSONDecoder) -> Void = {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    let (wrapper, wrapperDigest) = try decode(WrapperPage.self, json, configure: preserving)
    let (macro, macroDigest) = try decode(MacroPage.self, json, configure: preserving)
    #expect(wrapper.cover == nil && macro.cover == nil)
    #expect(wrapperDigest.paths == ["cover/type"] && macroDigest.paths == ["cover/type"])
    #expect(wrapperDigest?.entries.map(\.action) == [.setToNil])
    let written = #"{"blocks":[],"cover":{"side":2,"type":"square"}}"#
    #expect(try encode(wrapper) == written)
    #expect(try encode(macro) == written)
  }

  @Test func `encoding writes each member with its discriminator`() throws {
    let page = try decode(WrapperPage.self, Self.json).0
    #expect(
      try encode(page.blocks)
        == #"[{"text":"Hi","type":"paragraph"},{"type":"picture","url":"https:\/\/x\/y.png"},{"type":"divider"}]"#
    )
    #expect(throws: EncodingError.self) { try encode(Polymorphic<LenientContentBlocks>(Divider())) }
  }
}

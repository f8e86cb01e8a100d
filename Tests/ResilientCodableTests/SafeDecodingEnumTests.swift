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
    #expect(throws: DecodingError.self) { try decode(Block.self, #"{"type": "video"}"#) }
  }

  @Test func `a raw-value enum by its raw value, with a fallback case`() throws {
    let (qualities, digest) = try decode([Quality].self, #"["low", "high", "4k", 1]"#)
    #expect(qualities == [.low, .high, .unknown, .unknown])
    #expect(digest.paths == ["Index 2", "Index 3"])
  }

  @Test func `a payload-less enum by case name`() throws {
    let (directions, _) = try decode([Direction].self, #"["up", "LEFT", "down"]"#)
    #expect(directions == [.up, .left, .down])
    #expect(throws: DecodingError.self) { try decode(Direction.self, #""left""#) }
  }

  @Test func `strict mode throws instead of taking the fallback case`() throws {
    #expect(throws: DecodingError.self) { try decode(Quality.self, #""4k""#, strict: true) }
  }
}

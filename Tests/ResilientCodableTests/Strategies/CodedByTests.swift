import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

@SafeDecoding
struct StrategyEvent: Codable, Equatable {
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
  let start: Date
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
  let reminders: [Date]
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
  let end: Date?
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
  let edits: [String: Date]
  @CodedBy(.base64)
  let thumbnail: Data?
  @CodedBy(.coerced(Int.self))
  var attendees: Int = 0
}

struct CodedByTests {
  @Test func `a clean payload decodes every shape with its strategy and writes it back`() throws {
    let json = """
      {"attendees":3,"edits":{"a":"2024-05-01T12:00:00Z"},"end":1714564800,\
      "reminders":["2024-05-01T12:00:00Z",1714564800],"start":"2024-05-01T12:00:00Z",\
      "thumbnail":"AQI="}
      """
    let (event, digest) = try decode(StrategyEvent.self, json)
    #expect(digest == nil)
    let may1 = Date(timeIntervalSince1970: 1_714_564_800)
    #expect(event.start == may1)
    #expect(event.reminders == [may1, may1])
    #expect(event.end == may1)
    #expect(event.edits == ["a": may1])
    #expect(event.thumbnail == Data([1, 2]))
    #expect(event.attendees == 3)
    #expect(
      try encode(event) == """
        {"attendees":3,"edits":{"a":"2024-05-01T12:00:00Z"},"end":"2024-05-01T12:00:00Z",\
        "reminders":["2024-05-01T12:00:00Z","2024-05-01T12:00:00Z"],\
        "start":"2024-05-01T12:00:00Z","thumbnail":"AQI="}
        """)
  }

  @Test func `bad values recover as their shapes do and are reported at their paths`() throws {
    let json = """
      {"attendees":"12","edits":{"a":"soon","b":0},"end":"later",\
      "reminders":["2024-05-01T12:00:00Z","never"],"start":0,"thumbnail":"%%"}
      """
    let (event, digest) = try decode(StrategyEvent.self, json)
    #expect(event.reminders == [Date(timeIntervalSince1970: 1_714_564_800)])
    #expect(event.end == nil)
    #expect(event.edits == ["b": Date(timeIntervalSince1970: 0)])
    #expect(event.thumbnail == nil)
    #expect(event.attendees == 12)
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/reminders/1 droppedElement(index: 1)", "/end setToNil",
        "/edits/a droppedEntry(key: \"a\")", "/thumbnail setToNil", "/attendees coercedValue",
      ])
  }
}

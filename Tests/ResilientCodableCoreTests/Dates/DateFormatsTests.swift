import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Several date formats per decode: `JSONDecoder.DateDecodingStrategy.formats(_:)`.
struct DateFormatsTests {
  struct Event: Codable {
    @Resilient var createdAt: Date?
    @Resilient var history: [Date]
    @Resilient var deadlines: [String: Date]
  }

  /// 2024-05-01T12:00:00Z.
  private let noon = Date(timeIntervalSince1970: 1_714_564_800)

  private func decodeEvent(
    _ json: String,
    formats: [DateFormat] = [
      .iso8601, .rfc3339, .rfc1123, .dateOnly, .secondsSince1970,
    ]
  ) throws -> (Event, ErrorDigest?) {
    try decode(Event.self, json) { $0.dateDecodingStrategy = .formats(formats) }
  }

  @Test(arguments: [
    #""2024-05-01T12:00:00Z""#, #""2024-05-01T14:00:00+02:00""#, #""2024-05-01T12:00:00.000Z""#,
    #""2024-05-01 12:00:00z""#, #""Wed, 01 May 2024 12:00:00 GMT""#,
    #""Wed, 01 May 2024 14:00:00 +0200""#, "1714564800", #""1714564800""#,
  ])
  func `reads the same instant in every listed format`(payload: String) throws {
    let (event, digest) = try decodeEvent(#"{"createdAt": \#(payload)}"#)
    #expect(event.createdAt == noon)
    #expect(digest == nil)
  }

  @Test func `reads fractional seconds, calendar dates and milliseconds`() throws {
    let (event, _) = try decodeEvent(
      #"{"createdAt": "2024-05-01T12:00:00.250Z", "history": ["2024-05-01", 1714564800250]}"#,
      formats: [.iso8601WithFractionalSeconds, .dateOnly, .millisecondsSince1970])
    #expect(event.createdAt == noon.addingTimeInterval(0.25))
    #expect(event.history == [noon.addingTimeInterval(-12 * 3_600), noon.addingTimeInterval(0.25)])
  }

  @Test func `tries the formats in order`() throws {
    let json = #"{"createdAt": "1714564800"}"#
    let (seconds, _) = try decodeEvent(json, formats: [.secondsSince1970, .millisecondsSince1970])
    let (milliseconds, _) = try decodeEvent(
      json, formats: [.millisecondsSince1970, .secondsSince1970])
    #expect(seconds.createdAt == noon)
    #expect(milliseconds.createdAt == Date(timeIntervalSince1970: 1_714_564.8))
  }

  @Test func `a date in no listed format is reported at its own path with the formats tried`()
    throws
  {
    let json = """
      {"createdAt": "yesterday", "history": ["2024-05-01T12:00:00Z", "01/05/2024", 17],
       "deadlines": {"a": "2024-05-01", "b": true}}
      """
    let (event, digest) = try decodeEvent(json, formats: [.iso8601, .dateOnly])
    #expect(event.createdAt == nil)
    #expect(event.history == [noon])
    #expect(event.deadlines == ["a": noon.addingTimeInterval(-12 * 3_600)])
    #expect(
      digest.paths == ["createdAt", "history/Index 1", "history/Index 2", "deadlines/b"])
    #expect(
      digest?.messages.first
        == #"Expected a date in one of these formats: ISO 8601, date only (yyyy-MM-dd); found a string of 9 characters"#
    )
    #expect(
      digest?.messages[2]
        == "Expected a date in one of these formats: ISO 8601, date only (yyyy-MM-dd); found a number"
    )
  }

  @Test func `fractional seconds are written to the nearest millisecond, as they were read`()
    throws
  {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .format(.iso8601WithFractionalSeconds)
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formats([.iso8601WithFractionalSeconds])
    // 1713564888.415 lies just below .415 as a Double: a formatter that truncates writes .414.
    let read =
      #"["2024-04-19T22:14:48.415Z","2024-04-19T22:14:48.999Z","1969-12-31T23:59:59.250Z"]"#
    let dates = try decoder.decode([Date].self, from: Data(read.utf8))
    #expect(String(decoding: try encoder.encode(dates), as: UTF8.self) == read)
    // Rounding up to the next second carries into the seconds.
    let nearlyNext = [Date(timeIntervalSince1970: 59.9996)]
    #expect(
      String(decoding: try encoder.encode(nearlyNext), as: UTF8.self)
        == #"["1970-01-01T00:01:00.000Z"]"#)
  }

  @Test(arguments: [
    (DateFormat.iso8601, #""2024-05-01T12:00:00Z""#),
    (.iso8601WithFractionalSeconds, #""2024-05-01T12:00:00.000Z""#),
    (.rfc3339, #""2024-05-01T12:00:00Z""#),
    (.rfc1123, #""Wed, 01 May 2024 12:00:00 GMT""#),
    (.dateOnly, #""2024-05-01""#),
    (.secondsSince1970, "1714564800"),
    (.millisecondsSince1970, "1714564800000"),
    (.pattern("dd/MM/yyyy HH:mm"), #""01\/05\/2024 12:00""#),
  ])
  func `writes the format an encoder names and reads it back`(
    format: DateFormat,
    expected: String
  ) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .format(format)
    let written = String(decoding: try encoder.encode([noon]), as: UTF8.self)
    #expect(written == "[\(expected)]")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formats([format])
    // A calendar date keeps the day only.
    let readBack = format.description.hasPrefix("date only") ? noon - 12 * 3_600 : noon
    #expect(try decoder.decode([Date].self, from: Data(written.utf8)) == [readBack])
  }

  @Test func `reads a pattern in its own time zone and names it`() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let format = DateFormat.pattern("dd/MM/yyyy HH:mm", timeZone: berlin)
    let (event, _) = try decodeEvent(#"{"createdAt": "01/05/2024 14:00"}"#, formats: [format])
    #expect(event.createdAt == noon)
    #expect(format.description == #"pattern "dd/MM/yyyy HH:mm""#)
  }
}

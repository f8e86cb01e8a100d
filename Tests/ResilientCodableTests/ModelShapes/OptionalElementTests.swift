import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Open-Meteo's hourly columns, one array per variable beside the times, through a wrapper.
struct WrapperHourly: Codable, Equatable {
  var time: [String]
  @Resilient var temperatures: [Double?]
  @Resilient var codes: [Int]
}

struct WrapperForecast: Codable, Equatable {
  var hourly: WrapperHourly
}

/// ``WrapperHourly`` as a `@SafeDecoding` model.
@SafeDecoding
struct MacroHourly: Codable, Equatable {
  var time: [String]
  var temperatures: [Double?]
  var codes: [Int]
}

@SafeDecoding
struct MacroForecast: Codable, Equatable {
  var hourly: MacroHourly
}

/// A bad element of an array of optionals is set to `nil` in its place, so that parallel
/// arrays keep their alignment; an element that cannot be absent is still dropped.
struct OptionalElementTests {
  static let json = #"""
    {"hourly": {"time": ["00:00", "01:00", "02:00"], "temperatures": [11.5, "n/a", 12.5],
     "codes": [1, "x", 3]}}
    """#

  static func decoding(preserving: Bool) -> (JSONDecoder) -> Void {
    { $0.userInfo.resilientDecodingOptions.preservesInvalidData = preserving }
  }

  @Test func `a bad element of an optional type is set to nil in its place through both paths`()
    throws
  {
    let (wrapper, wrapperDigest) = try decode(WrapperForecast.self, Self.json)
    let (macro, macroDigest) = try decode(MacroForecast.self, Self.json)
    #expect(wrapper.hourly.temperatures == [11.5, nil, 12.5])
    #expect(macro.hourly.temperatures == [11.5, nil, 12.5])
    #expect(wrapper.hourly.codes == [1, 3])
    #expect(macro.hourly.codes == [1, 3])
    #expect(
      wrapperDigest?.entries.map(\.jsonPointer) == ["/hourly/temperatures/1", "/hourly/codes/1"])
    #expect(wrapperDigest?.entries.map(\.action) == [.setToNil, .droppedElement(index: 1)])
    #expect(
      wrapperDigest?.entries.map(\.recoveryPath.description) == [
        "hourly/temperatures/Index 1", "hourly/codes/Index 1",
      ])
    #expect(macroDigest.entrySummaries == wrapperDigest.entrySummaries)
    #expect(wrapper.hourly.$temperatures.errors.count == 1)
    let results = wrapper.hourly.$temperatures.results
    let values = results.map { result -> Double? in
      if case .success(let value) = result { value } else { nil }
    }
    #expect(values == [11.5, nil, 12.5])
    #expect(results.map { if case .failure = $0 { false } else { true } } == [true, false, true])
  }

  @Test func `the element set to nil is written back in its place with preservation on`() throws {
    let (wrapper, _) = try decode(
      WrapperForecast.self, Self.json, configure: Self.decoding(preserving: true))
    let (macro, _) = try decode(
      MacroForecast.self, Self.json, configure: Self.decoding(preserving: true))
    let expected =
      #"{"hourly":{"codes":[1,"x",3],"temperatures":[11.5,"n\/a",12.5],"#
      + #""time":["00:00","01:00","02:00"]}}"#
    #expect(try encode(wrapper) == expected)
    #expect(try encode(macro) == expected)
  }

  @Test func `the element set to nil is written as null without preservation`() throws {
    let (wrapper, _) = try decode(WrapperForecast.self, Self.json)
    let (macro, _) = try decode(MacroForecast.self, Self.json)
    let expected =
      #"{"hourly":{"codes":[1,3],"temperatures":[11.5,null,12.5],"#
      + #""time":["00:00","01:00","02:00"]}}"#
    #expect(try encode(wrapper) == expected)
    #expect(try encode(macro) == expected)
  }

  @Test func `an element set since decoding is written as set, not as the payload held it`()
    throws
  {
    var (wrapper, _) = try decode(
      WrapperForecast.self, Self.json, configure: Self.decoding(preserving: true))
    var (macro, _) = try decode(
      MacroForecast.self, Self.json, configure: Self.decoding(preserving: true))
    wrapper.hourly.temperatures[1] = 12
    macro.hourly.temperatures[1] = 12
    #expect(try encode(wrapper).contains(#""temperatures":[11.5,12,12.5]"#))
    #expect(try encode(macro).contains(#""temperatures":[11.5,12,12.5]"#))
  }

  @Test func `a failable element keeps its failure and a set of optionals still drops`() throws {
    struct Columns: Decodable {
      @Resilient var values: [Failable<Double>]
      @Resilient var members: Set<Double?>
    }
    let (columns, digest) = try decode(
      Columns.self, #"{"values": [1.5, "x"], "members": [1.5, "x"]}"#)
    #expect(columns.values.map(\.value) == [1.5, nil])
    #expect(columns.members == [1.5])
    #expect(digest?.entries.map(\.action) == [.keptAsFailure, .droppedElement(index: 1)])
  }

  @Test func `a strict decode throws for the element instead of setting it to nil`() throws {
    #expect(throws: DecodingError.self) {
      try decode(WrapperForecast.self, Self.json, strict: true)
    }
    #expect(throws: DecodingError.self) {
      try decode(MacroForecast.self, Self.json, strict: true)
    }
  }

  /// About 600 kB of temperatures, so that the array decodes in several chunks; every 997th is
  /// a string.
  static func temperatures(count: Int = 100_000) -> String {
    let values = (0..<count).map { index in
      index % 997 == 5 ? #""n/a""# : "\(Double(index % 300) / 10)"
    }
    return "[" + values.joined(separator: ",") + "]"
  }

  @Test func `a concurrent decode sets the same elements to nil as the whole decode`() throws {
    let data = Data(Self.temperatures().utf8)
    #expect(data.count > 400_000)
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 500
    let (whole, wholeDigest) = try decoder.decodeResilient([Double?].self, from: data)
    let (values, digest) = try decoder.decodeResilientConcurrently([Double?].self, from: data)
    #expect(whole.count == 100_000)
    #expect(values == whole)
    #expect(whole[5] == nil)
    #expect(whole[6] == 0.6)
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
    #expect(wholeDigest?.entries.count == 101)
    #expect(wholeDigest?.entries.last?.jsonPointer == "/99705")
    #expect(wholeDigest?.entries.allSatisfy { $0.action == .setToNil } == true)
  }

  @Test func `a concurrent decode of the array in a model agrees with the whole decode`() throws {
    let json =
      #"{"hourly": {"time": [], "codes": [], "temperatures": "# + Self.temperatures() + "}}"
    let data = Data(json.utf8)
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 500
    let (whole, wholeDigest) = try decoder.decode(
      MacroForecast.self, from: data, reportResilientDecodingErrors: true)
    let (_, values, digest) = try decoder.decodeResilientConcurrently(
      MacroForecast.self, elements: [Double?].self, at: "/hourly/temperatures", from: data)
    #expect(values == whole.hourly.temperatures)
    #expect(values.count == 100_000)
    #expect(digest.entrySummaries == wholeDigest.entrySummaries)
    #expect(wholeDigest?.entries.first?.jsonPointer == "/hourly/temperatures/5")
  }
}

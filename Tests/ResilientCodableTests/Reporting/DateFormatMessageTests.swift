import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A day in the app's own pattern.
enum DayPattern: CodingPreset {
  static let strategy = DateFormatsStrategy([.pattern("dd/MM/yyyy")])
}

/// A day in the app's pattern, or ISO 8601.
enum DayPatternOrISO: CodingPreset {
  static let strategy = DateFormatsStrategy([.pattern("dd/MM/yyyy"), .iso8601])
}

/// A date's message names the app's formats as they are, and describes only the payload's value.
struct DateFormatMessageTests {
  /// Days read by the decoder's date strategy, through the wrapper.
  struct WrappedDays: Decodable {
    @Resilient var day: Date?
  }

  /// The same days through the macro.
  @SafeDecoding
  struct MacroDays: Decodable {
    var day: Date?
  }

  /// Days read by a strategy of the property's, through the wrapper.
  struct WrappedCodedDays: Decodable {
    @Coded<DayPattern, Date?> var day: Date?
    @Coded<DayPatternOrISO, Date?> var other: Date?
  }

  /// The same days through the macro.
  @SafeDecoding
  struct MacroCodedDays: Decodable {
    @CodedBy(.dateFormats(.pattern("dd/MM/yyyy"))) var day: Date?
    @CodedBy(.dateFormats(.pattern("dd/MM/yyyy"), .iso8601)) var other: Date?
  }

  static let json = #"{"day": "2024-13-45", "other": "2024-13-45"}"#

  static let one =
    #"Expected a date in the format pattern "dd/MM/yyyy"; found a string of 10 characters"#
  static let two =
    #"Expected a date in one of these formats: pattern "dd/MM/yyyy", ISO 8601; "#
    + "found a string of 10 characters"

  /// The messages of decoding ``json`` as `Model`, with `formats` as the decoder's date
  /// strategy.
  static func messages<Model: Decodable>(
    _ model: Model.Type,
    formats: [DateFormat] = [.iso8601],
    revealing: Bool = false
  ) throws -> [String] {
    let (_, digest) = try decode(model, json) { decoder in
      decoder.dateDecodingStrategy = .formats(formats)
      decoder.userInfo.resilientDecodingOptions.revealsPayloadValues = revealing
    }
    return digest?.messages ?? []
  }

  @Test(arguments: [true, false])
  func `one format of the decoder's is named, with "in the format"`(throughMacro: Bool) throws {
    let formats: [DateFormat] = [.pattern("dd/MM/yyyy")]
    let messages =
      throughMacro
      ? try Self.messages(MacroDays.self, formats: formats)
      : try Self.messages(WrappedDays.self, formats: formats)
    #expect(messages == [Self.one])
  }

  @Test(arguments: [true, false])
  func `several formats of the decoder's are named in order`(throughMacro: Bool) throws {
    let formats: [DateFormat] = [.pattern("dd/MM/yyyy"), .iso8601]
    let messages =
      throughMacro
      ? try Self.messages(MacroDays.self, formats: formats)
      : try Self.messages(WrappedDays.self, formats: formats)
    #expect(messages == [Self.two])
  }

  @Test(arguments: [true, false])
  func `a property's formats are named`(throughMacro: Bool) throws {
    let messages =
      throughMacro
      ? try Self.messages(MacroCodedDays.self) : try Self.messages(WrappedCodedDays.self)
    #expect(messages == [Self.one, Self.two])
  }

  @Test(arguments: [true, false])
  func `a decode that reveals values quotes the payload's date`(throughMacro: Bool) throws {
    let messages =
      throughMacro
      ? try Self.messages(MacroCodedDays.self, revealing: true)
      : try Self.messages(WrappedCodedDays.self, revealing: true)
    #expect(
      messages == [
        #"Expected a date in the format pattern "dd/MM/yyyy"; found "2024-13-45""#,
        #"Expected a date in one of these formats: pattern "dd/MM/yyyy", ISO 8601; "#
          + #"found "2024-13-45""#,
      ])
  }
}

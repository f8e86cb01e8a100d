import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// One options value configures a decode: set in one line on any decoder, read once by the
/// decode that starts with it.
struct ResilientDecodingOptionsTests {
  struct Listing: Decodable {
    @Resilient var ids: [Int]
    @Resilient var note: String?
  }

  static let payload = Data(#"{"ids": [1, "2", "x"], "note": null}"#.utf8)

  @Test func `a decoder without options decodes with the defaults`() throws {
    let decoder = JSONDecoder()
    let options = decoder.userInfo.resilientDecodingOptions
    #expect(!options.isStrict && !options.coercesScalars && !options.preservesInvalidData)
    #expect(!options.reportsAbsentValues && options.reporter == nil)
    #expect(options.completenessLimit == nil && options.completenessLimitsByPath.isEmpty)
    let (listing, digest) = try decoder.decode(
      Listing.self, from: Self.payload, reportResilientDecodingErrors: true)
    #expect(listing.ids == [1])
    #expect(digest.paths == ["ids/Index 1", "ids/Index 2"])
  }

  @Test func `one line sets every option, and one field changes on its own`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions = ResilientDecodingOptions(
      coercesScalars: true, reportsAbsentValues: true)
    let (listing, digest) = try decoder.decode(
      Listing.self, from: Self.payload, reportResilientDecodingErrors: true)
    #expect(listing.ids == [1, 2])
    #expect(digest.paths == ["ids/Index 1", "ids/Index 2", "note"])
    #expect(
      digest?.entries.map(\.action) == [.coercedValue, .droppedElement(index: 2), .setToNil])

    decoder.userInfo.resilientDecodingOptions.isStrict = true
    #expect(decoder.userInfo.resilientDecodingOptions.coercesScalars)
    #expect(throws: DecodingError.self) {
      try decoder.decode(Listing.self, from: Self.payload, reportResilientDecodingErrors: true)
    }
  }

  @Test func `a decoder that takes userInfo as a literal reads the same options`() throws {
    let reporter = ResilientDecodingErrorReporter()
    let options = ResilientDecodingOptions(coercesScalars: true, reporter: reporter)
    let userInfo: [CodingUserInfoKey: Any] = [.resilientDecodingOptions: options]
    #expect(userInfo.resilientDecodingOptions.coercesScalars)
    let decoder = PropertyListDecoder()
    decoder.userInfo[.resilientDecodingOptions] = options
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["ids": [1, "2", "x"]], format: .binary, options: 0)
    let listing = try decoder.decode(Listing.self, from: plist)
    #expect(listing.ids == [1, 2])
    #expect(reporter.flushReportedErrors().paths == ["ids/Index 1", "ids/Index 2"])
  }

  @Test func `the decode's own reporter takes the place of the options' reporter`() throws {
    let decoder = JSONDecoder()
    let reporter = ResilientDecodingErrorReporter()
    decoder.userInfo.resilientDecodingOptions.reporter = reporter
    let (_, digest) = try decoder.decode(
      Listing.self, from: Self.payload, reportResilientDecodingErrors: true)
    #expect(digest.paths == ["ids/Index 1", "ids/Index 2"])
    #expect(reporter.flushReportedErrors() == nil)

    _ = try decoder.decode(Listing.self, from: Self.payload)
    #expect(reporter.flushReportedErrors().paths == ["ids/Index 1", "ids/Index 2"])
  }
}

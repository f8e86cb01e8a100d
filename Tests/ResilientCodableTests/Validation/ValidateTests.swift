import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// `@Validate` in a `@SafeDecoding` model, and the same rules through `Coded` presets: one
// behaviour, the same values, digest, reports and bytes written back.

@SafeDecoding(reporter: RecordingReporter())
struct ValidatedListing: Codable, Equatable {
  @Validate(.nonEmpty)
  var title: String = "Untitled"
  @Validate(.matching(/[A-Z]{3}/, "a currency code"))
  var currency: String?
  @Validate(.in(1...))
  var quantities: [Int]
  @FallbackDecoding(0) @Validate(.in(0...5))
  var stars: Int
  @CodedBy(.coerced(Int.self)) @Validate(.in(0...100))
  var discount: Int?
  @Validate(.nonEmpty) @Validate(Validation("lowercase") { $0 == $0.lowercased() })
  var tags: [String]
}

private enum ListingTitle: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<String>.nonEmpty)
}

private enum ListingCurrency: CodingPreset {
  static let strategy = ValidatedStrategy(
    Validation<String>.matching(/[A-Z]{3}/, "a currency code"))
}

private enum ListingQuantity: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<Int>.in(1...))
}

private enum ListingDiscount: CodingPreset {
  static let strategy = ScalarCoercionStrategy<Int>().validated(.in(0...100))
}

private enum ListingTag: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<String>.nonEmpty)
    .validated(Validation("lowercase") { $0 == $0.lowercased() })
}

/// `ValidatedListing` without the macro: wrappers, and a hand-written recovery for the two
/// properties that have an initial value or a fallback, which a wrapper model spells by hand.
private struct WrappedListing: Codable, Equatable {
  @Coded<ListingTitle, String?> var title: String?
  @Coded<ListingCurrency, String?> var currency: String?
  @Coded<ListingQuantity, [Int]> var quantities: [Int]
  @Coded<ListingDiscount, Int?> var discount: Int?
  @Coded<ListingTag, [String]> var tags: [String]
}

@Suite struct ValidateTests {
  static let payload = #"""
    {"title": "", "currency": "usd", "quantities": [2, 0, 5], "stars": 9, "discount": "250",
     "tags": ["new", "", "Sale", "eco"]}
    """#

  @Test func breakingARuleIsRecoveredAsABadValue() throws {
    let ((listing, digest), reports) = try RecordingReporter.recording {
      try decode(ValidatedListing.self, Self.payload)
    }
    #expect(listing.title == "Untitled")
    #expect(listing.currency == nil)
    #expect(listing.quantities == [2, 5])
    #expect(listing.stars == 0)
    // The coerced 250 breaks the rule: not converted, so the string's mismatch is what recovers.
    #expect(listing.discount == nil)
    #expect(listing.tags == ["new", "eco"])
    #expect(
      digest.entrySummaries == [
        "/title | title | title | failedValidation | usedInitialValue | "
          + "Invalid value: expected a non-empty value, found a string of 0 characters",
        "/currency | currency | currency | failedValidation | setToNil | "
          + "Invalid value: expected a currency code, found a string of 3 characters",
        "/quantities/1 | quantities/Index 1 | quantities/Index 1 | failedValidation | "
          + "droppedElement(index: 1) | Invalid value: expected a value in 1..., found a number",
        "/stars | stars | stars | failedValidation | usedFallback | "
          + "Invalid value: expected a value in 0...5, found a number",
        "/discount | discount | discount | typeMismatch | setToNil | "
          + "Expected `Int` but found a string instead",
        "/tags/1 | tags/Index 1 | tags/Index 1 | failedValidation | droppedElement(index: 1) | "
          + "Invalid value: expected a non-empty value, found a string of 0 characters",
        "/tags/2 | tags/Index 2 | tags/Index 2 | failedValidation | droppedElement(index: 2) | "
          + "Invalid value: expected lowercase, found a string of 4 characters",
      ])
    // The model's reporter hears each recovery once, as the digest does.
    #expect(reports.map(\.codingPath.description) == digest?.paths)
  }

  @Test func theWrapperPathRecoversAndReportsTheSame() throws {
    let (listing, digest) = try decode(ValidatedListing.self, Self.payload)
    let (wrapped, wrappedDigest) = try decode(WrappedListing.self, Self.payload)
    #expect(wrapped.currency == listing.currency)
    #expect(wrapped.quantities == listing.quantities)
    #expect(wrapped.discount == listing.discount)
    #expect(wrapped.tags == listing.tags)
    // The wrapper model has neither the initial title nor the fallback stars: `nil`, not read.
    #expect(wrapped.title == nil)
    let summaries = { (digest: ErrorDigest?) in
      digest.entrySummaries.filter { !$0.hasPrefix("/title") && !$0.hasPrefix("/stars") }
    }
    #expect(summaries(wrappedDigest) == summaries(digest))
    #expect(summaries(digest).count == 5)
  }

  @Test func invalidValuesAreWrittenBackAsTheyArrivedWhenPreserved() throws {
    let configure = { (decoder: JSONDecoder) in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    let (listing, _) = try decode(ValidatedListing.self, Self.payload, configure: configure)
    let (wrapped, _) = try decode(WrappedListing.self, Self.payload, configure: configure)
    // As for any bad value, an initial value or a fallback that replaced it is what encodes.
    let expected =
      #"{"currency":"usd","discount":"250","quantities":[2,0,5],"stars":0,"#
      + #""tags":["new","","Sale","eco"],"title":"Untitled"}"#
    let written = try encode(listing)
    #expect(written == expected)
    #expect(
      try encode(wrapped)
        == #"{"currency":"usd","discount":"250","quantities":[2,0,5],"tags":["new","","Sale","eco"],"title":""}"#
    )
  }

  @Test func strictModeThrowsTheFirstBrokenRule() throws {
    #expect {
      try decode(ValidatedListing.self, Self.payload, strict: true)
    } throws: { error in
      (error as? ValidationError)?.codingPath.description == "title"
    }
  }

  @Test func validValuesAreKeptAndNotReported() throws {
    let (listing, digest) = try decode(
      ValidatedListing.self,
      #"{"title": "Desk", "currency": "EUR", "quantities": [1], "stars": 4, "discount": "15", "tags": ["oak"]}"#
    )
    #expect(
      listing
        == ValidatedListing(
          title: "Desk", currency: "EUR", quantities: [1], stars: 4, discount: 15, tags: ["oak"]))
    // The coerced discount is the one recovery: a conversion, kept.
    #expect(digest.entrySummaries.map { $0.split(separator: "|")[4] } == [" coercedValue "])
  }
}

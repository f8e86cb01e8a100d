import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

// Validation through the wrapper path: a `Coded` preset whose strategy is validated.

private enum NonEmptyName: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<String>.nonEmpty)
}

private enum StarRange: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<Int>.in(0...5))
}

private enum Positive: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<Int>.in(1...))
}

private enum CurrencyCode: CodingPreset {
  static let strategy = ValidatedStrategy(
    Validation<String>.matching(/[A-Z]{3}/, "a currency code"))
}

private enum RequiredStars: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<Int>.in(0...5))
  static let policy = ValuePolicy(invalid: .fail)
}

private struct Review: Codable, Equatable {
  @Coded<NonEmptyName, String?> var author: String?
  @Coded<StarRange, Int?> var stars: Int?
  @Coded<Positive, [Int]> var helpfulVotes: [Int]
  @Coded<CurrencyCode, [String: String]> var prices: [String: String]
}

@Suite struct ValidationTests {
  @Test func valuesThatBreakTheirRuleAreRecoveredAndReported() throws {
    let (review, digest) = try decode(
      Review.self,
      #"{"author": "", "stars": 7, "helpfulVotes": [3, 0, 2, -1], "prices": {"a": "USD", "b": "usd"}}"#
    )
    #expect(review.author == nil)
    #expect(review.stars == nil)
    #expect(review.helpfulVotes == [3, 2])
    #expect(review.prices == ["a": "USD"])
    #expect(
      digest.entrySummaries == [
        "/author | author | author | failedValidation | setToNil | "
          + "Invalid value: expected a non-empty value, found a string of 0 characters",
        "/stars | stars | stars | failedValidation | setToNil | "
          + "Invalid value: expected a value in 0...5, found a number",
        "/helpfulVotes/1 | helpfulVotes/Index 1 | helpfulVotes/Index 1 | failedValidation | "
          + "droppedElement(index: 1) | "
          + "Invalid value: expected a value in 1..., found a number",
        "/helpfulVotes/3 | helpfulVotes/Index 3 | helpfulVotes/Index 3 | failedValidation | "
          + "droppedElement(index: 3) | "
          + "Invalid value: expected a value in 1..., found a number",
        #"/prices/b | prices/b | prices/b | failedValidation | droppedEntry(key: "b") | "#
          + "Invalid value: expected a currency code, found a string of 3 characters",
      ])
  }

  @Test func validValuesDecodeWithoutReports() throws {
    let (review, digest) = try decode(
      Review.self,
      #"{"author": "Ada", "stars": 5, "helpfulVotes": [1], "prices": {"a": "EUR"}}"#)
    #expect(review.author == "Ada")
    #expect(review.stars == 5)
    #expect(review.helpfulVotes == [1])
    #expect(review.prices == ["a": "EUR"])
    #expect(digest == nil)
  }

  @Test func aMissingValueIsNotValidated() throws {
    let (review, digest) = try decode(Review.self, #"{"stars": null}"#)
    #expect(review.author == nil)
    #expect(review.stars == nil)
    #expect(review.helpfulVotes == [])
    #expect(digest == nil)
  }

  @Test func strictModeThrowsTheValidationError() throws {
    #expect {
      try decode(Review.self, #"{"author": "Ada", "stars": 9}"#, strict: true)
    } throws: { error in
      let invalid = try #require(error as? ValidationError)
      return invalid.rule == "a value in 0...5" && invalid.codingPath.description == "stars"
    }
  }

  @Test func aPolicyDecidesWhatAnInvalidValueMakes() throws {
    struct Rated: Decodable {
      @Coded<RequiredStars, Int?> var stars: Int?
    }
    #expect {
      try decode(Rated.self, #"{"stars": 6}"#)
    } throws: { error in
      "\(error)" == "A value that its policy requires did not decode: "
        + "Invalid value: expected a value in 0...5, found a number"
    }
    let (rated, digest) = try decode(Rated.self, #"{"stars": 4}"#)
    #expect(rated.stars == 4)
    #expect(digest == nil)
  }

  @Test func theMessageQuotesTheValueOnlyWhenTheDecodeRevealsValues() throws {
    let (_, digest) = try decode(Review.self, #"{"author": "   "}"#) { decoder in
      decoder.userInfo.resilientDecodingOptions.revealsPayloadValues = true
    }
    // A blank name is not empty: the rule says what it says.
    #expect(digest == nil)
    let (_, revealed) = try decode(Review.self, #"{"prices": {"x": "secret-token"}}"#) {
      decoder in decoder.userInfo.resilientDecodingOptions.revealsPayloadValues = true
    }
    #expect(
      revealed?.messages == [#"Invalid value: expected a currency code, found "secret-token""#])
    let (_, redacted) = try decode(Review.self, #"{"prices": {"x": "secret-token"}}"#)
    #expect(
      redacted?.messages == [
        "Invalid value: expected a currency code, found a string of 12 characters"
      ])
  }

  @Test func ruleCombinatorsReadTheirValues() {
    #expect(Validation<Substring>.nonEmpty.isSatisfied(by: "a"))
    #expect(!Validation<Substring>.nonEmpty.isSatisfied(by: ""))
    #expect(Validation<Double>.in(..<1.5).rule == "a value in ..<1.5")
    #expect(Validation<Double>.in(..<1.5).isSatisfied(by: 1.4))
    #expect(!Validation<Double>.in(..<1.5).isSatisfied(by: 1.5))
    #expect(Validation<Substring>.matching(/a+b/).isSatisfied(by: "aab"))
    #expect(!Validation<Substring>.matching(/a+b/).isSatisfied(by: "aabc"))
    let even = Validation<Int>("an even number") { $0.isMultiple(of: 2) }
    #expect(even.rule == "an even number")
    #expect(even.isSatisfied(by: 4) && !even.isSatisfied(by: 3))
  }

  @Test func theErrorHasItsOwnCategory() {
    let error = ValidationError(value: "x", rule: "a rule", codingPath: [])
    #expect(ErrorCategory(error) == .failedValidation)
    #expect(error.description == "Invalid value: expected a rule, found a string of 1 character")
  }
}

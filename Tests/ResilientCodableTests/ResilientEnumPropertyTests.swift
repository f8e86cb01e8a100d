import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// A `@SafeDecoding` property whose type is a `ResilientRawRepresentable` enum recovers as a
// `@Resilient` property of the type does, although the macro cannot tell the enum from a model
// by its name: its fallback for a missing key, `null`, bad data or a novel value, reported, and
// the payload's value written back.

enum ReviewState: String, Codable, Equatable, ResilientRawRepresentable {
  case approved, rejected, pending
  static var decodingFallback: Self { .pending }
}

/// An enum without a fallback, which has nothing to recover with.
enum ReviewKind: String, Codable, Equatable, ResilientRawRepresentable {
  case human, bot
}

struct Reviewer: Codable, Equatable {
  let login: String
}

@SafeDecoding(reporter: RecordingReporter())
struct Review: Codable, Equatable {
  let id: Int
  var state: ReviewState
  var author: Reviewer
}

/// The same model, through the wrapper.
struct WrappedReview: Codable, Equatable {
  let id: Int
  @Resilient var state: ReviewState
  var author: Reviewer
}

/// A model that only decodes, without a `preservedData`.
@SafeDecoding
struct ReviewSummary: Decodable, Equatable {
  var state: ReviewState
  var kind: ReviewKind
}

@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum ReviewEvent: Codable, Equatable {
  case submitted(state: ReviewState)
  case dismissed(Reviewer)
}

@SafeDecoding
class ReviewRecord: Codable {
  var state: ReviewState
}

@SafeDecoding
final class DraftReviewRecord: ReviewRecord {
  var draftState: ReviewState
}

struct ResilientEnumPropertyTests {
  private static let author = #""author": {"login": "ann"}"#

  @Test(arguments: [
    (#""state": "merged""#, "/state", "unknownNovelValue", #""state":"merged""#),
    ("", "/state", "keyNotFound", nil),
    (#""state": null"#, "/state", "valueWasNil", #""state":null"#),
    (#""state": 5"#, "/state", "typeMismatch", #""state":"pending""#),
  ])
  func `takes the fallback, reports it and writes the payload's value back`(
    state: String, pointer: String, category: String, written: String?
  ) throws {
    let json =
      "{"
      + ([#""id": 1"#, state, Self.author].filter { !$0.isEmpty })
      .joined(separator: ", ") + "}"
    let ((review, digest), reports) = try RecordingReporter.recording {
      try decode(Review.self, json)
    }
    #expect(review.state == .pending)
    #expect(review.author == Reviewer(login: "ann"))
    #expect(digest?.entries.map(\.jsonPointer) == [pointer])
    #expect(digest?.entries.map(\.category.rawValue) == [category])
    #expect(digest?.entries.map(\.action) == [.usedFallback])
    #expect(reports.map(ReportSummary.init).map(\.description) == ["state @ state: usedFallback"])
    let expected =
      #"{"author":{"login":"ann"},"id":1"# + (written.map { "," + $0 } ?? "") + "}"
    #expect(try encode(review) == expected)

    let (wrapped, wrappedDigest) = try decode(WrappedReview.self, json)
    #expect(wrapped.state == review.state)
    #expect(wrappedDigest.entrySummaries == digest.entrySummaries)
    #expect(try encode(wrapped) == expected)
  }

  @Test func `a value set after decoding is written as it is`() throws {
    var (review, _) = try decode(Review.self, #"{"id": 1, "state": "merged", \#(Self.author)}"#)
    review.state = .approved
    #expect(try encode(review) == #"{"author":{"login":"ann"},"id":1,"state":"approved"}"#)
  }

  @Test func `a known value decodes with nothing to report`() throws {
    let (review, digest) = try decode(
      Review.self, #"{"id": 1, "state": "approved", \#(Self.author)}"#)
    #expect(review.state == .approved)
    #expect(digest == nil)
  }

  @Test func `a model property still decodes strictly`() throws {
    #expect(throws: DecodingError.self) {
      try decode(Review.self, #"{"id": 1, "state": "approved", "author": 3}"#)
    }
  }

  @Test func `strict mode throws the novel value`() throws {
    #expect(throws: UnknownNovelValueError.self) {
      try decode(Review.self, #"{"id": 1, "state": "merged", \#(Self.author)}"#, strict: true)
    }
  }

  @Test func `a model that only decodes takes the fallback too`() throws {
    let (summary, digest) = try decode(ReviewSummary.self, #"{"state": 3, "kind": "bot"}"#)
    #expect(summary == ReviewSummary(state: .pending, kind: .bot))
    #expect(digest?.entries.map(\.jsonPointer) == ["/state"])
  }

  @Test func `an enum without a fallback throws as plain decoding does`() throws {
    #expect(throws: UnknownNovelValueError.self) {
      try decode(ReviewSummary.self, #"{"state": "approved", "kind": "alien"}"#)
    }
    #expect(throws: (any Error).self) {
      try decode(WrappedSummaryWithoutFallback.self, #"{"kind": "alien"}"#)
    }
  }

  @Test func `an associated value takes the fallback`() throws {
    let (events, digest) = try decode(
      [ReviewEvent].self,
      #"[{"type": "submitted", "state": "merged"}, {"type": "dismissed", "login": "bo"}]"#)
    #expect(events == [.submitted(state: .pending), .dismissed(Reviewer(login: "bo"))])
    #expect(digest?.entries.map(\.jsonPointer) == ["/0/state"])
    #expect(digest?.entries.map(\.action) == [.usedFallback])
  }

  @Test func `a class and its subclass take the fallback and write the novel value back`() throws {
    let (record, digest) = try decode(
      DraftReviewRecord.self, #"{"state": "merged", "draftState": "stale"}"#)
    #expect(record.state == .pending)
    #expect(record.draftState == .pending)
    #expect(digest?.entries.map(\.jsonPointer) == ["/draftState", "/state"])
    #expect(try encode(record) == #"{"draftState":"stale","state":"merged"}"#)
  }
}

/// The wrapper's own behaviour for an enum without a fallback: a novel value throws.
private struct WrappedSummaryWithoutFallback: Decodable {
  @Resilient var kind: ReviewKind
}

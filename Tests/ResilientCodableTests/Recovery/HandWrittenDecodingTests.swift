import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// ``Show`` with the `init(from:)` a user writes by hand with the public API the macro's code
/// calls.
struct HandWrittenShow: Decodable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case id, subtitle, tags, genres, scores, cast, rating, views, slug
  }

  let id: Int
  let subtitle: String?
  var tags: [String]
  var genres: Set<String>
  var scores: [String: Int]
  var cast: [String: Show.Cast]
  var rating = 0
  var views: Int
  var slug: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let context = SafeDecodingContext(Show.self, reporter: RecordingReporter())
    id = try container.decode(Int.self, forKey: .id)
    subtitle = try container.decodeResilient(
      String?.self, forKey: .subtitle, property: "subtitle", context: context)
    tags = try container.decodeResilient(
      [String].self, forKey: .tags, property: "tags", context: context)
    genres = try container.decodeResilient(
      Set<String>.self, forKey: .genres, property: "genres", context: context)
    scores = try container.decodeResilient(
      [String: Int].self, forKey: .scores, property: "scores", context: context)
    cast = try container.decodeResilient(
      [String: Show.Cast].self, forKey: .cast, property: "cast", context: context)
    rating = try container.decode(
      Int.self, forKey: .rating, property: "rating", context: context, initialValue: 0)
    views = try container.decode(
      Int.self, forKey: .views, property: "views", context: context,
      retries: [DecodingRetry(String.self, map: { Int($0) })])
    slug = try container.decode(
      String.self, forKey: .slug, property: "slug", context: context, fallback: { "none" })
  }
}

struct HandWrittenDecodingTests {
  @Test func `a hand-written init(from:) on the public API recovers and reports as the macro does`()
    throws
  {
    let data = Data(RecoveryFanOutTests.corrupted.utf8)
    let ((generated, generatedDigest), generatedReports) = try RecordingReporter.recording {
      try JSONDecoder().decode(Show.self, from: data, reportResilientDecodingErrors: true)
    }
    let ((handWritten, handWrittenDigest), handWrittenReports) = try RecordingReporter.recording {
      try JSONDecoder().decode(
        HandWrittenShow.self, from: data, reportResilientDecodingErrors: true)
    }
    #expect(handWritten.tags == generated.tags)
    #expect(handWritten.genres == generated.genres)
    #expect(handWritten.scores == generated.scores)
    #expect(handWritten.cast == generated.cast)
    #expect(handWritten.subtitle == nil && handWritten.rating == 0)
    #expect(handWritten.views == 12 && handWritten.slug == "none")
    #expect(
      RecoveryFanOutTests.lines(handWrittenDigest) == RecoveryFanOutTests.lines(generatedDigest))
    #expect(
      RecoveryFanOutTests.lines(handWrittenReports) == RecoveryFanOutTests.lines(generatedReports))
    #expect(handWrittenReports.map(\.property) == generatedReports.map(\.property))
    #expect(handWrittenDigest?.entries.count == 11)
  }

  @Test func `a missing key takes the fallback or the initial value silently`() throws {
    let json = #"{"id": 2, "tags": [], "genres": [], "scores": {}, "cast": {}, "views": 1}"#
    let ((show, digest), reports) = try RecordingReporter.recording {
      try JSONDecoder().decode(
        HandWrittenShow.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    }
    #expect(show.slug == "none")
    #expect(show.rating == 0)
    #expect(show.subtitle == nil)
    #expect(digest == nil)
    #expect(reports.isEmpty)
  }
}

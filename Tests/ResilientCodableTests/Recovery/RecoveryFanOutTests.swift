import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A model whose every kind of recovery has a reporter: optionals, arrays, sets, dictionaries of
/// scalars and of models, an initial value, a retry, a fallback.
@SafeDecoding(reporter: RecordingReporter())
struct Show: Equatable {
  struct Cast: Decodable, Equatable {
    let name: String
    @Resilient var role: String?
  }

  let id: Int
  let subtitle: String?
  var tags: [String]
  var genres: Set<String>
  var scores: [String: Int]
  var cast: [String: Cast]
  var rating = 0
  @RetryDecoding(String.self, map: { Int($0) }) var views: Int
  @FallbackDecoding("none") var slug: String
}

struct RecoveryFanOutTests {
  static let corrupted = #"""
    {
      "id": 1, "subtitle": 7, "tags": ["a", 2, "b"], "genres": ["x", null],
      "scores": {"b": "high", "a": 1, "10": 2, "9": null},
      "cast": {
        "lead": {"name": "Ada", "role": 3},
        "extra": {"role": "crowd"},
        "2": {"name": "Bo", "role": false}
      },
      "rating": "five", "views": "12", "slug": []
    }
    """#

  /// One line per recovery: path, recovery path and action, as both sinks see it.
  static func lines(_ reports: [SafeDecodingReport]) -> [String] {
    reports.map { "\($0.codingPath) @ \($0.recoveryPath): \($0.action)" }
  }

  static func lines(_ digest: ErrorDigest?) -> [String] {
    (digest?.entries ?? []).map { "\($0.codingPath) @ \($0.recoveryPath): \($0.action)" }
  }

  @Test
  func `the model's reporter and the digest hear about each recovery once, in document order`()
    throws
  {
    let ((show, digest), reports) = try RecordingReporter.recording {
      try JSONDecoder().decode(
        Show.self, from: Data(Self.corrupted.utf8), reportResilientDecodingErrors: true)
    }
    #expect(show.tags == ["a", "b"])
    #expect(show.genres == ["x"])
    #expect(show.scores == ["a": 1, "10": 2])
    #expect(show.cast.keys.sorted() == ["2", "lead"])
    #expect(show.rating == 0 && show.views == 12 && show.slug == "none")
    // The nested model's own recoveries (`role`) are the digest's only; the model's reporter
    // hears about its own properties, their elements and entries.
    #expect(
      Self.lines(digest) == [
        "subtitle @ subtitle: setToNil",
        "tags/Index 1 @ tags/Index 1: droppedElement(index: 1)",
        "genres/Index 1 @ genres/Index 1: droppedElement(index: 1)",
        "scores/9 @ scores/9: droppedEntry(key: \"9\")",
        "scores/b @ scores/b: droppedEntry(key: \"b\")",
        "cast/2/role @ cast/2/role: setToNil",
        "cast/extra/name @ cast/extra: droppedEntry(key: \"extra\")",
        "cast/lead/role @ cast/lead/role: setToNil",
        "rating @ rating: usedInitialValue",
        "views @ views: recoveredByRetry(1)",
        "slug @ slug: usedFallback",
      ])
    #expect(
      Self.lines(reports) == [
        "subtitle @ subtitle: setToNil",
        "tags/Index 1 @ tags/Index 1: droppedElement(index: 1)",
        "genres/Index 1 @ genres/Index 1: droppedElement(index: 1)",
        "scores/9 @ scores/9: droppedEntry(key: \"9\")",
        "scores/b @ scores/b: droppedEntry(key: \"b\")",
        "cast/extra/name @ cast/extra: droppedEntry(key: \"extra\")",
        "rating @ rating: usedInitialValue",
        "views @ views: recoveredByRetry(1)",
        "slug @ slug: usedFallback",
      ])
    #expect(
      reports.map(\.property) == [
        "subtitle", "tags", "genres", "scores", "scores", "cast", "rating", "views", "slug",
      ])
    #expect(reports.allSatisfy { $0.modelType == Show.self && $0.enumCase == nil })
  }

  @Test func `a clean payload reports nothing to either sink`() throws {
    let json = #"""
      {"id": 1, "subtitle": "s", "tags": ["a"], "genres": [], "scores": {"a": 1},
       "cast": {"lead": {"name": "Ada"}}, "rating": 4, "views": 2, "slug": "s"}
      """#
    let ((show, digest), reports) = try RecordingReporter.recording {
      try JSONDecoder().decode(
        Show.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    }
    #expect(show.rating == 4 && show.cast["lead"]?.name == "Ada")
    #expect(digest == nil)
    #expect(reports.isEmpty)
  }

  @Test func `strict mode throws before any sink hears about the error`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    let reporter = decoder.enableResilientDecodingErrorReporting()
    let (result, reports) = RecordingReporter.recording {
      Result { try decoder.decode(Show.self, from: Data(Self.corrupted.utf8)) }
    }
    let error = try #require(result.error as? DecodingError)
    guard case .typeMismatch(let type, let context) = error else {
      Issue.record("expected a type mismatch, got \(error)")
      return
    }
    #expect("\(type)" == "String")
    #expect(CodingPath(context.codingPath) == ["subtitle"])
    #expect(reporter.flushReportedErrors() == nil)
    #expect(reports.isEmpty)
  }
}

extension Result {
  /// The error of a failure, or `nil`.
  fileprivate var error: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}

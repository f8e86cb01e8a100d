import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A shelf whose collections start with a value, as Swift code often declares them.
@SafeDecoding(reporter: RecordingReporter())
struct Shelf: Codable, Equatable {
  var books: [String] = []
  var labels: [String] = ["new"]
  var ratings: [String: Int] = [:]
  var tags: Set<String>? = nil
  @RequireCompleteness(.droppedAtMost(1)) var ids: [Int] = []
}

/// ``Shelf``'s collections as `@Resilient` properties, which drop bad elements the same way.
struct WrapperShelf: Codable, Equatable {
  @Resilient var books: [String]
  @Resilient var ratings: [String: Int]
  @Resilient var tags: Set<String>?
}

/// A delivery whose associated value starts empty.
@SafeDecoding
enum ShelfEvent: Equatable {
  case restocked(ids: [Int] = [], note: String)
}

struct CollectionInitialValueTests {
  @Test func `a bad element is dropped, the good ones kept, as a wrapper drops it`() throws {
    let json = #"""
      {"books": ["Dune", 7, "Emma"], "ratings": {"a": 1, "b": "x"}, "tags": ["t", null],
       "ids": [1, "two", 3]}
      """#
    let (shelf, digest) = try decode(Shelf.self, json)
    #expect(
      shelf
        == Shelf(
          books: ["Dune", "Emma"], labels: ["new"], ratings: ["a": 1], tags: ["t"], ids: [1, 3]))
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/books/1 droppedElement(index: 1)", "/ratings/b droppedEntry(key: \"b\")",
        "/tags/1 droppedElement(index: 1)", "/ids/1 droppedElement(index: 1)",
      ])
    let (wrapper, wrapperDigest) = try decode(WrapperShelf.self, json)
    #expect(wrapper.books == shelf.books)
    #expect(wrapper.ratings == shelf.ratings)
    #expect(wrapper.tags == shelf.tags)
    #expect(
      wrapperDigest.entrySummaries
        == digest.entrySummaries.filter { !$0.hasPrefix("/ids") })
  }

  @Test func `the initial value stands in for a collection missing, null or of another type`()
    throws
  {
    let (missing, missingDigest) = try decode(Shelf.self, "{}")
    #expect(missing == Shelf())
    #expect(missingDigest == nil)
    let (null, nullDigest) = try decode(Shelf.self, #"{"labels": null, "tags": null}"#)
    #expect(null == Shelf())
    #expect(nullDigest == nil)
    let (wrong, wrongDigest) = try decode(Shelf.self, #"{"labels": "hd", "ratings": [1]}"#)
    #expect(wrong == Shelf())
    #expect(
      wrongDigest.entrySummaries == [
        "/labels | labels | labels | typeMismatch | usedInitialValue | "
          + "Expected `Array<Any>` but found a string instead",
        "/ratings | ratings | ratings | typeMismatch | usedInitialValue | "
          + "Expected `Dictionary<String, Any>` but found an array instead",
      ])
  }

  @Test func `the collection's completeness limit holds`() throws {
    #expect(throws: DecodingError.self) {
      try decode(Shelf.self, #"{"ids": [1, "two", "three"]}"#)
    }
  }

  @Test func `with preservation on, the dropped elements are written back`() throws {
    let json = #"{"books":["Dune",7],"ids":[],"labels":["new"],"ratings":{}}"#
    let (shelf, _) = try decode(Shelf.self, json) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(shelf.books == ["Dune"])
    #expect(try encode(shelf) == json)
  }

  @Test func `an associated value that starts empty drops a bad element`() throws {
    let (event, digest) = try decode(
      ShelfEvent.self, #"{"restocked": {"ids": [1, "x"], "note": "n"}}"#)
    #expect(event == .restocked(ids: [1], note: "n"))
    #expect(digest?.entries.map(\.jsonPointer) == ["/restocked/ids/1"])
    let (missing, _) = try decode(ShelfEvent.self, #"{"restocked": {"note": "n"}}"#)
    #expect(missing == .restocked(ids: [], note: "n"))
  }

  @Test func `the model's reporter hears exactly what the digest keeps, withdrawn tries aside`()
    throws
  {
    // `labels` is read as a collection, withdrawn, then given its initial value; `books` drops
    // an element; `ratings` is missing.
    let json = #"{"books": ["Dune", 7], "labels": "hd", "tags": null}"#
    let ((_, digest), reports) = try RecordingReporter.recording {
      try decode(Shelf.self, json)
    }
    #expect(digest?.entries.map(\.jsonPointer) == ["/books/1", "/labels"])
    #expect(reports.map(\.codingPath.description) == ["books/Index 1", "labels"])
  }
}

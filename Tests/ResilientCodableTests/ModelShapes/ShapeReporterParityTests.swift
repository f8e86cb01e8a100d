import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// The model shapes of #27 and #25 with a reporter on every model: the model reporters together
// hear exactly what the digest holds, each recovery once, in the same order.

/// Rate-limit fields, flattened into the response that holds them.
@SafeDecoding(reporter: RecordingReporter())
struct ParityRateLimit: Codable {
  var limit: Int?
  var resets: [Int]
}

/// A resource nested as JSON:API nests it, with a flattened type, a rule and a hook.
@SafeDecoding(at: "data", "attributes", reporter: RecordingReporter())
struct ParityResource: Codable {
  var title: String?
  @Validate(.nonEmpty) var tags: [String]
  @Flattened var rate: ParityRateLimit

  func didDecode() throws {
    if title == "reject" { throw ParityHookError.rejected }
  }
}

/// Why a hook refuses a resource.
enum ParityHookError: Error {
  case rejected
}

/// A base class, and a subclass that adds its own properties.
@SafeDecoding(reporter: RecordingReporter())
class ParityPost: Codable {
  var id: Int?
  var scores: [Int]
}

/// The subclass: its properties and its superclass's report alike.
@SafeDecoding(reporter: RecordingReporter())
final class ParityPhotoPost: ParityPost {
  var width: Int?
}

/// A page of each shape, in collections and optionals that recover.
@SafeDecoding(unknownKeys: .report, reporter: RecordingReporter())
struct ParityShapesPage: Decodable {
  var resources: [ParityResource]
  var photos: [ParityPhotoPost]
  var pinned: ParityResource?
}

@Suite struct ShapeReporterParityTests {
  static let json = #"""
    {"resources": [
       {"data": {"attributes": {"title": "a", "tags": ["x", ""], "limit": "many",
                                "resets": [1, "2"]}}},
       {"data": {"attributes": {"title": "reject", "tags": [], "resets": []}}},
       {"data": 7}
     ],
     "photos": [{"id": "one", "scores": [1, "two"], "width": "wide"}],
     "pinned": {"data": {"attributes": {"title": null, "tags": [""], "resets": ["x"]}}},
     "added": true}
    """#

  @Test func `the model reporters hear what the digest holds, once each`() throws {
    let ((page, digest), reports) = try RecordingReporter.recording {
      try decode(ParityShapesPage.self, Self.json)
    }
    // The hook drops the second resource; the third's object is not one, so its properties
    // are absent.
    #expect(page.resources.map(\.title) == ["a", nil])
    #expect(page.resources.first?.tags == ["x"])
    #expect(page.resources.first?.rate.resets == [1])
    #expect(page.photos.map(\.width) == [nil])
    #expect(page.pinned?.tags == [])
    let pointers = try #require(digest).entries.map(\.jsonPointer)
    #expect(
      pointers == [
        "/resources/0/data/attributes/tags/1", "/resources/0/data/attributes/limit",
        "/resources/0/data/attributes/resets/1", "/resources/1", "/resources/2/data",
        // A subclass decodes its own properties before its superclass's.
        "/photos/0/width", "/photos/0/id", "/photos/0/scores/1",
        "/pinned/data/attributes/tags/0", "/pinned/data/attributes/resets/0", "/added",
      ])
    #expect(reports.map(\.codingPath) == digest?.entries.map(\.codingPath))
  }
}

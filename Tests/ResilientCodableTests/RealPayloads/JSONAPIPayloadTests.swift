import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// The type and id that identify a JSON:API resource.
struct ResourceIdentifier: Codable, Equatable {
  var type: String
  var id: String
}

/// The article of the JSON:API specification's compound document, read from `data`.
@SafeDecoding(at: "data", preservingUnknownKeys: true)
struct JSONAPIArticleResource: Codable, Equatable {
  @Flattened var identity: ResourceIdentifier
  @CodedAt("attributes", "title") var title: String
  @CodedAt("relationships", "author", "data", "id") var authorID: String?
  @CodedAt("relationships", "comments", "data") var comments: [ResourceIdentifier]
}

/// A comment among the document's included resources: its identity flattened beside its
/// attributes.
@SafeDecoding(preservingUnknownKeys: true)
struct JSONAPIComment: Codable, Equatable {
  @Flattened var identity: ResourceIdentifier
  @CodedAt("attributes", "body") var body: String
  @CodedAt("relationships", "author", "data", "id") var authorID: String?
}

/// The document's included resources, read as comments: the person among them is dropped.
@SafeDecoding(preservingUnknownKeys: true)
struct JSONAPIIncludedComments: Codable, Equatable {
  var included: [JSONAPIComment]
}

/// The JSON:API specification's own compound document (Fixtures/RealPayloads/SOURCES.md),
/// through `at:`, `@CodedAt` paths and `@Flattened`, and with the drift such a document meets.
struct JSONAPIPayloadTests {
  @Test func `the article decodes from data, and writes the whole document back`() throws {
    let payload = try Self.document()
    let (article, digest) = try decode(JSONAPIArticleResource.self, payload.text)
    #expect(
      article
        == JSONAPIArticleResource(
          identity: ResourceIdentifier(type: "articles", id: "1"),
          title: "JSON:API paints my bikeshed!", authorID: "9",
          comments: [
            ResourceIdentifier(type: "comments", id: "5"),
            ResourceIdentifier(type: "comments", id: "12"),
          ]))
    #expect(digest == nil)
    // Every key the model does not read, at every level, is written back as it came.
    let written = try JSONDecoder().decode(JSONValue.self, from: Data(encode(article).utf8))
    #expect(written.differences(from: payload) == [])
  }

  @Test func `a comment identifier that drifted is dropped at its pointer`() throws {
    var payload = try Self.document()
    payload[pointer: "/data/relationships/comments/data/1/id"] = .int(12)
    let (article, digest) = try decode(JSONAPIArticleResource.self, payload.text)
    #expect(article.comments == [ResourceIdentifier(type: "comments", id: "5")])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action.name)" }
        == ["/data/relationships/comments/data/1/id droppedElement"])
  }

  @Test func `included resources of another kind are dropped, comments kept whole`() throws {
    let payload = try Self.document()
    let (document, digest) = try decode(JSONAPIIncludedComments.self, payload.text)
    #expect(
      document.included.map(\.identity) == [
        ResourceIdentifier(type: "comments", id: "5"),
        ResourceIdentifier(type: "comments", id: "12"),
      ])
    #expect(document.included.map(\.body) == ["First!", "I like XML better"])
    #expect(document.included.map(\.authorID) == ["2", "9"])
    // The person has no body: the element is dropped where the error was.
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action.name)" }
        == ["/included/0/attributes/body droppedElement"])
    // A comment's other keys stay with it, and the identity's keys are not among them.
    #expect(document.included[0].preservedData.unknownKeys.keys.sorted() == ["links"])
  }

  /// The specification's compound document.
  static func document() throws -> JSONValue {
    let url = try #require(
      Bundle.module.url(
        forResource: "jsonapi-article", withExtension: "json", subdirectory: "RealPayloads"))
    return try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url))
  }
}

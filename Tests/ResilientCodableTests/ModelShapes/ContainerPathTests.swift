import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A JSON:API resource's fields, read from `data.attributes`, after the example of the JSON:API
/// specification (jsonapi.org, "Compound Documents"), which keeps every field of an article
/// there.
@SafeDecoding(at: "data", "attributes", preservingUnknownKeys: true)
struct JSONAPIArticle: Codable, Equatable {
  var title: String
  var tags: [String]
  var wordCount = 0
  @CodedAt("published", "on") var publishedOn: String?
  @CodedAs("lede") var summary: String?
}

/// A model whose whole payload sits under `result`, in snake case.
@SafeDecoding(at: "result", keyStyle: .snakeCase)
struct WrappedQuota: Codable, Equatable {
  var requestLimit: Int
  var remainingRequests: [Int]
}

struct ContainerPathTests {
  private let article = """
    {"data": {"type": "articles", "id": "1",
      "attributes": {"title": "JSON:API paints my bikeshed!", "tags": ["api", 3],
        "wordCount": "many", "published": {"on": "2015-05-22", "by": "dgeb"},
        "lede": "Rails is Omakase", "body": "The shortest article. Ever."}},
     "links": {"self": "http://example.com/articles/1"}}
    """

  @Test func `every property is read from the objects at the path, with its own keys`() throws {
    let (value, digest) = try decode(JSONAPIArticle.self, article)
    #expect(
      value
        == JSONAPIArticle(
          title: "JSON:API paints my bikeshed!", tags: ["api"], wordCount: 0,
          publishedOn: "2015-05-22", summary: "Rails is Omakase"))
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/data/attributes/tags/1", "/data/attributes/wordCount",
      ])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1), .usedInitialValue])
  }

  @Test func `encoding writes every property back under the path, beside the unknown keys`()
    throws
  {
    let (value, _) = try decode(JSONAPIArticle.self, article)
    #expect(
      try encode(value)
        == #"{"data":{"attributes":{"body":"The shortest article. Ever.","published":{"by":"dgeb","on":"2015-05-22"},"summary":"Rails is Omakase","tags":["api"],"title":"JSON:API paints my bikeshed!","wordCount":0},"id":"1","type":"articles"},"links":{"self":"http:\/\/example.com\/articles\/1"}}"#
    )
  }

  @Test func `a missing object on the path leaves every property missing`() throws {
    for json in [#"{"data": {"id": "1"}}"#, #"{"data": {"attributes": 7, "id": "1"}}"#] {
      #expect {
        try decode(JSONAPIArticle.self, json)
      } throws: { error in
        guard case .keyNotFound(let key, let context) = error as? DecodingError else {
          return false
        }
        return key.stringValue == "title"
          && context.codingPath.map(\.stringValue) == ["data", "attributes"]
      }
    }
  }

  @Test func `a key style and a converting decoder apply under the path`() throws {
    let json = #"{"result": {"request_limit": 60, "remaining_requests": [1, "x"]}, "ok": true}"#
    let expected = WrappedQuota(requestLimit: 60, remainingRequests: [1])
    let (plain, plainDigest) = try decode(WrappedQuota.self, json)
    #expect(plain == expected)
    #expect(plainDigest?.entries.map(\.jsonPointer) == ["/result/remaining_requests/1"])
    let (converted, convertedDigest) = try decode(WrappedQuota.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(converted == expected)
    #expect(convertedDigest?.entries.map(\.jsonPointer) == ["/result/remaining_requests/1"])
    #expect(try encode(plain) == #"{"result":{"remaining_requests":[1],"request_limit":60}}"#)
  }
}

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

  @Test func `an object missing on the path fails a required property as plain decoding does`()
    throws
  {
    for (json, expected) in [
      (#"{"data": {"id": "1"}}"#, "keyNotFound attributes at data"),
      (#"{"data": {"attributes": 7, "id": "1"}}"#, "typeMismatch at data/attributes"),
    ] {
      #expect {
        try decode(JSONAPIArticle.self, json)
      } throws: { error in
        switch error as? DecodingError {
        case .keyNotFound(let key, let context):
          "keyNotFound \(key.stringValue) at \(CodingPath(context.codingPath))" == expected
        case .typeMismatch(_, let context):
          "typeMismatch at \(CodingPath(context.codingPath))" == expected
        default: false
        }
      }
    }
  }

  /// A resource whose fields are under `attributes`, one of them required.
  @SafeDecoding(at: "attributes")
  struct Resource: Codable, Equatable {
    var title: String
    var summary: String?
  }

  /// ``Resource`` written by hand, as a wrapper model reads a nested object.
  struct WrappedResource: Decodable, Equatable {
    var title: String
    @Resilient var summary: String?

    private enum CodingKeys: String, CodingKey { case attributes, title, summary }

    init(from decoder: any Decoder) throws {
      let attributes = try decoder.container(keyedBy: CodingKeys.self)
        .nestedContainer(keyedBy: CodingKeys.self, forKey: .attributes)
      title = try attributes.decode(String.self, forKey: .title)
      _summary = try attributes.decode(Resilient<String?>.self, forKey: .summary)
    }
  }

  struct Page<Item: Decodable>: Decodable {
    @Resilient var items: [Item]
  }

  @Test func `a path over a value that is not an object drops its model once, as a wrapper does`()
    throws
  {
    let json = #"""
      {"items": [{"attributes": {"title": "a", "summary": 5}}, {"attributes": "oops"},
                 {"attributes": {"title": "c"}}, {}]}
      """#
    let (macro, macroDigest) = try decode(Page<Resource>.self, json)
    let (wrapper, wrapperDigest) = try decode(Page<WrappedResource>.self, json)
    #expect(macro.items.map(\.title) == ["a", "c"])
    #expect(wrapper.items.map(\.title) == ["a", "c"])
    let expected = [
      "/items/0/attributes/summary | items/Index 0/attributes/summary "
        + "| items/Index 0/attributes/summary | typeMismatch | setToNil "
        + "| Expected `String` but found a number instead",
      "/items/1/attributes | items/Index 1/attributes | items/Index 1 | typeMismatch "
        + "| droppedElement(index: 1) | Expected `Dictionary<String, Any>` but found a string instead",
      "/items/3/attributes | items/Index 3/attributes | items/Index 3 | keyNotFound "
        + "| droppedElement(index: 3) | Key `attributes` not found",
    ]
    #expect(macroDigest.entrySummaries == expected)
    #expect(wrapperDigest.entrySummaries == expected)
  }

  /// A resource whose fields under `attributes` are all optional.
  @SafeDecoding(at: "attributes")
  struct OptionalResource: Codable, Equatable {
    var title: String?
  }

  @Test func `a path of optional properties treats a value that is not an object as missing`()
    throws
  {
    let (page, digest) = try decode(
      Page<OptionalResource>.self, #"{"items": [{"attributes": "oops"}, {}]}"#)
    #expect(page.items == [OptionalResource(title: nil), OptionalResource(title: nil)])
    #expect(
      digest.entrySummaries == [
        "/items/0/attributes | items/Index 0/attributes | items/Index 0/attributes | typeMismatch "
          + "| treatedAsMissing | Expected `Dictionary<String, Any>` but found a string instead"
      ])
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

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A draft listing with every coding control, which keeps the payload's unknown keys.
@SafeDecoding(preservingUnknownKeys: true)
struct ListingDraft: Codable, Equatable {
  var title: String
  @IgnoreCoding var isSelected = false
  @IgnoreDecoding var clientVersion = "2.4"
  @IgnoreEncoding var token: String?
  @IgnoreEncoding(when: .empty) var tags: [String]
  @IgnoreEncoding(when: .default) var theme = "light"
  @IgnoreEncoding(when: .nil) var note: String?
  @IgnoreEncoding(if: { (price: Int) in price <= 0 }) var price: Int
  @EncodeNil var dueDate: String?
}

/// A patch of a GitHub issue, whose API tells `"milestone": null` (clear it) from a missing key
/// (leave it), as the REST API's "Update an issue" documents.
@SafeDecoding(nilEncoding: .null)
struct IssuePatch: Codable, Equatable {
  var title: String?
  var milestone: Int?
  @IgnoreEncoding(when: .nil) var body: String?
  var labels: [String]?
  @CodedBy(.dateFormats(.iso8601)) var dueOn: Date?
}

struct CodingControlTests {
  private let draft = """
    {"title": "Bike", "isSelected": true, "clientVersion": "1.0", "token": "t", "tags": [],
     "theme": "light", "note": null, "price": 0, "dueDate": null}
    """

  @Test func `ignored properties keep their initial values, whatever the payload holds`() throws {
    let (value, digest) = try decode(ListingDraft.self, draft)
    #expect(
      value
        == ListingDraft(
          title: "Bike", isSelected: false, clientVersion: "2.4", token: "t", tags: [],
          theme: "light", note: nil, price: 0, dueDate: nil))
    #expect(digest == nil)
  }

  @Test func `encoding leaves out what the controls say, and keeps an ignored key as unknown`()
    throws
  {
    let (value, _) = try decode(ListingDraft.self, draft)
    // `note` was null in the payload, which a resilient optional writes back unless told not to.
    #expect(
      try encode(value)
        == #"{"clientVersion":"2.4","dueDate":null,"isSelected":true,"title":"Bike"}"#)
    let changed = ListingDraft(
      title: "Bike", isSelected: true, clientVersion: "3", token: "x", tags: ["road"],
      theme: "dark", note: "new", price: 5, dueDate: "2026-12-01")
    #expect(
      try encode(changed)
        == #"{"clientVersion":"3","dueDate":"2026-12-01","note":"new","price":5,"tags":["road"],"theme":"dark","title":"Bike"}"#
    )
  }

  @Test func `a model that writes null writes it for every optional, but what it leaves out`()
    throws
  {
    let patch = IssuePatch(title: "Fix", milestone: nil, body: nil, labels: nil, dueOn: nil)
    #expect(try encode(patch) == #"{"dueOn":null,"labels":null,"milestone":null,"title":"Fix"}"#)
  }

  @Test func `null is written only where nothing decoded is written back`() throws {
    let json = #"{"title": "Fix", "milestone": "v2", "labels": ["bug", 3]}"#
    let (plain, digest) = try decode(IssuePatch.self, json)
    #expect(
      plain == IssuePatch(title: "Fix", milestone: nil, body: nil, labels: ["bug"], dueOn: nil))
    #expect(digest?.entries.map(\.jsonPointer) == ["/milestone", "/labels/1"])
    #expect(
      try encode(plain) == #"{"dueOn":null,"labels":["bug"],"milestone":null,"title":"Fix"}"#)
    let (preserved, _) = try decode(IssuePatch.self, json) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(
      try encode(preserved) == #"{"dueOn":null,"labels":["bug",3],"milestone":"v2","title":"Fix"}"#)
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Reading what preservation kept: subscripts and typed accessors that chain without `?`.
struct PreservedValueReadingTests {
  static let payload: PreservedValue = [
    "user": ["login": "ada", "id": 7, "admin": true, "score": 2.5, "avatar": nil],
    "tags": ["a", "b"],
  ]

  @Test func `subscripts and accessors read a value as JSON`() {
    let payload = Self.payload
    #expect(payload["user"]["login"].string == "ada")
    #expect(payload["user"]["id"].int == 7)
    #expect(payload["user"]["id"].double == 7)
    #expect(payload["user"]["score"].double == 2.5)
    #expect(payload["user"]["score"].int == nil)
    #expect(payload["user"]["admin"].bool == true)
    #expect(payload["user"]["avatar"]?.isNull == true)
    #expect(payload["tags"][1].string == "b")
    #expect(payload["tags"].array?.count == 2)
    #expect(payload["user"].object?.keys.sorted() == ["admin", "avatar", "id", "login", "score"])
  }

  @Test func `a missing member, an index out of range or another kind of value reads nil`() {
    let payload = Self.payload
    #expect(payload["user"]["name"].string == nil)
    #expect(payload["tags"][2] == nil)
    #expect(payload["tags"]["a"] == nil)
    #expect(payload["user"][0] == nil)
    #expect(payload["user"]["login"].int == nil)
    #expect(payload["nothing"]["deeper"]["still"].string == nil)
  }

  @Test func `isNull chains without a question mark and a missing key is not null`() {
    let payload = Self.payload
    #expect(payload["user"]["avatar"].isNull == true)
    #expect(payload["user"]["login"].isNull == false)
    #expect(payload["user"]["name"].isNull == false)
    #expect(payload["tags"][5].isNull == false)
    #expect(payload["nothing"]["deeper"].isNull == false)
  }

  @Test func `a value decoded from a payload reads the same way`() throws {
    struct Event: Decodable {
      @Resilient var payloads: [PreservedValue]
    }
    let json = #"{"payloads": [{"release": {"tag": "v1", "assets": [{"size": 3}]}}]}"#
    let event = try decode(Event.self, json).0
    #expect(event.payloads.first["release"]["assets"][0]["size"].int == 3)
  }
}

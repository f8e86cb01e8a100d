import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Properties whose keys in the payload differ from their names.
@SafeDecoding
struct UserAccount: Codable, Equatable {
  @CodedAt("full_name") var name: String
  @CodedAt("user-id") let id: Int
  @CodedAt("labels") var tags: [String]
  var note: String?
}

struct CodedAtTests {
  @Test func `a property decodes and encodes under the key it gives itself`() throws {
    let json = #"{"full_name": "Ada", "user-id": 7, "labels": ["a", 1], "note": 2}"#
    let (account, digest) = try decode(UserAccount.self, json)
    #expect(account == UserAccount(name: "Ada", id: 7, tags: ["a"], note: nil))
    #expect(digest.paths == ["labels/Index 1", "note"])
    #expect(try encode(account) == #"{"full_name":"Ada","labels":["a"],"user-id":7}"#)
    #expect(throws: DecodingError.self) {
      try decode(UserAccount.self, #"{"name": "Ada", "id": 7}"#)
    }
  }
}

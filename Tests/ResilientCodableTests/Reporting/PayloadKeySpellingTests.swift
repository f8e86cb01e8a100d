import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A Slack user's profile, whose keys hold digits: `image_24`, which `.convertFromSnakeCase`
/// makes `image24`, as it makes `image24` itself.
struct SlackProfile: Codable, Equatable {
  var image24: String
  var realName: String
}

struct SlackUser: Codable, Equatable {
  var id: String
  var isAdmin: Bool
  var profile: SlackProfile
}

/// Slack's `users.list`, through a wrapper.
struct WrapperSlackUsers: Codable, Equatable {
  @Resilient var members: [SlackUser]
}

/// Slack's `users.list`, through the macro.
@SafeDecoding
struct MacroSlackUsers: Codable, Equatable {
  var members: [SlackUser]
}

/// A decoder that converts snake case reports, throws and writes back the keys as the payload
/// spelled them, also where converting them loses how (`image_24` and `image24` both convert
/// to `image24`; `is_admin` and `isAdmin` to `isAdmin`).
struct PayloadKeySpellingTests {
  /// One good user, one whose `is_admin` is a string, one whose `image_24` is a number, and one
  /// whose payload spells its keys in camel case, with a bad `isAdmin`.
  static let users = #"""
    {"members": [
      {"id": "U1", "is_admin": true, "profile": {"image_24": "a.png", "real_name": "Ada"}},
      {"id": "U2", "is_admin": "yes", "profile": {"image_24": "b.png", "real_name": "Bob"}},
      {"id": "U3", "is_admin": false, "profile": {"image_24": 24, "real_name": "Cy"}},
      {"id": "U4", "isAdmin": 1, "profile": {"image24": "d.png", "realName": "Di"}}
    ]}
    """#

  /// The wrapper model and the macro model, held to one behaviour.
  static var types: [any Codable.Type] { [WrapperSlackUsers.self, MacroSlackUsers.self] }

  static func decoder(strict: Bool = false) -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    decoder.userInfo.resilientDecodingOptions.isStrict = strict
    return decoder
  }

  @Test func `the digest's pointers name the payload's keys`() throws {
    for type in Self.types {
      let (_, digest) = try Self.decoder().decode(
        type, from: Data(Self.users.utf8), reportResilientDecodingErrors: true)
      #expect(
        digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
          "/members/1/is_admin droppedElement(index: 1)",
          "/members/2/profile/image_24 droppedElement(index: 2)",
          "/members/3/isAdmin droppedElement(index: 3)",
        ])
      // The coding paths stay as the model names the keys.
      #expect(
        digest?.entries.map(\.codingPath.description) == [
          "members/Index 1/isAdmin", "members/Index 2/profile/image24", "members/Index 3/isAdmin",
        ])
    }
  }

  @Test func `dropped elements are written back with the payload's keys`() throws {
    for type in Self.types {
      let decoded = try Self.decoder().decode(type, from: Data(Self.users.utf8))
      let dropped = [
        #"{"id":"U2","is_admin":"yes","profile":{"image_24":"b.png","real_name":"Bob"}}"#,
        #"{"id":"U3","is_admin":false,"profile":{"image_24":24,"real_name":"Cy"}}"#,
        #"{"id":"U4","isAdmin":1,"profile":{"image24":"d.png","realName":"Di"}}"#,
      ]
      // Whatever the encoder does to the model's own keys, a dropped element is written as it came.
      let snakeCase = JSONEncoder()
      snakeCase.keyEncodingStrategy = .convertToSnakeCase
      snakeCase.outputFormatting = .sortedKeys
      #expect(
        String(decoding: try snakeCase.encode(decoded), as: UTF8.self)
          == #"{"members":[{"id":"U1","is_admin":true,"profile":{"image24":"a.png","real_name":"Ada"}},"#
          + dropped.joined(separator: ",") + "]}")
      let asDeclared = JSONEncoder()
      asDeclared.outputFormatting = .sortedKeys
      #expect(
        String(decoding: try asDeclared.encode(decoded), as: UTF8.self)
          == #"{"members":[{"id":"U1","isAdmin":true,"profile":{"image24":"a.png","realName":"Ada"}},"#
          + dropped.joined(separator: ",") + "]}")
    }
  }

  @Test func `strict mode throws with the payload's keys in the coding path`() throws {
    for type in Self.types {
      let json = #"{"members": [{"id": "U3", "is_admin": false, "profile": {"image_24": 24}}]}"#
      let error = try #require(throws: DecodingError.self) {
        try Self.decoder(strict: true).decode(
          type, from: Data(json.utf8), reportResilientDecodingErrors: true)
      }
      guard case .typeMismatch(_, let context) = error else {
        Issue.record("\(error)")
        continue
      }
      #expect(CodingPath(context.codingPath).jsonPointer == "/members/0/profile/image_24")
    }
  }

  @Test func `a missing key is named as the payload would spell it`() throws {
    for type in Self.types {
      let json =
        #"{"members": [{"id": "U5", "profile": {"image_24": "e.png", "real_name": "Ed"}}]}"#
      let error = try #require(throws: DecodingError.self) {
        try Self.decoder(strict: true).decode(
          type, from: Data(json.utf8), reportResilientDecodingErrors: true)
      }
      guard case .keyNotFound(let key, let context) = error else {
        Issue.record("\(error)")
        continue
      }
      #expect(key.stringValue == "is_admin")
      #expect(CodingPath(context.codingPath).jsonPointer == "/members/0")
    }
  }

  @Test func `unknown keys are kept and written back as the payload spelled them`() throws {
    let json = #"{"id": "T1", "image_24": "t.png", "is_paid": true, "plan_2024": "std"}"#
    let team = try Self.decoder().decode(SlackTeam.self, from: Data(json.utf8))
    #expect(team.preservedData.unknownKeys.keys.sorted() == ["image_24", "is_paid", "plan_2024"])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(team), as: UTF8.self)
        == #"{"id":"T1","image_24":"t.png","is_paid":true,"plan_2024":"std"}"#)
    encoder.keyEncodingStrategy = .convertToSnakeCase
    #expect(
      String(decoding: try encoder.encode(team), as: UTF8.self)
        == #"{"id":"T1","image_24":"t.png","is_paid":true,"plan_2024":"std"}"#)
  }
}

@SafeDecoding(preservingUnknownKeys: true)
struct SlackTeam: Codable, Equatable {
  var id: String
}

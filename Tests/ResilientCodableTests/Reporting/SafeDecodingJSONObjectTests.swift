import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A push notification's alert.
struct MacroPushAlert: Decodable, Equatable {
  var title: String
  var body: String
}

/// Apple's part of a push notification, through the macro.
@SafeDecoding
struct MacroPushAPS: Decodable {
  var alert: MacroPushAlert
  var badge: Int?
  var sound: String?
}

/// The app's part of a push notification, through the macro.
@SafeDecoding
struct MacroPushOrder: Decodable {
  var orderID: Int
  var items: [String]
}

/// A push notification as APNs delivers it, through the macro.
@SafeDecoding
struct MacroPushNotification: Decodable {
  var aps: MacroPushAPS
  var custom: MacroPushOrder
}

/// `@SafeDecoding` models decode a `[String: Any]` as they decode its JSON's bytes.
struct SafeDecodingJSONObjectTests {
  @Test func `a push payload decodes with the digest of its bytes`() throws {
    let push: [String: Any] = [
      "aps": [
        "alert": ["title": "Shipped", "body": "Your order is on its way"],
        "badge": 3,
        "sound": NSNull(),
      ],
      "custom": ["orderID": 1042, "items": ["mug", "tea", ["name": "spoon"]]],
    ]
    let json = #"""
      {"aps": {"alert": {"title": "Shipped", "body": "Your order is on its way"}, "badge": 3,
               "sound": null},
       "custom": {"orderID": 1042, "items": ["mug", "tea", {"name": "spoon"}]}}
      """#
    let decoder = JSONDecoder()
    let (notification, digest) = try decoder.decode(
      MacroPushNotification.self, fromJSONObject: push, reportResilientDecodingErrors: true)
    #expect(
      notification.aps.alert == MacroPushAlert(title: "Shipped", body: "Your order is on its way"))
    #expect(notification.aps.badge == 3)
    #expect(notification.aps.sound == nil)
    #expect(notification.custom.orderID == 1042)
    #expect(notification.custom.items == ["mug", "tea"])
    #expect(digest?.entries.map(\.jsonPointer) == ["/custom/items/2"])
    #expect(digest?.entries.map(\.category) == [.typeMismatch])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 2)])
    let (_, bytesDigest) = try decoder.decode(
      MacroPushNotification.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
  }

  @Test func `snake-case pointers match the bytes' for the wrapper and the macro model`() throws {
    let data = Data(PayloadKeySpellingTests.users.utf8)
    let object = try JSONSerialization.jsonObject(with: data)
    for type in PayloadKeySpellingTests.types {
      let decoder = PayloadKeySpellingTests.decoder()
      let (_, digest) = try decoder.decode(
        type, fromJSONObject: object, reportResilientDecodingErrors: true)
      #expect(
        digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
          "/members/1/is_admin droppedElement(index: 1)",
          "/members/2/profile/image_24 droppedElement(index: 2)",
          "/members/3/isAdmin droppedElement(index: 3)",
        ])
      let (_, bytesDigest) = try decoder.decode(
        type, from: data, reportResilientDecodingErrors: true)
      #expect(digest.entrySummaries == bytesDigest.entrySummaries)
    }
  }

  @Test func `strict mode throws the error that decoding the bytes throws`() throws {
    let object: [String: Any] = ["aps": ["alert": ["title": "Hi", "body": "There"], "badge": "3"]]
    let json = #"{"aps": {"alert": {"title": "Hi", "body": "There"}, "badge": "3"}}"#
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(
        MacroPushNotification.self, fromJSONObject: object, reportResilientDecodingErrors: true)
    }
    let bytesError = try #require(throws: DecodingError.self) {
      try decoder.decode(
        MacroPushNotification.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    }
    guard case .typeMismatch(let type, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
    #expect(CodingPath(context.codingPath).jsonPointer == "/aps/badge")
    #expect(String(describing: error) == String(describing: bytesError))
  }

  @Test func `an object that is not JSON throws a clear error instead of crashing`() throws {
    let object: [String: Any] = ["aps": ["alert": "Hi", "badge": Double.nan]]
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(
        MacroPushNotification.self, fromJSONObject: object, reportResilientDecodingErrors: true)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(context.codingPath.isEmpty)
    #expect(
      context.debugDescription == "Expected a finite number at /aps/badge but found nan instead")
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// A push notification as APNs delivers it: Apple's `aps` dictionary and the app's own keys.
struct PushNotification: Decodable {
  struct Alert: Decodable, Equatable {
    var title: String
    var body: String
  }

  struct APS: Decodable {
    var alert: Alert
    @Resilient var badge: Int?
    @Resilient var sound: String?
  }

  struct Order: Decodable {
    var orderID: Int
    @Resilient var items: [String]
  }

  var aps: APS
  var custom: Order
}

/// Every kind of value a JSON object may hold, as Swift values and as Foundation objects.
struct JSONObjectScalars: Decodable {
  var flag: Bool
  var boxedFlag: Bool
  var count: Int
  var boxedCount: Int
  var ratio: Double
  var large: UInt64
  var name: String
  var nested: [String: Int]
  @Resilient var note: String?
  @Resilient var isAdmin: Bool?
}

/// A Slack-like team whose payload spells its keys in snake case, one with digits.
struct SnakeCaseTeam: Decodable {
  struct Profile: Decodable {
    @Resilient var image24: String?
    var realName: String
  }

  struct Member: Decodable {
    var id: String
    @Resilient var isAdmin: Bool?
    var profile: Profile
  }

  @Resilient var members: [Member]
}

/// A notification's delivery dates, which the decoder reads as ISO 8601.
struct Delivery: Decodable {
  @Resilient var sentAt: Date?
  @Resilient var readAt: Date?
}

/// An object that `JSONSerialization` cannot write, and the error that says why.
enum InvalidJSONObject: CaseIterable, Sendable {
  case date, dateAtTheTop, nonStringKey, nestedNonStringKey, notANumber, infinityAtTheTop, set
  case escapedKeys, firstInKeyOrder

  var object: Any {
    let date = Date(timeIntervalSince1970: 0)
    return switch self {
    case .date: ["aps": ["alert": "Hi", "sentAt": date]] as [String: Any]
    case .dateAtTheTop: date
    case .nonStringKey: [1: "one"] as [AnyHashable: Any]
    case .nestedNonStringKey:
      ["custom": ["items": [[2: "two"] as [AnyHashable: Any]]]] as [String: Any]
    case .notANumber: ["aps": ["badge": Double.nan]] as [String: Any]
    case .infinityAtTheTop: Double.infinity
    case .set: ["tags": Set(["a"])] as [String: Any]
    case .escapedKeys: ["a/b": ["c~d": [1, date]]] as [String: Any]
    case .firstInKeyOrder: ["zulu": date, "alpha": Data([1])] as [String: Any]
    }
  }

  var debugDescription: String {
    switch self {
    case .date: "Expected a JSON value at /aps/sentAt but found `Date` instead"
    case .dateAtTheTop: "Expected a JSON value but found `Date` instead"
    case .nonStringKey: "Expected string keys but found a key of type `Int` instead"
    case .nestedNonStringKey:
      "Expected string keys at /custom/items/0 but found a key of type `Int` instead"
    case .notANumber: "Expected a finite number at /aps/badge but found nan instead"
    case .infinityAtTheTop: "Expected a finite number but found inf instead"
    case .set: "Expected a JSON value at /tags but found `Set<String>` instead"
    case .escapedKeys: "Expected a JSON value at /a~1b/c~0d/1 but found `Date` instead"
    case .firstInKeyOrder: "Expected a JSON value at /alpha but found `Data` instead"
    }
  }
}

/// Decoding a `[String: Any]` or an `[Any]` gives what decoding the same JSON's bytes gives.
struct JSONObjectDecodingTests {
  /// A push payload whose second item is a number.
  static var push: [String: Any] {
    [
      "aps": [
        "alert": ["title": "Shipped", "body": "Your order is on its way"],
        "badge": 3,
        "sound": "default",
      ],
      "custom": ["orderID": 1042, "items": ["mug", 7, "tea"]],
    ]
  }

  /// ``push`` as a server sends it.
  static let pushJSON = #"""
    {"aps": {"alert": {"title": "Shipped", "body": "Your order is on its way"}, "badge": 3,
             "sound": "default"},
     "custom": {"orderID": 1042, "items": ["mug", 7, "tea"]}}
    """#

  /// Scalars of every kind, a `null`, a nested dictionary typed `[AnyHashable: Any]`, and a
  /// number where a Boolean belongs.
  static var scalars: [String: Any] {
    [
      "flag": true, "boxedFlag": NSNumber(value: false), "count": 3,
      "boxedCount": NSNumber(value: 4), "ratio": 0.1, "large": UInt64.max,
      "name": NSString(string: "Ada"), "nested": ["a": 1] as [AnyHashable: Any],
      "note": NSNull(), "isAdmin": 1,
    ]
  }

  /// ``scalars`` as a server sends it.
  static let scalarsJSON = #"""
    {"flag": true, "boxedFlag": false, "count": 3, "boxedCount": 4, "ratio": 0.1,
     "large": 18446744073709551615, "name": "Ada", "nested": {"a": 1}, "note": null,
     "isAdmin": 1}
    """#

  /// One member whose `is_admin` is a string and whose `image_24` is a number.
  static var team: [String: Any] {
    [
      "members": [
        ["id": "U1", "is_admin": "yes", "profile": ["image_24": 24, "real_name": "Ada"]]
      ]
    ]
  }

  /// ``team`` as a server sends it.
  static let teamJSON = #"""
    {"members": [{"id": "U1", "is_admin": "yes", "profile": {"image_24": 24, "real_name": "Ada"}}]}
    """#

  @Test func `a push payload decodes with the digest of its bytes`() throws {
    let decoder = JSONDecoder()
    let (notification, digest) = try decoder.decode(
      PushNotification.self, fromJSONObject: Self.push, reportResilientDecodingErrors: true)
    #expect(
      notification.aps.alert
        == PushNotification.Alert(title: "Shipped", body: "Your order is on its way"))
    #expect(notification.aps.badge == 3)
    #expect(notification.aps.sound == "default")
    #expect(notification.custom.orderID == 1042)
    #expect(notification.custom.items == ["mug", "tea"])
    #expect(digest?.entries.map(\.jsonPointer) == ["/custom/items/1"])
    #expect(digest?.entries.map(\.category) == [.typeMismatch])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1)])
    let (_, bytesDigest) = try decoder.decode(
      PushNotification.self, from: Data(Self.pushJSON.utf8), reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
  }

  @Test func `the plain call recovers and reports to the options' reporter`() throws {
    let decoder = JSONDecoder()
    let reporter = ResilientDecodingErrorReporter()
    decoder.userInfo.resilientDecodingOptions.reporter = reporter
    // A notification's `userInfo` comes typed `[AnyHashable: Any]`.
    let userInfo: [AnyHashable: Any] = Self.push
    let notification = try decoder.decode(PushNotification.self, fromJSONObject: userInfo)
    #expect(notification.custom.items == ["mug", "tea"])
    let digest = reporter.flushReportedErrors()
    #expect(digest?.entries.map(\.jsonPointer) == ["/custom/items/1"])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1)])
  }

  @Test func `Swift values, NSNumbers and NSNull decode as the JSON they stand for`() throws {
    let decoder = JSONDecoder()
    let (scalars, digest) = try decoder.decode(
      JSONObjectScalars.self, fromJSONObject: Self.scalars, reportResilientDecodingErrors: true)
    #expect(scalars.flag == true)
    #expect(scalars.boxedFlag == false)
    #expect(scalars.count == 3)
    #expect(scalars.boxedCount == 4)
    #expect(scalars.ratio == 0.1)
    #expect(scalars.large == UInt64.max)
    #expect(scalars.name == "Ada")
    #expect(scalars.nested == ["a": 1])
    #expect(scalars.note == nil)
    // A number is not a Boolean, in an object as in the bytes.
    #expect(scalars.isAdmin == nil)
    #expect(digest?.entries.map(\.jsonPointer) == ["/isAdmin"])
    #expect(digest?.entries.map(\.category) == [.typeMismatch])
    #expect(digest?.entries.map(\.action) == [.setToNil])
    let (_, bytesDigest) = try decoder.decode(
      JSONObjectScalars.self, from: Data(Self.scalarsJSON.utf8),
      reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
  }

  @Test func `an object that JSONSerialization read decodes as the bytes it read`() throws {
    let data = Data(Self.scalarsJSON.utf8)
    let object = try JSONSerialization.jsonObject(with: data)
    let decoder = JSONDecoder()
    let (scalars, digest) = try decoder.decode(
      JSONObjectScalars.self, fromJSONObject: object, reportResilientDecodingErrors: true)
    // Its Booleans are `NSNumber`s, written back as `true` and `false`.
    #expect(scalars.flag == true)
    #expect(scalars.boxedFlag == false)
    #expect(scalars.large == UInt64.max)
    #expect(scalars.isAdmin == nil)
    let (_, bytesDigest) = try decoder.decode(
      JSONObjectScalars.self, from: data, reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
    #expect(digest.entrySummaries.count == 1)
  }

  @Test func `a single JSON value or an array at the top decodes too`() throws {
    let decoder = JSONDecoder()
    #expect(try decoder.decode(String.self, fromJSONObject: "text") == "text")
    #expect(try decoder.decode(Int.self, fromJSONObject: 3) == 3)
    #expect(try decoder.decode(Bool.self, fromJSONObject: true) == true)
    #expect(try decoder.decode(Int?.self, fromJSONObject: NSNull()) == nil)
    let (numbers, digest) = try decoder.decode(
      Resilient<[Int]>.self, fromJSONObject: [1, "two", 3] as [Any],
      reportResilientDecodingErrors: true)
    #expect(numbers.wrappedValue == [1, 3])
    #expect(digest?.entries.map(\.jsonPointer) == ["/1"])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 1)])
  }

  @Test func `the pointers spell keys as the object does under convertFromSnakeCase`() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let (team, digest) = try decoder.decode(
      SnakeCaseTeam.self, fromJSONObject: Self.team, reportResilientDecodingErrors: true)
    #expect(team.members.map(\.id) == ["U1"])
    #expect(team.members.map(\.profile.realName) == ["Ada"])
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/members/0/is_admin", "/members/0/profile/image_24",
      ])
    #expect(
      digest?.entries.map(\.codingPath) == [
        ["members", 0, "isAdmin"], ["members", 0, "profile", "image24"],
      ])
    #expect(digest?.entries.map(\.action) == [.setToNil, .setToNil])
    let (_, bytesDigest) = try decoder.decode(
      SnakeCaseTeam.self, from: Data(Self.teamJSON.utf8), reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
  }

  @Test func `the decoder's date strategy applies as to the bytes`() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let object = ["sentAt": "2024-05-01T12:00:00Z", "readAt": "yesterday"]
    let (delivery, digest) = try decoder.decode(
      Delivery.self, fromJSONObject: object, reportResilientDecodingErrors: true)
    #expect(delivery.sentAt == Date(timeIntervalSince1970: 1_714_564_800))
    #expect(delivery.readAt == nil)
    #expect(digest?.entries.map(\.jsonPointer) == ["/readAt"])
    #expect(digest?.entries.map(\.category) == [.dataCorrupted])
    let json = #"{"sentAt": "2024-05-01T12:00:00Z", "readAt": "yesterday"}"#
    let (_, bytesDigest) = try decoder.decode(
      Delivery.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(digest.entrySummaries == bytesDigest.entrySummaries)
  }

  @Test func `strict mode throws the error that decoding the bytes throws`() throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode(
        SnakeCaseTeam.self, fromJSONObject: Self.team, reportResilientDecodingErrors: true)
    }
    let bytesError = try #require(throws: DecodingError.self) {
      try decoder.decode(
        SnakeCaseTeam.self, from: Data(Self.teamJSON.utf8), reportResilientDecodingErrors: true)
    }
    guard case .typeMismatch(let type, let context) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(ObjectIdentifier(type) == ObjectIdentifier(Bool.self))
    #expect(CodingPath(context.codingPath).jsonPointer == "/members/0/is_admin")
    #expect(String(describing: error) == String(describing: bytesError))
    #expect(throws: DecodingError.self) {
      try decoder.decode(SnakeCaseTeam.self, fromJSONObject: Self.team)
    }
  }

  @Test(arguments: InvalidJSONObject.allCases)
  func `an object that is not JSON throws a clear error instead of crashing`(
    invalid: InvalidJSONObject
  ) throws {
    let decoder = JSONDecoder()
    let errors = [
      #expect(throws: DecodingError.self) {
        try decoder.decode(PushNotification.self, fromJSONObject: invalid.object)
      },
      #expect(throws: DecodingError.self) {
        try decoder.decode(
          PushNotification.self, fromJSONObject: invalid.object,
          reportResilientDecodingErrors: true)
      },
    ]
    for error in errors {
      guard case .dataCorrupted(let context) = try #require(error) else {
        Issue.record("\(String(describing: error))")
        continue
      }
      #expect(context.codingPath.isEmpty)
      #expect(context.debugDescription == invalid.debugDescription)
      #expect(context.underlyingError == nil)
    }
  }
}

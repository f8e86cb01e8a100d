import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Pagination fields that an API writes beside a page's items, as in serde's documentation of
/// `flatten`: a plain `Codable` type.
struct Pagination: Codable, Equatable {
  var limit: Int
  var offset: Int
  var total: Int?
}

/// Rate-limit fields beside a response's data: a `@SafeDecoding` type with recoveries of its
/// own.
@SafeDecoding
struct RateLimit: Codable, Equatable {
  var remaining: Int
  var resetAt: Int?
}

/// A page of users with both flattened.
@SafeDecoding(preservingUnknownKeys: true)
struct UserPage: Codable, Equatable {
  var users: [String]
  @Flattened var pagination: Pagination
  @Flattened var rateLimit: RateLimit?
}

/// A page that survives its flattened types failing.
@SafeDecoding
struct LenientPage: Codable, Equatable {
  var users: [String]
  @Flattened var pagination: Pagination?
  @Flattened @FallbackDecoding(RateLimit(remaining: 0, resetAt: nil)) var rateLimit: RateLimit
}

struct FlattenedTests {
  private let page = """
    {"users": ["ada", 1], "limit": 10, "offset": 20, "total": 31,
     "remaining": 5, "resetAt": "soon", "requestId": "r1"}
    """

  @Test func `a flattened type reads its keys from the model's object`() throws {
    let (value, digest) = try decode(UserPage.self, page)
    #expect(
      value
        == UserPage(
          users: ["ada"], pagination: Pagination(limit: 10, offset: 20, total: 31),
          rateLimit: RateLimit(remaining: 5, resetAt: nil)))
    // The flattened type's recoveries are at its keys in the model's object.
    #expect(digest?.entries.map(\.jsonPointer) == ["/users/1", "/resetAt"])
    // A key that a flattened type reads is not an unknown key of the model.
    #expect(value.preservedData.unknownKeys == ["requestId": "r1"])
  }

  @Test func `encoding writes the flattened types' keys into the model's object`() throws {
    let (value, _) = try decode(UserPage.self, page)
    #expect(
      try encode(value)
        == #"{"limit":10,"offset":20,"remaining":5,"requestId":"r1","total":31,"users":["ada"]}"#)
    var changed = value
    changed.rateLimit = nil
    #expect(
      try encode(changed)
        == #"{"limit":10,"offset":20,"requestId":"r1","total":31,"users":["ada"]}"#)
  }

  @Test func `a flattened type that fails is recovered at the model's position`() throws {
    let (value, digest) = try decode(
      LenientPage.self, #"{"users": [], "limit": "ten", "offset": 0, "remaining": "none"}"#)
    #expect(
      value
        == LenientPage(users: [], pagination: nil, rateLimit: RateLimit(remaining: 0, resetAt: nil))
    )
    // Reported where the error was, and recovered at the model's position.
    #expect(digest?.entries.map(\.jsonPointer) == ["/limit", "/remaining"])
    #expect(digest.recoveryPaths == ["", ""])
    #expect(digest?.entries.map(\.action) == [.setToNil, .usedFallback])
  }

  @Test func `a flattened type whose keys are all missing is missing, silently`() throws {
    let (value, digest) = try decode(LenientPage.self, #"{"users": ["bo"]}"#)
    #expect(
      value
        == LenientPage(
          users: ["bo"], pagination: nil, rateLimit: RateLimit(remaining: 0, resetAt: nil)))
    #expect(digest == nil)
    #expect(throws: DecodingError.self) { try decode(UserPage.self, #"{"users": []}"#) }
  }
}

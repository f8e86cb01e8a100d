import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

@SafeDecoding
struct MessageOrder: Codable {
  @Policy(null: .dropElement) var note: String?
  @CodedBy(.dateFormats(.iso8601)) var due: Date
  var count: Int?
}

@SafeDecoding
struct MessageOrders: Codable {
  var orders: [MessageOrder]
}

/// The messages of the digest name the types a reader declared, and say what was found alike.
struct ErrorMessageTests {
  @Test func `messages name the declared type and what was found, alike for every kind`() throws {
    let json = """
      {"orders": [{"note": null, "due": "2024-05-01T12:00:00Z"}, {"due": null},
                  {"due": 5}, {"due": "2024-05-01T12:00:00Z", "count": true}]}
      """
    let (list, digest) = try decode(MessageOrders.self, json)
    #expect(list.orders.count == 1)
    #expect(
      digest?.messages == [
        "Expected `String` but found null instead",
        "Expected `Date` but found null instead",
        "Expected a date in the format ISO 8601; found a number",
        "Expected `Int` but found a boolean instead",
      ])
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A payment method whose associated values have defaults, as ReerCodable reads them.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
enum CardPaymentSource: Codable, Equatable {
  case card(brand: String, expMonth: Int = 1, wallet: String? = "none")
  case bank(name: String)
}

struct CaseValueDefaultTests {
  @Test func `an associated value's default is taken for a missing key, silently`() throws {
    let (source, digest) = try decode(CardPaymentSource.self, #"{"type": "card", "brand": "visa"}"#)
    #expect(source == .card(brand: "visa", expMonth: 1, wallet: "none"))
    #expect(digest == nil)
  }

  @Test func `an associated value's default replaces a bad value, reported`() throws {
    let (source, digest) = try decode(
      CardPaymentSource.self, #"{"type": "card", "brand": "visa", "exp_month": "May", "wallet": 3}"#
    )
    #expect(source == .card(brand: "visa", expMonth: 1, wallet: "none"))
    #expect(digest?.entries.map(\.jsonPointer) == ["/exp_month", "/wallet"])
    #expect(digest?.entries.map(\.action) == [.usedInitialValue, .usedInitialValue])
    #expect(
      try encode(source) == #"{"brand":"visa","exp_month":1,"type":"card","wallet":"none"}"#)
  }

  @Test func `a value without a default still fails its case`() throws {
    #expect(throws: DecodingError.self) {
      try decode(CardPaymentSource.self, #"{"type": "bank"}"#)
    }
  }
}

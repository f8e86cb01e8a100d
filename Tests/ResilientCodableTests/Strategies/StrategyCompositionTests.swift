import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// `@CodedBy` with the other attributes, the model's reporter, preservation, and a hand-written
// `init(from:)` that calls the same public API.

@SafeDecoding(keyStyle: .snakeCase, reporter: RecordingReporter())
struct StrategyCharge: Codable, Equatable {
  @CodedBy(.dateFormats(.secondsSince1970, writingBack: .asReceived))
  let createdAt: Date
  @CodedAt("billing_details", "address", "country") @CodedBy(.caseInsensitive(Country.self))
  let country: Country?
  @CodedAs("receipt_hex") @CodedBy(.base64)
  let receipt: Data?
  @Policy(invalid: .fail) @CodedBy(.coerced(Int.self))
  let amount: Int
  @RequireCompleteness(.droppedAtMost(1)) @CodedBy(.coerced(Int.self))
  let refunds: [Int]
}

enum Country: String, Codable, CaseIterable, Sendable {
  case us = "US"
  case fr = "FR"
}

/// The same model decoded by hand, through the API the macro calls.
struct HandWrittenCharge: Codable, Equatable {
  let createdAt: Date
  let country: Country?
  let receipt: Data?
  let amount: Int
  let refunds: [Int]
  var preservedData = PreservedData()

  private enum CodingKeys: String, CodingKey {
    case createdAt = "created_at"
    case billingDetails = "billing_details"
    case receipt
    case receiptHex = "receipt_hex"
    case amount, refunds
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let context = SafeDecodingContext(StrategyCharge.self, reporter: RecordingReporter())
    var preserved = PreservedData(preparingFor: decoder)
    createdAt = try container.decode(
      forKey: .createdAt, by: .dateFormats(.secondsSince1970, writingBack: .asReceived),
      property: "createdAt", context: context, preserving: &preserved)
    let address = try container.resilientNestedContainer(forKey: .billingDetails, context: context)
      .resilientNestedContainer(forKey: SafeDecodingKey("address"), context: context)
    country = try address.decode(
      forKey: SafeDecodingKey("country"), by: .caseInsensitive(Country.self),
      property: "country", context: context, preserving: &preserved)
    let receiptKey = container.presentKey(
      .receipt, renamedAs: [.receiptHex], property: "receipt", context: context,
      preserving: &preserved)
    receipt = try container.decode(
      forKey: receiptKey, by: .base64, property: "receipt", context: context,
      preserving: &preserved)
    amount = try container.decode(
      forKey: .amount, by: .coerced(), property: "amount", context: context,
      policy: ValuePolicy(invalid: .fail), preserving: &preserved)
    refunds = try container.decode(
      forKey: .refunds, by: .coerced(), property: "refunds", context: context,
      completenessLimit: .droppedAtMost(1), preserving: &preserved)
    preservedData = preserved
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      createdAt, forKey: .createdAt, by: .dateFormats(.secondsSince1970, writingBack: .asReceived),
      property: "createdAt", preserved: preservedData)
    var billing = container.nestedContainer(keyedBy: SafeDecodingKey.self, forKey: .billingDetails)
    var address = billing.nestedContainer(
      keyedBy: SafeDecodingKey.self, forKey: SafeDecodingKey("address"))
    try address.encode(
      country, forKey: SafeDecodingKey("country"), by: .caseInsensitive(Country.self),
      property: "country", preserved: preservedData)
    try container.encode(
      receipt, forKey: preservedData.key(.receipt, forProperty: "receipt"), by: .base64,
      property: "receipt", preserved: preservedData)
    try container.encode(
      amount, forKey: .amount, by: .coerced(), property: "amount", preserved: preservedData)
    try container.encode(
      refunds, forKey: .refunds, by: .coerced(), property: "refunds", preserved: preservedData)
    try preservedData.encodeUnknownKeys(to: encoder)
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.createdAt, lhs.country, lhs.receipt, lhs.amount, lhs.refunds)
      == (rhs.createdAt, rhs.country, rhs.receipt, rhs.amount, rhs.refunds)
  }
}

struct StrategyCompositionTests {
  static let drifted = """
    {"amount":"1500","billing_details":{"address":{"country":"fr"}},"created_at":"1714564800",\
    "receipt_hex":"AQI=","refunds":[100,"x"]}
    """

  @Test func `strategies compose with key paths, alternate keys, styles, policies and limits`()
    throws
  {
    let ((charge, digest), reports) = try RecordingReporter.recording {
      try decode(StrategyCharge.self, Self.drifted)
    }
    #expect(charge.createdAt == Date(timeIntervalSince1970: 1_714_564_800))
    #expect(charge.country == .fr)
    #expect(charge.receipt == Data([1, 2]))
    #expect(charge.amount == 1500)
    #expect(charge.refunds == [100])
    let entries = [
      "/created_at convertedValue", "/billing_details/address/country convertedValue",
      "/amount coercedValue", "/refunds/1 droppedElement(index: 1)",
    ]
    #expect(digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == entries)
    // The model's reporter hears each recovery once, as the digest does.
    #expect(
      reports.map { "\($0.property ?? "-") \($0.action)" } == [
        "createdAt convertedValue", "country convertedValue", "amount coercedValue",
        "refunds droppedElement(index: 1)",
      ])
  }

  @Test func `a hand-written init(from:) recovers, reports and writes back as the macro does`()
    throws
  {
    let (macro, macroDigest) = try decode(StrategyCharge.self, Self.drifted) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    let (hand, handDigest) = try decode(HandWrittenCharge.self, Self.drifted) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(hand.createdAt == macro.createdAt)
    #expect(hand.country == macro.country)
    #expect(hand.receipt == macro.receipt)
    #expect(hand.amount == macro.amount)
    #expect(hand.refunds == macro.refunds)
    #expect(handDigest?.entries.map(\.jsonPointer) == macroDigest?.entries.map(\.jsonPointer))
    #expect(handDigest?.entries.map(\.action) == macroDigest?.entries.map(\.action))
    // The receipt is written back under the key the payload sent in place of its own.
    let written = """
      {"amount":"1500","billing_details":{"address":{"country":"fr"}},"created_at":"1714564800",\
      "receipt_hex":"AQI=","refunds":[100,"x"]}
      """
    #expect(try encode(macro) == written)
    #expect(try encode(hand) == written)
  }

  @Test func `a policy and a completeness limit throw as they would without a strategy`() throws {
    let invalid = Self.drifted.replacingOccurrences(of: #""1500""#, with: #""lots""#)
    #expect(throws: RequiredValueError.self) { try decode(StrategyCharge.self, invalid) }
    let incomplete = Self.drifted.replacingOccurrences(of: #"[100,"x"]"#, with: #"["y","x"]"#)
    #expect(throws: DecodingError.self) { try decode(StrategyCharge.self, incomplete) }
  }
}

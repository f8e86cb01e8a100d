import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// The keys of enum cases' associated values: spelled by the enum's key style, or given by
// `@CaseValueKeys`, in each shape that reads values by key.

/// A Stripe payment method: the card's values in snake case beside the `type` discriminator.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
enum PaymentMethod: Codable, Equatable {
  case card(brand: String, expMonth: Int, expYear: Int, last4: String?)
  @CaseNameDecoding("us_bank_account") @CaseValueKeys(["accountHolderType": "holder_type"])
  case usBankAccount(bankName: String, accountHolderType: String)
  @CaseNameDecoding("sepa_debit")
  case sepaDebit(bankCode: String, preservedData: PreservedData = PreservedData())
}

/// A Stripe customer, whose payment methods drop the ones that do not decode.
@SafeDecoding(keyStyle: .snakeCase)
struct StripeCustomer: Codable, Equatable {
  var id: String
  var paymentMethods: [PaymentMethod]
}

/// A Spotify playback item, in synthesized `Codable`'s shape: `{"track": {"duration_ms": 1}}`.
@SafeDecoding(keyStyle: .snakeCase)
enum PlaybackItem: Codable, Equatable {
  case track(name: String, durationMs: Int)
  @CaseValueKeys(["_0": "show_name"]) case episode(String, releaseDate: String)
}

/// A notice whose values are under a content key, in kebab case.
@SafeDecoding(decodingStrategy: .caseByAdjacentTag("kind", content: "data"), keyStyle: .kebabCase)
enum Notice: Codable, Equatable {
  case moved(newURL: String, isPermanent: Bool)
  @CaseValueKeys(["retryAfter": "Retry-After"]) case throttled(retryAfter: Int)
}

/// A result without a tag, in upper snake case: the first case whose keys decode.
@SafeDecoding(decodingStrategy: .untagged, keyStyle: .upperSnakeCase)
enum Lookup: Codable, Equatable {
  case found(recordID: Int)
  case missing(errorCode: String)
}

struct EnumValueKeyTests {
  static let customer = """
    {"id": "cus_1", "payment_methods": [
      {"type": "card", "brand": "visa", "exp_month": 12, "exp_year": 2030, "last4": "4242"},
      {"type": "us_bank_account", "bank_name": "STRIPE TEST BANK", "holder_type": "individual"},
      {"type": "sepa_debit", "bank_code": "37040044", "country": "DE", "fingerprint": "f1"}]}
    """

  static let methods: [PaymentMethod] = [
    .card(brand: "visa", expMonth: 12, expYear: 2030, last4: "4242"),
    .usBankAccount(bankName: "STRIPE TEST BANK", accountHolderType: "individual"),
    .sepaDebit(bankCode: "37040044"),
  ]

  @Test func `a key style spells the values' keys from their labels, not the case names`()
    throws
  {
    let (customer, digest) = try decode(StripeCustomer.self, Self.customer)
    #expect(customer == StripeCustomer(id: "cus_1", paymentMethods: Self.methods))
    #expect(digest == nil)
    #expect(
      try encode(customer)
        == #"{"id":"cus_1","payment_methods":["#
        + #"{"brand":"visa","exp_month":12,"exp_year":2030,"last4":"4242","type":"card"},"#
        + #"{"bank_name":"STRIPE TEST BANK","holder_type":"individual","type":"us_bank_account"},"#
        + #"{"bank_code":"37040044","country":"DE","fingerprint":"f1","type":"sepa_debit"}]}"#)
  }

  @Test func `a bad value is reported at its key as the payload spells it`() throws {
    let json = """
      {"id": "cus_1", "payment_methods": [
        {"type": "card", "brand": "visa", "exp_month": 12, "exp_year": 2030, "last4": 4242},
        {"type": "card", "brand": "visa", "exp_month": "12", "exp_year": 2030}]}
      """
    for convertsSnakeCase in [false, true] {
      let (customer, digest) = try decode(StripeCustomer.self, json) { decoder in
        if convertsSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
      }
      #expect(
        customer.paymentMethods == [.card(brand: "visa", expMonth: 12, expYear: 2030, last4: nil)])
      #expect(
        digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
          "/payment_methods/0/last4 setToNil",
          "/payment_methods/1/exp_month droppedElement(index: 1)",
        ])
    }
  }

  @Test func `a decoder that converts snake case reads the same values`() throws {
    let (customer, digest) = try decode(StripeCustomer.self, Self.customer) { decoder in
      decoder.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(customer == StripeCustomer(id: "cus_1", paymentMethods: Self.methods))
    #expect(digest == nil)
    guard case .sepaDebit(_, let preservedData) = customer.paymentMethods.last else {
      Issue.record("\(customer.paymentMethods)")
      return
    }
    #expect(preservedData.unknownKeys == ["country": "DE", "fingerprint": "f1"])
  }

  @Test func `a key that @CaseValueKeys gives wins over the key style`() throws {
    let json = #"{"type": "us_bank_account", "bank_name": "B", "account_holder_type": "company"}"#
    #expect {
      try decode(PaymentMethod.self, json)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "holder_type"
    }
    #expect(
      try encode(PaymentMethod.usBankAccount(bankName: "B", accountHolderType: "company"))
        == #"{"bank_name":"B","holder_type":"company","type":"us_bank_account"}"#)
  }

  @Test func `a case's PreservedData keeps the keys that its styled values do not read`() throws {
    let json = #"{"type": "sepa_debit", "bank_code": "1", "branch_code": "2"}"#
    let (method, digest) = try decode(PaymentMethod.self, json)
    #expect(digest == nil)
    guard case .sepaDebit("1", let preservedData) = method else {
      Issue.record("\(method)")
      return
    }
    #expect(preservedData.unknownKeys == ["branch_code": "2"])
    #expect(try encode(method) == #"{"bank_code":"1","branch_code":"2","type":"sepa_debit"}"#)
  }

  @Test func `a nested object keys its values by style, and an unlabeled one by position`()
    throws
  {
    let json = """
      [{"track": {"name": "Intro", "duration_ms": 61000}},
       {"episode": {"show_name": "Tech Talk", "release_date": "2024-05-01"}}]
      """
    let (items, digest) = try decode([PlaybackItem].self, json)
    #expect(
      items == [
        .track(name: "Intro", durationMs: 61000),
        .episode("Tech Talk", releaseDate: "2024-05-01"),
      ])
    #expect(digest == nil)
    #expect(
      try encode(items)
        == #"[{"track":{"duration_ms":61000,"name":"Intro"}},"#
        + #"{"episode":{"release_date":"2024-05-01","show_name":"Tech Talk"}}]"#)
  }

  @Test func `an adjacent tag and an untagged enum read the styled keys too`() throws {
    let notices = """
      [{"kind": "moved", "data": {"new-url": "https://a.example", "is-permanent": true}},
       {"kind": "throttled", "data": {"Retry-After": 30}}]
      """
    let (decoded, digest) = try decode([Notice].self, notices)
    #expect(
      decoded == [
        .moved(newURL: "https://a.example", isPermanent: true), .throttled(retryAfter: 30),
      ])
    #expect(digest == nil)
    #expect(
      try encode(decoded)
        == #"[{"data":{"is-permanent":true,"new-url":"https:\/\/a.example"},"kind":"moved"},"#
        + #"{"data":{"Retry-After":30},"kind":"throttled"}]"#)

    let (lookups, lookupDigest) = try decode(
      [Lookup].self, #"[{"RECORD_ID": 7}, {"ERROR_CODE": "E404"}]"#)
    #expect(lookups == [.found(recordID: 7), .missing(errorCode: "E404")])
    #expect(lookupDigest == nil)
    #expect(try encode(lookups) == #"[{"RECORD_ID":7},{"ERROR_CODE":"E404"}]"#)
  }
}

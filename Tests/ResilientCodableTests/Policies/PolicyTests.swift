import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// One property's policy through the macro, `@Policy`, and its parity with a `Coded` preset's.

@SafeDecoding(reporter: RecordingReporter())
struct PolicyOrder: Codable {
  @Policy(missing: .dropElement, null: .dropElement)
  var id: String
  @Policy(missing: .useDefault.reported, null: .useEmpty)
  var quantity = 1
  @Policy(null: .useEmpty, invalid: .useDefault.silent)
  var tags: [String] = ["untagged"]
  @Policy(invalid: .fail)
  var currency: String?
  @Policy(missing: .useEmpty.reported, null: .fail)
  var notes: [String]?
}

@SafeDecoding
struct PolicyOrderList: Codable {
  var orders: [PolicyOrder]
}

/// The same policies through the wrapper, for the properties that both can say.
enum OrderNotesPolicy: CodingPreset {
  static let policy = ValuePolicy(missing: .useEmpty.reported, null: .fail)
}

enum OrderCurrencyPolicy: CodingPreset {
  static let policy = ValuePolicy(invalid: .fail)
}

struct WrapperPolicyOrder: Codable {
  @Coded<OrderCurrencyPolicy, String?> var currency: String?
  @Coded<OrderNotesPolicy, [String]?> var notes: [String]?
}

@SafeDecoding
struct MacroPolicyOrder: Codable {
  @Policy(invalid: .fail)
  var currency: String?
  @Policy(missing: .useEmpty.reported, null: .fail)
  var notes: [String]?
}

struct PolicyTests {
  @Test func `an order without an id is dropped from its list`() throws {
    let json = """
      {"orders": [{"id": "a"}, {"quantity": 2}, {"id": null}, {"id": "d", "quantity": 4}]}
      """
    let ((list, digest), _) = try RecordingReporter.recording {
      try decode(PolicyOrderList.self, json)
    }
    #expect(list.orders.map(\.id) == ["a", "d"])
    #expect(list.orders.map(\.quantity) == [1, 4])
    let drops = digest?.entries.filter { $0.action.name == "droppedElement" }
    #expect(drops?.map(\.codingPath.description) == ["orders/Index 1/id", "orders/Index 2/id"])
    #expect(drops?.map(\.category) == [.keyNotFound, .valueWasNil])
  }

  @Test func `a missing key takes the default and is reported, a null takes empty`() throws {
    let ((order, digest), reports) = try RecordingReporter.recording {
      try decode(PolicyOrder.self, #"{"id": "a", "tags": null}"#)
    }
    #expect(order.quantity == 1)
    #expect(order.tags == [])
    #expect(order.notes == nil)
    #expect(digest.paths == ["quantity", "notes"])
    #expect(digest?.entries.map(\.category) == [.keyNotFound, .keyNotFound])
    #expect(digest?.entries.map(\.action) == [.usedInitialValue, .setToNil])
    #expect(reports.map(\.property) == ["quantity", "notes"])

    let (zero, _) = try decode(PolicyOrder.self, #"{"id": "a", "quantity": null}"#)
    // `useEmpty` of a value that has no empty form is its default.
    #expect(zero.quantity == 1)
  }

  @Test func `an invalid value takes the default silently when the policy says so`() throws {
    let (order, digest) = try decode(
      PolicyOrder.self, #"{"id": "a", "quantity": 2, "tags": "x", "notes": []}"#)
    #expect(order.tags == ["untagged"])
    #expect(digest == nil)
  }

  @Test func `an invalid currency or a null list of notes fails the decode`() {
    for json in [#"{"id": "a", "currency": 3}"#, #"{"id": "a", "notes": null}"#] {
      #expect(throws: RequiredValueError.self, "\(json)") {
        try decode(PolicyOrderList.self, #"{"orders": [\#(json)]}"#)
      }
    }
  }

  @Test func `a plain property with a policy decodes as plain Codable otherwise`() throws {
    #expect(throws: DecodingError.self) {
      try decode(PolicyOrder.self, #"{"id": 5}"#)
    }
    let (order, digest) = try decode(PolicyOrder.self, #"{"id": "a", "notes": []}"#)
    #expect(order.id == "a")
    #expect(digest.paths == ["quantity"])
  }

  @Test(arguments: [
    #"{}"#, #"{"currency": "EUR", "notes": ["gift"]}"#, #"{"currency": null, "notes": [1, "x"]}"#,
    #"{"notes": "x"}"#, #"{"currency": 1}"#, #"{"notes": null}"#,
  ])
  func `the wrapper and the macro respond alike`(json: String) throws {
    let wrapper = Result { try decode(WrapperPolicyOrder.self, json) }
    let macro = Result { try decode(MacroPolicyOrder.self, json) }
    switch (wrapper, macro) {
    case (.success(let (wrapped, wrapperDigest)), .success(let (generated, macroDigest))):
      #expect(wrapped.currency == generated.currency)
      #expect(wrapped.notes == generated.notes)
      #expect(wrapperDigest.paths == macroDigest.paths)
      #expect(wrapperDigest?.entries.map(\.action) == macroDigest?.entries.map(\.action))
      #expect(wrapperDigest?.entries.map(\.category) == macroDigest?.entries.map(\.category))
      #expect(try encode(wrapped) == encode(generated))
    case (.failure(let wrapperError), .failure(let macroError)):
      #expect(type(of: wrapperError) == type(of: macroError))
    default:
      Issue.record("the wrapper gave \(wrapper), the macro \(macro)")
    }
  }
}

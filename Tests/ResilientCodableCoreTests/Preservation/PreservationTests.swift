import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct PreservationTests {
  struct Item: Codable, Equatable {
    var id: Int
  }

  struct Model: Codable, Equatable {
    @Resilient var note: Int?
    @Resilient var items: [Item]
    @Resilient var tags: Set<String>
    @Resilient var counts: [String: Int]
    @Resilient var byID: [Int: String]?
    @Resilient var state: State
  }

  /// Decodes `json` with preservation on (unless `preserving` is false) and encodes the model
  /// back with sorted keys.
  private func roundTrip(
    _ json: String,
    preserving: Bool = true,
    edit: (inout Model) -> Void = { _ in }
  ) throws -> (model: Model, encoded: String) {
    var (model, _) = try decode(Model.self, json) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
    }
    edit(&model)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (model, String(decoding: try encoder.encode(model), as: UTF8.self))
  }

  @Test func `writes dropped array elements back at their indices`() throws {
    let (model, encoded) = try roundTrip(
      #"{"items": [{"id": "a"}, {"id": 1}, 7, {"id": 2}, [true, null, 1.5]]}"#)
    #expect(model.items == [Item(id: 1), Item(id: 2)])
    #expect(encoded == #"{"items":[{"id":"a"},{"id":1},7,{"id":2},[true,null,1.5]]}"#)
  }

  @Test func `keeps dropped elements in place around elements the app appends`() throws {
    let (_, encoded) = try roundTrip(#"{"items": [{"id": 1}, "x", {"id": 2}]}"#) {
      $0.items.append(Item(id: 3))
    }
    #expect(encoded == #"{"items":[{"id":1},"x",{"id":2},{"id":3}]}"#)
  }

  @Test func `writes a set's dropped elements after its members`() throws {
    let (model, encoded) = try roundTrip(#"{"tags": ["a", 1]}"#)
    #expect(model.tags == ["a"])
    #expect(encoded == #"{"tags":["a",1]}"#)
  }

  @Test func `writes dropped dictionary entries back under their keys`() throws {
    let (model, encoded) = try roundTrip(
      #"{"counts": {"a": 1, "b": "two", "c": {"n": 3}}, "byID": {"1": "one", "x": "bad"}}"#)
    #expect(model.counts == ["a": 1])
    #expect(model.byID == [1: "one"])
    #expect(
      encoded
        == #"{"byID":{"1":"one","x":"bad"},"counts":{"a":1,"b":"two","c":{"n":3}}}"#)
  }

  @Test func `writes a value replaced as a whole back instead of its replacement`() throws {
    let (model, encoded) = try roundTrip(
      #"{"note": "five", "items": {"id": 1}, "tags": "t", "counts": [1], "state": 3}"#)
    #expect(model.note == nil)
    #expect(model.items.isEmpty)
    #expect(model.state == .unknown)
    #expect(
      encoded == #"{"counts":[1],"items":{"id":1},"note":"five","state":3,"tags":"t"}"#)
  }

  @Test func `preserves nothing unless asked`() throws {
    let (model, encoded) = try roundTrip(
      #"{"note": "five", "items": [1, {"id": 2}], "counts": {"a": "x"}, "state": 3}"#,
      preserving: false)
    #expect(model.items == [Item(id: 2)])
    #expect(encoded == #"{"counts":{},"items":[{"id":2}],"state":"unknown"}"#)
  }

  @Test func `forgets a replaced value once the app sets the property`() throws {
    let (_, encoded) = try roundTrip(#"{"note": "five", "items": "x", "state": 3}"#) {
      $0.note = 5
      $0.items = [Item(id: 9)]
      $0.state = .open
    }
    #expect(encoded == #"{"items":[{"id":9}],"note":5,"state":"open"}"#)
  }

  @Test func `keeps preserved elements of nested models`() throws {
    struct Page: Codable {
      @Resilient var models: [Model]
    }
    let json = #"{"models": [{"items": [{"id": 1}, null]}, 4]}"#
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    let page = try decoder.decode(Page.self, from: Data(json.utf8))
    #expect(page.models.map(\.items) == [[Item(id: 1)]])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = String(decoding: try encoder.encode(page), as: UTF8.self)
    #expect(encoded == #"{"models":[{"items":[{"id":1},null]},4]}"#)
  }

  @Test func `preserves a deeply nested bad element and writes it back`() throws {
    let depth = 400
    let nested = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    let (model, encoded) = try roundTrip(#"{"items": [\#(nested), {"id": 1}]}"#)
    #expect(model.items == [Item(id: 1)])
    #expect(encoded == #"{"items":[\#(nested),{"id":1}]}"#)
  }

  @Test func `preserves values from other decoders`() throws {
    struct Plist: Codable {
      @Resilient var values: [Int]
    }
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["values": [1, "two", 3]], format: .binary, options: 0)
    let decoder = PropertyListDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    let plist = try decoder.decode(Plist.self, from: data)
    #expect(plist.values == [1, 3])
    let encoded = try PropertyListEncoder().encode(plist)
    let values =
      try PropertyListSerialization.propertyList(from: encoded, format: nil) as? [String: Any]
    #expect(values?["values"] as? [AnyHashable] == [1, "two", 3])
  }
}

struct PreservedValueTests {
  @Test func `decodes every kind of JSON value`() throws {
    let json = #"{"a": [null, true, -3, 2.5, "s", {"k": []}], "b": {}}"#
    let value = try JSONDecoder().decode(PreservedValue.self, from: Data(json.utf8))
    #expect(value == ["a": [nil, true, -3, 2.5, "s", ["k": []]], "b": [:]])
    #expect(
      value
        == .object([
          "a": .array([
            .null, .bool(true), .integer(-3), .number(2.5), .string("s"),
            .object(["k": .array([])]),
          ]),
          "b": .object([:]),
        ]))
  }

  @Test func `encodes as the payload wrote it`() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let value: PreservedValue = ["z": [1, 1.5, false, nil], "a": "x"]
    #expect(
      String(decoding: try encoder.encode(value), as: UTF8.self)
        == #"{"a":"x","z":[1,1.5,false,null]}"#)
  }

  @Test func `is hashable`() {
    let values: Set<PreservedValue> = [1, 1, "1", [1], ["1": 1]]
    #expect(values.count == 4)
  }
}

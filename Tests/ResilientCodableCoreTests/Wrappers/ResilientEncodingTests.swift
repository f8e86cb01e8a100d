import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientEncodingTests {
  struct Model: Codable, Equatable {
    @Resilient var note: String?
    @Resilient var values: [Int]
    @Resilient var tags: Set<String>?
    @Resilient var counts: [String: Int]
    @Resilient var state: State
    @Resilient var previous: State?
  }

  @Test func `omits nil optionals like synthesized code`() throws {
    let model = Model(
      note: nil, values: [1], tags: nil, counts: ["a": 1], state: .open, previous: nil)
    #expect(try encode(model) == #"{"counts":{"a":1},"state":"open","values":[1]}"#)
  }

  @Test func `round trips a recovered model, writing the novel raw value back`() throws {
    let json =
      #"{"note": 5, "values": [1, "x", 2], "tags": ["t"], "counts": {"a": 1}, "state": "??"}"#
    let (model, _) = try decode(Model.self, json)
    #expect(model.state == .unknown)
    #expect(model.$state.novelValue == "??")
    let encoded = try encode(model)
    #expect(encoded == #"{"counts":{"a":1},"state":"??","tags":["t"],"values":[1,2]}"#)
    let (again, digest) = try decode(Model.self, encoded)
    #expect(again == model)
    #expect(digest?.paths == ["state"])
    #expect(again.$state.novelValue == "??")
  }

  @Test func `writes an optional enum's novel raw value back`() throws {
    let (model, _) = try decode(
      Model.self, #"{"values": [], "counts": {}, "state": "open", "previous": "later"}"#)
    #expect(model.previous == .unknown)
    #expect(model.$previous.novelValue == "later")
    #expect(
      try encode(model) == #"{"counts":{},"previous":"later","state":"open","values":[]}"#)
  }

  @Test func `writes null back and leaves missing keys out, as the payload had them`() throws {
    let (model, _) = try decode(Model.self, #"{"note": null, "tags": null, "state": null}"#)
    #expect(model.state == .unknown)
    #expect(model.values == [])
    #expect(try encode(model) == #"{"note":null,"state":null,"tags":null}"#)
  }

  @Test func `setting a value forgets what decoding replaced`() throws {
    var (model, _) = try decode(
      Model.self, #"{"note": null, "values": [1, "x"], "counts": {}, "state": "??"}"#)
    model.state = .closed
    model.note = "n"
    #expect(model.$state.novelValue == nil)
    #expect(model.$state.outcomeKind == .decodedSuccessfully)
    #expect(model.$values.outcomeKind == .recovered(wasReported: false))
    model.values.append(3)
    #expect(model.$values.errors.count == 1)
    #expect(
      try encode(model) == #"{"counts":{},"note":"n","state":"closed","values":[1,3]}"#)
  }

  @Test func `compares and hashes the wrapped value only`() throws {
    let (recovered, _) = try decode(ResilientOptionalTests.Model.self, #"{"value": "x"}"#)
    let (missing, _) = try decode(ResilientOptionalTests.Model.self, #"{}"#)
    #expect(recovered.$value == missing.$value)
    #expect(Set([recovered.$value, missing.$value]).count == 1)
  }

  @Test func `adds at most one word to the wrapped value`() {
    #expect(MemoryLayout<Resilient<Int?>>.size == MemoryLayout<Int?>.size + 8)
    #expect(MemoryLayout<Resilient<[Int]>>.size == MemoryLayout<[Int]>.size + 8)
    #expect(MemoryLayout<Resilient<[String: Int]>>.size == MemoryLayout<[String: Int]>.size + 8)
    #expect(MemoryLayout<Resilient<State>>.size == MemoryLayout<State>.size + 8)
  }
}

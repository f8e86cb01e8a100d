import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientArrayTests {
  struct Model: Decodable {
    @Resilient var values: [Int]
  }

  struct OptionalModel: Decodable {
    @Resilient var values: [Int]?
  }

  @Test func `decodes a clean array without recovery`() throws {
    let (model, digest) = try decode(Model.self, #"{"values": [1, 2, 3]}"#)
    #expect(model.values == [1, 2, 3])
    #expect(model.$values.outcomeKind == .decodedSuccessfully)
    #expect(model.$values.errors.isEmpty)
    #expect(model.$values.results.map { try? $0.get() } == [1, 2, 3])
    #expect(digest == nil)
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"values": null}"#, .valueWasNil),
  ])
  func `a missing key or null is empty and silent`(json: String, outcome: OutcomeKind) throws {
    let (model, digest) = try decode(Model.self, json)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == outcome)
    #expect(model.$values.errors.isEmpty)
    #expect(digest == nil)
  }

  @Test func `a wrong type at the top is empty and reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"values": "many"}"#)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$values.error) == .typeMismatch)
    #expect(model.$values.errors.count == 1)
    #expect(model.$values.results.isEmpty)
    #expect(digest?.paths == ["values"])
    #expect(digest?.recoveryPaths == ["values"])
    #expect(digest?.messages == ["Expected `Array<Any>` but found a string instead"])
  }

  @Test func `drops the bad elements and reports their indices`() throws {
    let (model, digest) = try decode(Model.self, #"{"values": [1, "two", 3, null, 5]}"#)
    #expect(model.values == [1, 3, 5])
    #expect(model.$values.outcomeKind == .recovered(wasReported: false))
    let dropped = try #require(model.$values.error as? DroppedElementsError)
    #expect(dropped.errors.count == 2)
    #expect(model.$values.errors.count == 2)
    #expect(DecodingErrorKind(model.$values.errors.first) == .typeMismatch)
    #expect(DecodingErrorKind(model.$values.errors.last) == .valueNotFound)
    let results = model.$values.results
    #expect(results.map { try? $0.get() } == [1, nil, 3, nil, 5])
    #expect(digest?.paths == ["values/Index 1", "values/Index 3"])
    #expect(digest?.recoveryPaths == ["values/Index 1", "values/Index 3"])
    #expect(
      digest?.messages == [
        "Expected `Int` but found a string instead", "Expected `Int` but found null instead",
      ])
  }

  @Test func `keeps results in position when the last elements fail`() throws {
    let (model, _) = try decode(Model.self, #"{"values": [1, "a", "b"]}"#)
    #expect(model.$values.results.map { try? $0.get() } == [1, nil, nil])
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"values": null}"#, .valueWasNil),
  ])
  func `an optional array is nil and silent for a missing key or null`(
    json: String,
    outcome: OutcomeKind
  ) throws {
    let (model, digest) = try decode(OptionalModel.self, json)
    #expect(model.values == nil)
    #expect(model.$values.outcomeKind == outcome)
    #expect(model.$values.results.isEmpty)
    #expect(digest == nil)
  }

  @Test func `an optional array of the wrong type is empty and reported`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"values": {"a": 1}}"#)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .recovered(wasReported: true))
    #expect(digest?.paths == ["values"])
    #expect(digest?.messages == ["Expected `Array<Any>` but found a dictionary instead"])
  }

  @Test func `an optional array drops bad elements instead of becoming nil`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"values": [1, "x", 3]}"#)
    #expect(model.values == [1, 3])
    #expect(model.$values.errors.count == 1)
    #expect(model.$values.results.map { try? $0.get() } == [1, nil, 3])
    #expect(digest?.paths == ["values/Index 1"])
  }

  struct Node: Decodable, Equatable {
    var id: Int
    var closedAt: Date
  }

  struct Search: Decodable {
    @Resilient var nodes: [Node]
  }

  @Test func `drops a node whose required date is null and prints the digest tree`() throws {
    let nodes = (0..<5).map { index in
      index == 3 ? #"{"id": 3, "closedAt": null}"# : #"{"id": \#(index), "closedAt": 0}"#
    }
    let json = #"{"nodes": [\#(nodes.joined(separator: ","))]}"#
    let (search, digest) = try decode(Search.self, json) {
      $0.dateDecodingStrategy = .secondsSince1970
    }
    #expect(search.nodes.map(\.id) == [0, 1, 2, 4])
    let entry = try #require(digest?.entries.first)
    #expect(digest?.entries.count == 1)
    #expect(entry.codingPath == ["nodes", 3, "closedAt"])
    #expect(entry.recoveryPath == ["nodes", 3])
    #expect(
      digest?.description == """
        nodes
          Index 3
            closedAt
              - Expected `Date` but found null instead (dropped nodes[3])
        """)
  }

  @Test func `decodes elements through the decoder's strategies`() throws {
    struct Model: Decodable {
      @Resilient var dates: [Date]
      @Resilient var links: [URL]
      @Resilient var blobs: [Data]
    }
    let json = #"""
      {"dates": ["1970-01-02T00:00:00Z", "yesterday"], "links": ["https://a.example/x", 3],
       "blobs": ["AQI=", "!!"]}
      """#
    let (model, digest) = try decode(Model.self, json) { $0.dateDecodingStrategy = .iso8601 }
    #expect(model.dates == [Date(timeIntervalSince1970: 86_400)])
    #expect(model.links == [URL(string: "https://a.example/x")])
    #expect(model.blobs == [Data([1, 2])])
    #expect(digest?.recoveryPaths == ["dates/Index 1", "links/Index 1", "blobs/Index 1"])
    // Foundation's message is not repeated: it is not the library's, and may quote the value.
    #expect(digest?.messages.first == "The data is not valid: found a string of 9 characters")
  }

  @Test func `decodes a resilient array on its own`() throws {
    let decoder = JSONDecoder()
    let (wrapper, digest) = try decoder.decode(
      Resilient<[Int]>.self, from: Data(#"[1, "x"]"#.utf8), reportResilientDecodingErrors: true)
    #expect(wrapper.wrappedValue == [1])
    #expect(digest?.paths == ["Index 1"])
  }

  struct Page<Items: Decodable>: Decodable {
    @Resilient var items: Items?
  }

  @Test func `an optional array in a generic model drops bad elements`() throws {
    let (page, digest) = try decode(Page<[Int]>.self, #"{"items": [1, "x", 3]}"#)
    #expect(page.items == [1, 3])
    #expect(page.$items.outcomeKind == .recovered(wasReported: false))
    #expect(digest?.paths == ["items/Index 1"])
  }

  @Test func `an optional scalar in a generic model is nil and reported`() throws {
    let (page, digest) = try decode(Page<Int>.self, #"{"items": "x"}"#)
    #expect(page.items == nil)
    #expect(digest?.paths == ["items"])
  }
}

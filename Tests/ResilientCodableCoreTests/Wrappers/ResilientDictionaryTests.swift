import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientDictionaryTests {
  struct Model: Decodable {
    @Resilient var counts: [String: Int]
  }

  struct OptionalModel: Decodable {
    @Resilient var counts: [String: Int]?
  }

  @Test func `decodes a clean dictionary`() throws {
    let (model, digest) = try decode(Model.self, #"{"counts": {"a": 1, "b": 2}}"#)
    #expect(model.counts == ["a": 1, "b": 2])
    #expect(model.$counts.outcomeKind == .decodedSuccessfully)
    #expect(model.$counts.results.mapValues { try? $0.get() } == ["a": 1, "b": 2])
    #expect(digest == nil)
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"counts": null}"#, .valueWasNil),
  ])
  func `a missing key or null is empty and silent`(json: String, outcome: OutcomeKind) throws {
    let (model, digest) = try decode(Model.self, json)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == outcome)
    #expect(digest == nil)
  }

  @Test func `a wrong type is empty and reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"counts": [1, 2]}"#)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == .recovered(wasReported: true))
    #expect(digest?.paths == ["counts"])
  }

  @Test func `drops bad values in key order and keys their results`() throws {
    let json = #"{"counts": {"z": "x", "b": 2, "a": null, "c": 3}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.counts == ["b": 2, "c": 3])
    #expect(model.$counts.outcomeKind == .recovered(wasReported: false))
    #expect(model.$counts.errors.count == 2)
    let results = model.$counts.results
    #expect(results.count == 4)
    #expect(results.mapValues { try? $0.get() } == ["z": nil, "b": 2, "a": nil, "c": 3])
    #expect(digest?.paths == ["counts/a", "counts/z"])
    #expect(
      digest?.messages == [
        "Expected `Int` but found null instead", "Expected `Int` but found a string instead",
      ])
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"counts": null}"#, .valueWasNil),
  ])
  func `an optional dictionary is nil and silent for a missing key or null`(
    json: String,
    outcome: OutcomeKind
  ) throws {
    let (model, digest) = try decode(OptionalModel.self, json)
    #expect(model.counts == nil)
    #expect(model.$counts.outcomeKind == outcome)
    #expect(digest == nil)
  }

  @Test func `an optional dictionary of the wrong type is empty and reported`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"counts": true}"#)
    #expect(model.counts == [:])
    #expect(digest?.paths == ["counts"])
  }

  @Test func `an optional dictionary drops bad values`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"counts": {"a": 1, "b": []}}"#)
    #expect(model.counts == ["a": 1])
    #expect(digest?.paths == ["counts/b"])
  }

  @Test func `drops keys that do not convert to Int and orders integer keys numerically`() throws {
    struct Model: Decodable { @Resilient var byID: [Int: String] }
    let json = #"{"byID": {"10": "ten", "x": "bad", "9": 9, "2": "two"}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.byID == [10: "ten", 2: "two"])
    #expect(digest?.paths == ["byID/9", "byID/x"])
    #expect(
      digest?.messages.last
        == #"Expected a key convertible to `Int` but found a string of 1 character instead"#)
    #expect(model.$byID.results.count == 3)
  }

  @Test func `converts string and int raw-valued keys`() throws {
    struct Model: Decodable {
      @Resilient var stock: [Fruit: Int]
      @Resilient var queue: [Priority: String]
    }
    let json = #"{"stock": {"apple": 3, "kiwi": 1}, "queue": {"2": "now", "7": "never"}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.stock == [.apple: 3])
    #expect(model.queue == [.high: "now"])
    #expect(digest?.paths == ["stock/kiwi", "queue/7"])
  }

  @Test func `converts CodingKeyRepresentable keys`() throws {
    struct Model: Decodable { @Resilient var tagged: [Tag: Int]? }
    let (model, digest) = try decode(Model.self, ##"{"tagged": {"#swift": 1, "plain": 2}}"##)
    #expect(model.tagged == [Tag(name: "swift"): 1])
    #expect(digest?.paths == ["tagged/plain"])
  }

  @Test func `decodes values through the decoder's strategies`() throws {
    struct Model: Decodable {
      @Resilient var dates: [String: Date]
      @Resilient var links: [String: URL]
    }
    let json = #"{"dates": {"a": 86400, "b": "x"}, "links": {"home": "https://a.example"}}"#
    let (model, digest) = try decode(Model.self, json) {
      $0.dateDecodingStrategy = .secondsSince1970
    }
    #expect(model.dates == ["a": Date(timeIntervalSince1970: 86_400)])
    #expect(model.links == ["home": URL(string: "https://a.example")])
    #expect(digest?.paths == ["dates/b"])
  }

  @Test func `keeps payload keys under a snake case key strategy`() throws {
    struct Model: Decodable {
      @Resilient var reactionCounts: [String: Int]
      @Resilient var pullRequests: [Int]
    }
    let json = #"{"reaction_counts": {"thumbs_up": 2, "eyes": "x"}, "pull_requests": [1]}"#
    let (model, digest) = try decode(Model.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(model.reactionCounts == ["thumbs_up": 2])
    #expect(model.pullRequests == [1])
    #expect(digest?.paths == ["reactionCounts/eyes"])
  }

  struct Labelled: Decodable {
    var name: String
    @Resilient var colors: [String]
  }

  @Test func `reports errors nested in dictionary values in key order`() throws {
    struct Model: Decodable { @Resilient var labels: [String: Labelled] }
    let json = #"""
      {"labels": {
        "d": {"name": "d", "colors": [1]},
        "b": {"name": 2, "colors": []},
        "c": {"name": "c", "colors": ["red", null]},
        "a": {"name": "a", "colors": [true]}
      }}
      """#
    for _ in 0..<20 {
      let (model, digest) = try decode(Model.self, json)
      #expect(model.labels.keys.sorted() == ["a", "c", "d"])
      #expect(
        digest?.recoveryPaths == [
          "labels/a/colors/Index 0", "labels/b", "labels/c/colors/Index 1",
          "labels/d/colors/Index 0",
        ])
    }
  }

  @Test func `orders mixed integer and string keys the same way on every run`() throws {
    let json = #"{"counts": {"1a": "x", "10": "x", "9": "x", "b": "x", "02": "x", "2": "x"}}"#
    for _ in 0..<20 {
      let (_, digest) = try decode(Model.self, json)
      #expect(
        digest?.paths == [
          "counts/02", "counts/2", "counts/9", "counts/10", "counts/1a", "counts/b",
        ])
    }
  }
}

extension ResilientDictionaryTests {
  struct IntKeyedModel: Decodable {
    @Resilient var names: [Int: String]
  }

  @Test(arguments: [
    #"{"names": {"1": "a", "01": "b", "+1": "c", "2": "d"}}"#,
    #"{"names": {"+1": "c", "2": "d", "01": "b", "1": "a", "3": 4}}"#,
  ])
  func `of the keys that convert to one key, the one that sorts last wins, every time`(
    json: String
  ) throws {
    // The decoder lists an object's keys in no set order: each decode may list them anew.
    for _ in 0..<50 {
      let (model, _) = try decode(IntKeyedModel.self, json)
      #expect(model.names == [1: "a", 2: "d"])
    }
  }
}

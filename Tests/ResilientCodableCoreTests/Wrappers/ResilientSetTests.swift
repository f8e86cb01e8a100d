import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientSetTests {
  struct Model: Decodable {
    @Resilient var tags: Set<String>
  }

  struct OptionalModel: Decodable {
    @Resilient var tags: Set<String>?
  }

  @Test func `decodes a clean set`() throws {
    let (model, digest) = try decode(Model.self, #"{"tags": ["a", "b", "a"]}"#)
    #expect(model.tags == ["a", "b"])
    #expect(model.$tags.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"tags": null}"#, .valueWasNil),
  ])
  func `a missing key or null is empty and silent`(json: String, outcome: OutcomeKind) throws {
    let (model, digest) = try decode(Model.self, json)
    #expect(model.tags.isEmpty)
    #expect(model.$tags.outcomeKind == outcome)
    #expect(digest == nil)
  }

  @Test func `a wrong type is empty and reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"tags": 12}"#)
    #expect(model.tags.isEmpty)
    #expect(model.$tags.outcomeKind == .recovered(wasReported: true))
    #expect(digest?.paths == ["tags"])
  }

  @Test func `drops bad elements and lists members then failures`() throws {
    let (model, digest) = try decode(Model.self, #"{"tags": ["a", 1, "b"]}"#)
    #expect(model.tags == ["a", "b"])
    #expect(model.$tags.errors.count == 1)
    let results = model.$tags.results
    try #require(results.count == 3)
    #expect(Set(results.prefix(2).compactMap { try? $0.get() }) == ["a", "b"])
    #expect((try? results[2].get()) == nil)
    #expect(digest?.paths == ["tags/Index 1"])
  }

  @Test(arguments: [
    (#"{}"#, OutcomeKind.keyNotFound),
    (#"{"tags": null}"#, .valueWasNil),
  ])
  func `an optional set is nil and silent for a missing key or null`(
    json: String,
    outcome: OutcomeKind
  ) throws {
    let (model, digest) = try decode(OptionalModel.self, json)
    #expect(model.tags == nil)
    #expect(model.$tags.outcomeKind == outcome)
    #expect(digest == nil)
  }

  @Test func `an optional set of the wrong type is empty and reported`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"tags": "a"}"#)
    #expect(model.tags == [])
    #expect(digest?.paths == ["tags"])
  }

  @Test func `an optional set drops bad elements`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"tags": ["a", null]}"#)
    #expect(model.tags == ["a"])
    #expect(digest?.paths == ["tags/Index 1"])
    #expect(digest?.messages == ["Expected `String` but found null instead"])
  }
}

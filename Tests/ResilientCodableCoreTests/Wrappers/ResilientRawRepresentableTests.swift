import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientRawRepresentableTests {
  struct Model: Decodable {
    @Resilient var state: State
  }

  @Test func `decodes a known raw value`() throws {
    let (model, digest) = try decode(Model.self, #"{"state": "merged"}"#)
    #expect(model.state == .merged)
    #expect(model.$state.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test func `a missing key takes the fallback and is reported`() throws {
    let (model, digest) = try decode(Model.self, #"{}"#)
    #expect(model.state == .unknown)
    #expect(model.$state.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$state.error) == .keyNotFound)
    #expect(digest?.paths == ["state"])
    #expect(digest?.recoveryPaths == ["state"])
    #expect(digest?.messages == ["Key `state` not found"])
  }

  @Test func `null takes the fallback and is reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"state": null}"#)
    #expect(model.state == .unknown)
    #expect(DecodingErrorKind(model.$state.error) == .valueNotFound)
    #expect(digest?.messages == ["Expected `State` but found null instead"])
  }

  @Test func `a wrong type takes the fallback and is reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"state": 3}"#)
    #expect(model.state == .unknown)
    #expect(DecodingErrorKind(model.$state.error) == .typeMismatch)
    #expect(digest?.paths == ["state"])
  }

  @Test func `a novel value takes the fallback and is kept out of errors`() throws {
    let (model, reported) = try decode(Model.self, #"{"state": "queued"}"#)
    #expect(model.state == .unknown)
    #expect(model.$state.outcomeKind == .recovered(wasReported: true))
    let error = try #require(model.$state.error as? UnknownNovelValueError)
    #expect(error.novelValue as? String == "queued")
    let digest = try #require(reported)
    #expect(digest.errors.isEmpty)
    #expect(digest.errors(includeUnknownNovelValueErrors: true).count == 1)
    #expect(digest.entries.first?.isUnknownNovelValue == true)
    #expect(digest.messages == [#"Unknown novel value, a string of 6 characters, for `State`"#])
    #expect(
      digest.description
        == "state\n  - Unknown novel value, a string of 6 characters, for `State` (used the fallback for state)"
    )
  }

  @Test func `a novel value of a frozen type is corrupt data`() throws {
    struct Frozen: Decodable { @Resilient var day: Weekday }
    let (model, reported) = try decode(Frozen.self, #"{"day": 9}"#)
    #expect(model.day == .monday)
    #expect(DecodingErrorKind(model.$day.error) == .dataCorrupted)
    let digest = try #require(reported)
    #expect(digest.errors.count == 1)
    #expect(digest.messages == ["Expected a raw value of `Weekday` but found a number instead"])
  }

  struct OptionalModel: Decodable {
    @Resilient var state: State?
    @Resilient var color: Color?
  }

  @Test(arguments: [#"{}"#, #"{"state": null, "color": null}"#])
  func `an optional enum is nil and silent when missing or null`(json: String) throws {
    let (model, digest) = try decode(OptionalModel.self, json)
    #expect(model.state == nil)
    #expect(model.color == nil)
    #expect(digest == nil)
  }

  @Test func `an optional enum takes the fallback if it has one, else nil, and reports`() throws {
    let (model, digest) = try decode(OptionalModel.self, #"{"state": 1, "color": "pink"}"#)
    #expect(model.state == .unknown)
    #expect(model.color == nil)
    #expect(model.$color.error is UnknownNovelValueError)
    #expect(digest?.paths == ["state", "color"])
    #expect(digest?.errors.count == 1)
  }

  @Test func `collections of enums drop novel values instead of taking the fallback`() throws {
    struct Model: Decodable {
      @Resilient var history: [State]
      @Resilient var byDay: [String: State]
    }
    let json = #"{"history": ["open", "queued", "closed"], "byDay": {"mon": "open", "tue": "x"}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.history == [.open, .closed])
    #expect(model.byDay == ["mon": .open])
    #expect(digest?.paths == ["history/Index 1", "byDay/tue"])
    #expect(digest?.errors.isEmpty == true)
  }

  @Test func `an enum without a fallback works in plain Codable arrays`() throws {
    let decoder = JSONDecoder()
    let colors = try decoder.decode([Color].self, from: Data(#"["red", "blue"]"#.utf8))
    #expect(colors == [.red, .blue])
    #expect(throws: UnknownNovelValueError.self) {
      try decoder.decode([Color].self, from: Data(#"["pink"]"#.utf8))
    }
  }
}

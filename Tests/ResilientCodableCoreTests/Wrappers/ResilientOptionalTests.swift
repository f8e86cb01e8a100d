import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientOptionalTests {
  struct Model: Decodable {
    @Resilient var value: Int?
  }

  @Test func `decodes a present value without recovery`() throws {
    let (model, digest) = try decode(Model.self, #"{"value": 7}"#)
    #expect(model.value == 7)
    #expect(model.$value.outcomeKind == .decodedSuccessfully)
    #expect(model.$value.error == nil)
    #expect(digest == nil)
  }

  @Test func `a missing key is nil and silent`() throws {
    let (model, digest) = try decode(Model.self, #"{}"#)
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .keyNotFound)
    #expect(digest == nil)
  }

  @Test func `null is nil and silent`() throws {
    let (model, digest) = try decode(Model.self, #"{"value": null}"#)
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .valueWasNil)
    #expect(digest == nil)
  }

  @Test func `a wrong type is nil and reported`() throws {
    let (model, digest) = try decode(Model.self, #"{"value": "seven"}"#)
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$value.error) == .typeMismatch)
    let entries = try #require(digest).entries
    #expect(entries.count == 1)
    #expect(entries.first?.codingPath == ["value"])
    #expect(entries.first?.recoveryPath == ["value"])
    #expect(entries.first?.message == "Expected `Int` but found a string instead")
  }

  struct Node: Decodable, Equatable {
    var id: Int
    var closedAt: Date
  }

  struct NodeModel: Decodable {
    @Resilient var node: Node?
  }

  @Test func `an optional model with a bad field is nil, reported at the innermost path`() throws {
    let (model, digest) = try decode(NodeModel.self, #"{"node": {"id": 1, "closedAt": null}}"#)
    #expect(model.node == nil)
    let entry = try #require(digest?.entries.first)
    #expect(entry.codingPath == ["node", "closedAt"])
    #expect(entry.recoveryPath == ["node"])
    #expect(entry.message == "Expected `Date` but found null instead")
  }

  @Test func `decodes through the decoder's date strategy`() throws {
    struct Dated: Decodable { @Resilient var at: Date? }
    let (model, digest) = try decode(Dated.self, #"{"at": 86400}"#) {
      $0.dateDecodingStrategy = .secondsSince1970
    }
    #expect(model.at == Date(timeIntervalSince1970: 86_400))
    #expect(digest == nil)
  }

  @Test func `a memberwise value reports a successful outcome`() {
    let wrapper = Resilient<Int?>(wrappedValue: 3)
    #expect(wrapper.wrappedValue == 3)
    #expect(wrapper.outcomeKind == .decodedSuccessfully)
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// The digest's paths as the payload spells them: JSON Pointers.
struct JSONPointerTests {
  struct Item: Decodable {
    var id: Int
    @Resilient var stateReason: StateReason?
    @Resilient var htmlURL: URL?
  }

  enum StateReason: String, Decodable, ResilientRawRepresentable {
    case completed, reopened
  }

  struct Page: Decodable {
    @Resilient var items: [Item]
    @Resilient var reactionCounts: [String: Int]
  }

  @Test func `writes paths as JSON Pointers, escaping tilde and slash`() {
    #expect(CodingPath([] as [CodingPath.Component]).jsonPointer == "")
    #expect(CodingPath(["items", 3, "state_reason"]).jsonPointer == "/items/3/state_reason")
    #expect(CodingPath(["a/b", "m~n", ""]).jsonPointer == "/a~1b/m~0n/")
  }

  @Test func `gives each entry's path with the keys as the model names them`() throws {
    let json = #"{"items": [{"id": 1}, {"id": 2, "stateReason": 5}, {"id": "x"}]}"#
    let (_, digest) = try decode(Page.self, json)
    #expect(digest?.entries.map(\.jsonPointer) == ["/items/1/stateReason", "/items/2/id"])
  }

  @Test func `spells keys back in snake case for a decoder that converted them`() throws {
    let json = """
      {"items": [{"id": 1, "state_reason": "closed", "htmlURL": 7}],
       "reaction_counts": {"thumbsUp": "x", "heart_eyes": 2}}
      """
    let (_, digest) = try decode(Page.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    // No snake-case key converts to `htmlURL` (`html_url` is `htmlUrl`), so the payload spelled
    // it as the model does; dictionary keys are not converted by key strategies, so they stay
    // as received.
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/items/0/state_reason", "/items/0/htmlURL", "/reaction_counts/thumbsUp",
      ])
    #expect(
      digest?.entries.map(\.codingPath.description) == [
        "items/Index 0/stateReason", "items/Index 0/htmlURL", "reactionCounts/thumbsUp",
      ])
  }

  @Test func `names a missing key as the payload spells it`() throws {
    struct Issue: Decodable {
      var htmlURL: String
      var stateReason: String
    }
    struct Issues: Decodable {
      @Resilient var items: [Issue]
    }
    let json = #"{"items": [{"htmlURL": "a"}, {"state_reason": "b"}]}"#
    let (_, digest) = try decode(Issues.self, json) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(digest?.entries.map(\.jsonPointer) == ["/items/0/state_reason", "/items/1/htmlURL"])
    #expect(
      digest?.messages == ["Key `state_reason` not found", "Key `htmlURL` not found"])
  }

  @Test func `spells the groups past the entry limit as the payload does`() throws {
    // `stateReason` is spelled as the model names it, which `.convertFromSnakeCase` leaves as
    // it is: guessing `state_reason` from the model's key would be wrong.
    let items = (0..<4).map { #"{"id": \#($0), "stateReason": 5}"# }
    let json = #"{"items": ["# + items.joined(separator: ", ") + "]}"
    let (_, digest) = try decode(Page.self, json) { decoder in
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      decoder.userInfo.resilientDecodingOptions.digestEntryLimit = 1
    }
    #expect(digest?.entries.map(\.jsonPointer) == ["/items/0/stateReason"])
    #expect(
      digest?.omitted.map { "\($0.normalizedJSONPointer) \($0.count)" } == [
        "/items/*/stateReason 3"
      ])
  }
}

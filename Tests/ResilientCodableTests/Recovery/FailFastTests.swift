import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

@SafeDecoding
struct LimitedFeed: Decodable {
  @RequireCompleteness(.droppedAtMost(2))
  var items: [Int]
}

@SafeDecoding
struct LimitedFeeds: Decodable {
  var feeds: [LimitedFeed]
}

/// A `@RequireCompleteness` limit stops its collection at the drop that makes it unreachable,
/// as the options' limits do, instead of decoding and reporting the rest.
struct FailFastTests {
  @Test func `a property's limit stops its collection at the drop past it`() throws {
    let bad = Array(repeating: #""x""#, count: 100).joined(separator: ",")
    let json = #"{"feeds": [{"items": [1, 2]}, {"items": [\#(bad)]}]}"#
    let (list, digest) = try decode(LimitedFeeds.self, json)
    #expect(list.feeds.map(\.items) == [[1, 2]])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/feeds/1/items/0 droppedElement(index: 0)",
        "/feeds/1/items/1 droppedElement(index: 1)",
        "/feeds/1/items/2 droppedElement(index: 2)",
        "/feeds/1/items droppedElement(index: 1)",
      ])
    #expect(
      digest?.entries.last?.message
        == "3 of 100 elements were dropped, more than the limit of at most 2 dropped")
  }
}

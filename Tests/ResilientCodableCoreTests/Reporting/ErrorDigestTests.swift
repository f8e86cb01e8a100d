import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ErrorDigestTests {
  struct Author: Decodable {
    var login: String
    @Resilient var links: [URL]
  }

  struct Label: Decodable {
    var name: String
  }

  struct Node: Decodable {
    var number: Int
    @Resilient var author: Author?
    @Resilient var labels: [Label]
    @Resilient var state: State
  }

  struct Search: Decodable {
    @Resilient var nodes: [Node]
  }

  static let payload = #"""
    {"nodes": [
      {"number": 1, "author": {"login": "a", "links": ["https://a.example", 7]},
       "labels": [{"name": "bug"}, {"title": "x"}], "state": "open"},
      {"number": "2", "labels": [], "state": "open"},
      {"number": 3, "author": {"links": []}, "labels": [], "state": "draft"}
    ]}
    """#

  @Test func `keeps nested models and reports their errors at full paths in document order`()
    throws
  {
    let (search, reported) = try decode(Search.self, Self.payload)
    #expect(search.nodes.map(\.number) == [1, 3])
    #expect(search.nodes.first?.author?.links.count == 1)
    #expect(search.nodes.first?.labels.map(\.name) == ["bug"])
    #expect(search.nodes.last?.author == nil)
    #expect(search.nodes.last?.state == .unknown)
    let digest = try #require(reported)
    #expect(
      digest.paths == [
        "nodes/Index 0/author/links/Index 1", "nodes/Index 0/labels/Index 1/name",
        "nodes/Index 1/number", "nodes/Index 2/author/login", "nodes/Index 2/state",
      ])
    #expect(
      digest.recoveryPaths == [
        "nodes/Index 0/author/links/Index 1", "nodes/Index 0/labels/Index 1", "nodes/Index 1",
        "nodes/Index 2/author", "nodes/Index 2/state",
      ])
    #expect(digest.errors.count == 4)
    #expect(
      digest.description == """
        nodes
          Index 0
            author
              links
                Index 1
                  - Expected `String` but found a number instead (dropped nodes[0].author.links[1])
            labels
              Index 1
                name
                  - Key `name` not found (dropped nodes[0].labels[1])
          Index 1
            number
              - Expected `Int` but found a string instead (dropped nodes[1])
          Index 2
            author
              login
                - Key `login` not found (set nodes[2].author to nil)
            state
              - Unknown novel value, a string of 5 characters, for `State` (used the fallback for nodes[2].state)
        """)
  }

  @Test func `lists the same errors on every decode`() throws {
    let first = try decode(Search.self, Self.payload).1?.description
    for _ in 0..<10 {
      #expect(try decode(Search.self, Self.payload).1?.description == first)
    }
  }

  @Test func `prints errors at the root without indentation`() throws {
    let (_, digest) = try decode([Failable<Int>].self, #"[1, "a"]"#)
    #expect(
      digest?.description
        == "Index 1\n  - Expected `Int` but found a string instead (kept [1] as a failure)")
  }

  @Test func `gives each entry its category, action and normalized path`() throws {
    let (_, reported) = try decode(Search.self, Self.payload)
    let digest = try #require(reported)
    #expect(
      digest.entries.map(\.category) == [
        .typeMismatch, .keyNotFound, .typeMismatch, .keyNotFound, .unknownNovelValue,
      ])
    #expect(
      digest.entries.map(\.action) == [
        .droppedElement(index: 1), .droppedElement(index: 1), .droppedElement(index: 1),
        .setToNil, .usedFallback,
      ])
    #expect(
      digest.entries.map(\.normalizedPath) == [
        "nodes[*].author.links[*]", "nodes[*].labels[*].name", "nodes[*].number",
        "nodes[*].author.login", "nodes[*].state",
      ])
    #expect(
      digest.entries.map(\.codingPath.expression) == [
        "nodes[0].author.links[1]", "nodes[0].labels[1].name", "nodes[1].number",
        "nodes[2].author.login", "nodes[2].state",
      ])
  }

  @Test func `categorizes null, corrupt data and errors of the app's own code`() throws {
    struct Odd: Error {}
    struct Model: Decodable {
      @Resilient var date: Date?
      @Resilient var counts: [String: Int]
      @Resilient var names: [String]?
      @Resilient var failables: [Failable<Int>]
    }
    let json = #"{"date": "yesterday", "counts": {"a": null}, "names": 4, "failables": [1, "x"]}"#
    let (_, reported) = try decode(Model.self, json) { $0.dateDecodingStrategy = .iso8601 }
    let digest = try #require(reported)
    #expect(
      digest.entries.map(\.category) == [
        .dataCorrupted, .valueWasNil, .typeMismatch, .typeMismatch,
      ])
    #expect(
      digest.entries.map(\.action) == [
        .setToNil, .droppedEntry(key: "a"), .setToEmpty, .keptAsFailure,
      ])
    #expect(digest.entries.map(\.normalizedPath) == ["date", "counts.a", "names", "failables[*]"])
    #expect(ErrorCategory(Odd()) == .other)
    #expect(RecoveryAction.droppedEntry(key: "a").name == "droppedEntry")
  }

  @Test func `quotes keys that are not plain names in path expressions`() {
    let path: CodingPath = ["counts", "a b", 3, "x.y", "ok_1"]
    #expect(path.expression == #"counts["a b"][3]["x.y"].ok_1"#)
    #expect(path.normalizedExpression == #"counts["a b"][*]["x.y"].ok_1"#)
    #expect(CodingPath([3, "id"]).expression == "[3].id")
  }

  @Test func `prints each of 20,000 entries of one array under its own index`() throws {
    let json = "[" + Array(repeating: #""x""#, count: 20_000).joined(separator: ",") + "]"
    let (_, reported) = try decode([Failable<Int>].self, json) {
      $0.userInfo.resilientDecodingOptions.digestEntryLimit = 20_000
    }
    let lines = try #require(reported).description.split(separator: "\n")
    try #require(lines.count == 40_000)
    let message = { (index: Int) in
      "  - Expected `Int` but found a string instead (kept [\(index)] as a failure)"[...]
    }
    #expect(Array(lines.prefix(4)) == ["Index 0", message(0), "Index 1", message(1)])
    #expect(Array(lines.suffix(2)) == ["Index 19999", message(19999)])
    #expect(lines.count { $0.hasPrefix("  - Expected `Int` but found a string instead") } == 20_000)
  }

}

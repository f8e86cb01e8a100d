import Foundation
import ResilientCodableCore
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
                  - Expected `String` but found number instead
            labels
              Index 1
                name
                  - Key `name` not found
          Index 1
            number
              - Expected `Int` but found a string instead
          Index 2
            author
              login
                - Key `login` not found
            state
              - Unknown novel value "draft" for `State`
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
    #expect(digest?.description == "Index 1\n  - Expected `Int` but found a string instead")
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct CompletenessLimitTests {
  struct Node: Decodable, Equatable {
    var id: Int
  }

  struct Page: Decodable {
    @Resilient var nodes: [Node]
    @Resilient var tags: Set<String>?
    @Resilient var counts: [String: Int]
  }

  /// Ten nodes of which `bad` are bad, and a clean set and dictionary.
  private func payload(badNodes bad: Int, badCounts: Int = 0) -> String {
    let nodes = (0..<10).map { $0 < bad ? #"{"id": "x"}"# : #"{"id": \#($0)}"# }
    let counts = (0..<4).map { #""k\#($0)": \#($0 < badCounts ? "null" : String($0))"# }
    return #"{"nodes": [\#(nodes.joined(separator: ", "))], "tags": ["a"], "#
      + #""counts": {\#(counts.joined(separator: ", "))}}"#
  }

  private func decodePage(
    _ json: String,
    limit: CompletenessLimit? = nil,
    byPath: [String: CompletenessLimit]? = nil
  ) throws -> (Page, ErrorDigest?) {
    try decode(Page.self, json) { decoder in
      if let limit { decoder.userInfo.resilientDecodingOptions.completenessLimit = limit }
      if let byPath { decoder.userInfo.resilientDecodingOptions.completenessLimitsByPath = byPath }
    }
  }

  /// The limit error that decoding `json` throws.
  private func limitError(
    _ json: String,
    limit: CompletenessLimit? = nil,
    byPath: [String: CompletenessLimit]? = nil
  ) throws -> (DecodingError.Context, CompletenessLimitExceededError) {
    do {
      _ = try decodePage(json, limit: limit, byPath: byPath)
    } catch DecodingError.dataCorrupted(let context) {
      let exceeded = try #require(context.underlyingError as? CompletenessLimitExceededError)
      return (context, exceeded)
    }
    Issue.record("decoding did not throw")
    throw CancellationError()
  }

  @Test func `fails a collection that drops more than a percentage`() throws {
    let (context, exceeded) = try limitError(
      payload(badNodes: 6), limit: .droppedAtMost(percent: 50))
    #expect(CodingPath(context.codingPath) == ["nodes"])
    #expect(
      context.debugDescription
        == "6 of 10 elements were dropped, more than the limit of at most 50% dropped")
    #expect(exceeded.codingPath == ["nodes"])
    #expect(exceeded.droppedCount == 6)
    #expect(exceeded.elementCount == 10)
    #expect(exceeded.limit == .droppedAtMost(percent: 50))
    #expect(exceeded.errors.count == 6)
  }

  @Test func `accepts a collection that drops exactly the limit`() throws {
    let (page, digest) = try decodePage(payload(badNodes: 5), limit: .droppedAtMost(percent: 50))
    #expect(page.nodes.map(\.id) == [5, 6, 7, 8, 9])
    #expect(digest?.entries.count == 5)
    let (counted, _) = try decodePage(payload(badNodes: 2), limit: .droppedAtMost(2))
    #expect(counted.nodes.count == 8)
  }

  @Test func `fails a collection that drops more than a count`() throws {
    let (_, exceeded) = try limitError(payload(badNodes: 3), limit: .droppedAtMost(2))
    #expect(
      exceeded.description
        == "3 of 10 elements were dropped, more than the limit of at most 2 dropped")
  }

  @Test func `applies to dictionaries`() throws {
    let (context, exceeded) = try limitError(
      payload(badNodes: 0, badCounts: 2), limit: .droppedAtMost(percent: 25))
    #expect(CodingPath(context.codingPath) == ["counts"])
    #expect(exceeded.droppedCount == 2)
    #expect(exceeded.elementCount == 4)
  }

  @Test func `applies a limit by normalized path in addition to the global one`() throws {
    let json = payload(badNodes: 2, badCounts: 2)
    let (context, _) = try limitError(json, byPath: ["nodes": .droppedAtMost(1)])
    #expect(CodingPath(context.codingPath) == ["nodes"])
    let (page, _) = try decodePage(json, byPath: ["tags": .droppedAtMost(0)])
    #expect(page.nodes.count == 8)
    // A looser limit by path does not lift the global one: 2 of 4 counts is more than 20%.
    let (countsContext, countsExceeded) = try limitError(
      json, limit: .droppedAtMost(percent: 20), byPath: ["counts": .droppedAtMost(percent: 90)])
    #expect(CodingPath(countsContext.codingPath) == ["counts"])
    #expect(countsExceeded.limit == .droppedAtMost(percent: 20))
  }

  @Test func `matches nested collections by their normalized path`() throws {
    struct Book: Decodable {
      @Resilient var pages: [Page]
    }
    let json = #"{"pages": [\#(payload(badNodes: 1)), \#(payload(badNodes: 4))]}"#
    let (book, digest) = try decode(Book.self, json) {
      $0.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
        "pages[*].nodes": CompletenessLimit.droppedAtMost(percent: 30)
      ]
    }
    // The second page exceeds its limit and is dropped from the book, reported.
    #expect(book.pages.map { $0.nodes.count } == [9])
    #expect(digest?.entries.last?.recoveryPath == ["pages", 1])
    #expect(
      digest?.entries.last?.message
        == "4 of 10 elements were dropped, more than the limit of at most 30% dropped")
  }

  @Test(arguments: ["nodes[0]", "nodes[*", "/nodes", "nodes.", "nodes[*]nodes", "[3]", "a..b"])
  func `fails the decode for a limit path that no collection can have`(path: String) {
    #expect {
      try decode(Page.self, payload(badNodes: 1)) {
        $0.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
          path: CompletenessLimit.droppedAtMost(5)
        ]
      }
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.debugDescription
        == "The completeness limit path \(String(reflecting: path)) matches no collection: "
        + #"write keys as in "pages[*].nodes", every index as [*], and "" for a top-level "#
        + "collection"
    }
  }

  @Test(arguments: ["", "nodes", "[*]", "pages[*].nodes", #"["a b"][*]"#, "a_b.c-d.$e"])
  func `accepts every path a collection can have`(path: String) throws {
    let (page, _) = try decode(Page.self, payload(badNodes: 1)) {
      $0.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
        path: CompletenessLimit.droppedAtMost(5)
      ]
    }
    #expect(page.nodes.count == 9)
  }

  @Test func `costs nothing and checks nothing on clean data`() throws {
    let (page, digest) = try decodePage(payload(badNodes: 0), limit: .droppedAtMost(0))
    #expect(page.nodes.count == 10)
    #expect(digest == nil)
  }

  @Test func `describes itself`() {
    #expect(CompletenessLimit.droppedAtMost(percent: 12.5).description == "at most 12.5% dropped")
    #expect(CompletenessLimit.droppedAtMost(percent: 150) == .droppedAtMost(percent: 100))
    #expect(CompletenessLimit.droppedAtMost(-1) == .droppedAtMost(0))
    #expect(CompletenessLimit.droppedAtMost(percent: 10).allows(dropping: 1, of: 10))
    #expect(!CompletenessLimit.droppedAtMost(percent: 10).allows(dropping: 2, of: 19))
    #expect(CompletenessLimit.droppedAtMost(percent: 0).allows(dropping: 0, of: 0))
  }
}

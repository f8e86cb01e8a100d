import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Payloads a hostile or broken server sends: each is handled without a crash, keeping what can
/// be kept and reporting or throwing a clear error for the rest.
struct HostileShapesTests {
  struct Model: Decodable {
    @Resilient var value: Int?
    @Resilient var values: [Int]
    @Resilient var counts: [String: Int]
  }

  /// A recursive model, decoded as deep as the payload goes.
  struct Tree: Decodable {
    @Resilient var children: [Tree]
  }

  @Test func `a hundred thousand nested arrays throw an error instead of overflowing the stack`() {
    let depth = 100_000
    let json =
      #"{"values": "# + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + "}"
    #expect(throws: DecodingError.self) {
      try decode(Model.self, json)
    }
  }

  @Test func `a hundred thousand nested objects throw an error instead of overflowing the stack`() {
    let depth = 100_000
    let json =
      String(repeating: #"{"children": ["#, count: depth)
      + String(repeating: "]}", count: depth)
    #expect(throws: DecodingError.self) {
      try decode(Tree.self, json)
    }
  }

  @Test func `a recursive model decodes as deep as the parser allows`() throws {
    let depth = 200
    let json =
      String(repeating: #"{"children": ["#, count: depth) + #"{"children": 1}"#
      + String(repeating: "]}", count: depth)
    let (tree, digest) = try decode(Tree.self, json)
    var level = 0
    var node = tree
    while let child = node.children.first {
      node = child
      level += 1
    }
    #expect(level == depth)
    let entry = try #require(digest?.entries.first)
    #expect(entry.codingPath.components.count == depth * 2 + 1)
    #expect(entry.message == "Expected `Array<Any>` but found a number instead")
  }

  @Test(arguments: ["1e400", "123456789012345678901234567890", "-99999999999999999999", "1.5"])
  func `a number that does not fit is reported and dropped`(number: String) throws {
    let json = #"{"value": \#(number), "values": [1, \#(number), 2], "counts": {"n": \#(number)}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.value == nil)
    #expect(model.values == [1, 2])
    #expect(model.counts == [:])
    #expect(digest?.paths == ["value", "values/Index 1", "counts/n"])
    // The messages say what did not fit, never the number itself.
    #expect(digest?.messages.count == 3)
    #expect(digest?.messages.contains { $0.contains(number) } == false)
  }

  @Test func `invalid UTF-8 in one string drops that element with a clear error`() throws {
    struct Names: Decodable { @Resilient var names: [String] }
    var bytes = Array(#"{"names": ["ok", ""#.utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array(#"", "fine"]}"#.utf8)
    let (model, digest) = try JSONDecoder().decode(
      Names.self, from: Data(bytes), reportResilientDecodingErrors: true)
    #expect(model.names == ["ok", "fine"])
    let entry = try #require(digest?.entries.first)
    #expect(digest?.entries.count == 1)
    #expect(entry.recoveryPath == ["names", 1])
    // The reader checks a string's bytes when a model reads it, as swift-foundation does, and
    // throws `dataCorrupted` at the string's path, where swift-foundation throws its own
    // `JSONError` at `[]`.
    #expect(entry.category == .dataCorrupted)
    #expect(entry.codingPath == ["names", 1])
    // The message says what is wrong, quoting nothing of the payload.
    #expect(
      entry.message
        == "The string is not valid: it holds bytes that are not UTF-8, an unescaped control "
        + "character or a malformed escape")
    guard case DecodingError.dataCorrupted(let context) = entry.error else {
      Issue.record("expected dataCorrupted, got \(entry.error)")
      return
    }
    #expect(context.underlyingError.map { String(describing: type(of: $0)) } == "JSONValueError")
    #expect(model.$names.errors.map { String(describing: $0) } == [String(describing: entry.error)])
  }

  @Test func `invalid UTF-8 outside a value fails the payload with a clear error`() {
    var bytes = Array(#"{"names"#.utf8)
    bytes += [0xFF]
    bytes += Array(#"": []}"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        [String: [Int]].self, from: Data(bytes), reportResilientDecodingErrors: true)
    }
  }

  @Test func `duplicate keys keep one value without a crash`() throws {
    let json = #"{"values": [1], "values": [2, "x"], "counts": {"a": 1, "a": 2}}"#
    let (model, _) = try decode(Model.self, json)
    #expect(model.values == [1] || model.values == [2])
    #expect(model.counts == ["a": 1] || model.counts == ["a": 2])
  }

  @Test func `very long keys are kept and reported in full`() throws {
    let longKey = String(repeating: "k", count: 100_000)
    let json = #"{"counts": {"\#(longKey)": "x", "short": 1}}"#
    let (model, digest) = try decode(Model.self, json)
    #expect(model.counts == ["short": 1])
    #expect(digest?.entries.first?.codingPath == ["counts", .key(longKey)])
  }

  @Test func `an empty payload or a bare value throws instead of recovering`() {
    #expect(throws: DecodingError.self) { try decode(Model.self, "") }
    #expect(throws: DecodingError.self) { try decode(Model.self, "42") }
  }
}

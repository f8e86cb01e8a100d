import Foundation
import ResilientCodableCore
import Testing

/// The shape of a document, read by our reader as Foundation's `JSONDecoder` reads it: empty and
/// white-space input, top-level scalars, trailing garbage and commas, broken syntax, duplicate,
/// missing and extra keys, `null` where a value belongs, and nesting up to and past the limit.
struct JSONReaderStructureTests {
  /// Documents whole or broken, after the shapes of the JSON fail tests in swift-foundation
  /// (`Tests/FoundationEssentialsTests/Resources/JSON/fail`, after json.org's JSON_checker).
  static let documents: [String] = [
    // Empty, and white space only.
    "", " ", "\n", "\t\r\n ", "\u{0B}", "\u{0C}", "\u{A0}",
    // Top-level scalars (fragments), with and without white space.
    "1", " 1 ", "-1.5", #""a""#, #" "a" "#, "true", "false", "null", " null\n",
    // Trailing garbage.
    "1 x", "1 2", "[1] x", "[1]]", "[1],", "{} {}", #"{"a": 1}}"#, "{},", "truex", "true false",
    "nullnull", #""a""b""#, "[1]\u{0}", "1\u{0}", "[] // comment", "[] /* comment */", "[]#",
    // Truncated literals and look-alikes.
    "tru", "fals", "nul", "nulll", "True", "NULL", "tru_", "fals_", "nul_", "t", "n", "f",
    "undefined",
    // Trailing commas and missing elements.
    "[1,]", "[1, ]", "[1,,]", "[,]", "[,1]", "[1,,2]", #"{"a": 1,}"#, #"{"a": 1, }"#, "{,}",
    #"{"a": 1,,}"#, #"{, "a": 1}"#, #"{"key": [true, ],}"#, "[[],]", "[{},]",
    // Missing separators, misplaced ones, unclosed and mismatched brackets.
    "[1 2]", #"["a" "b"]"#, #"{"a" 1}"#, #"{"a": 1 "b": 2}"#, #"{"a"}"#, #"{"a":}"#,
    #"{"a", 1}"#, #"["a": 1]"#, #"{"a": 1, "b"}"#, "{1: 2}", "{a: 1}", "{'a': 1}", "['a']",
    "[", "]", "{", "}", "[1", "[1,", #"{"a""#, #"{"a":"#, #"{"a": 1"#, #"{"a": 1,"#, "[}",
    "{]", "[[]", "[]]", #"["mismatch"}"#, "[\"a\"\n", #"{"a": [1}"#, "[-]", "[1 + 2]",
    "[alert()]", "[0e]", "[0e+]", "[0e+-1]", "[-31ABCq42]", "[3.]", "[\\naked]",
    // Comments and other JSON5 that JSON lacks.
    "// c\n[]", "/* c */ []", "[1 /* c */]", "[0x14]", "[+1]", "[.5]", "[Infinity]", "[NaN]",
    #"{"a": 'b'}"#, #"{a: 1}"#,
    // Whole documents.
    "[]", "{}", "[[]]", "[{}]", #"{"a": []}"#, #"{"a": {}}"#, #"[1, "a", true, null, 1.5]"#,
    #"{"a": 1, "b": [true, {"c": null}], "d": 2}"#, #"{"a": "x", "b": 2}"#,
    #"[[[[[[[[[["deep"]]]]]]]]]]"#,
    #"{"": 1}"#, #"{"": ""}"#, #"[""]"#, "[[1], [2, [3]]]", #"{"a": {"b": {"c": [1]}}}"#,
  ]

  /// The kinds of white space JSON allows, and characters it does not count as white space.
  static let whiteSpace: [String] = [
    " ", "\t", "\n", "\r", "\r\n", " \t\n\r ", "\u{0B}", "\u{0C}", "\u{00}", "\u{A0}",
    "\u{85}", "\u{2028}", "\u{2029}", "\u{3000}", "\u{FEFF}", "\u{200B}",
  ]

  @Test(arguments: documents)
  func `documents decode alike`(_ document: String) {
    let payload = Payload(document)
    expectSameDecode(JSONTree.self, payload)
    expectSameDecode(PreservedValue.self, payload)
    expectSameDecode(Ignored.self, payload)
    expectSameDecode(Int?.self, payload)
    expectSameDecode(String.self, payload)
    expectSameDecode([Int?].self, payload)
    expectSameDecode([String: Int].self, payload)
    expectSameDecode(OptionalValue.self, payload)
  }

  @Test(arguments: whiteSpace)
  func `white space decodes alike around and between values`(_ space: String) {
    for document in [
      "\(space)1", "1\(space)", "\(space)[1\(space),\(space)2\(space)]\(space)",
      #"{\#(space)"a"\#(space):\#(space)1\#(space),"b":2\#(space)}"#, "[\(space)]", "{\(space)}",
      "\(space)", #""\#(space)""#, "[tr\(space)ue]", "[1\(space)2]",
    ] {
      expectSameDecode(JSONTree.self, Payload(document))
      expectSameDecode(PreservedValue.self, Payload(document))
    }
    expectSameDecode([String: Bool].self, Payload(#"{"v"\#(space): true}"#))
  }

  @Test(arguments: [1, 2, 100, 511, 512, 513, 514, 1000, 10_000])
  func `nesting decodes alike up to and past the depth limit`(_ depth: Int) {
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let objects =
      String(repeating: #"{"a":"#, count: depth - 1) + "{}"
      + String(repeating: "}", count: depth - 1)
    let mixed =
      String(repeating: #"[{"a":"#, count: depth / 2) + (depth.isMultiple(of: 2) ? "0" : "[]")
      + String(repeating: "}]", count: depth / 2)
    for (name, text) in [("arrays", arrays), ("objects", objects), ("mixed", mixed)] {
      let payload = Payload(Data(text.utf8), name: "\(depth) levels of \(name)")
      expectSameDecode(NestedArrays.self, payload)
      expectSameDecode(NestedObjects.self, payload)
      expectSameDecode(Ignored.self, payload)
      expectSameDecode([Int].self, payload)
      expectSameDecode([String: Int].self, payload)
    }
    // Unclosed and over-closed, never ending with an opener (Foundation traps there).
    for (name, text) in [
      ("arrays one short", String(arrays.dropLast())),
      ("arrays one over", arrays + "]"), ("objects one short", String(objects.dropLast())),
      ("arrays, a value last", String(repeating: "[", count: depth) + "1"),
    ] {
      expectSameDecode(Ignored.self, Payload(Data(text.utf8), name: "\(depth) levels of \(name)"))
    }
  }

  @Test(arguments: [
    "{}", #"{"id": 1, "tags": []}"#, #"{"id": null, "tags": []}"#, #"{"id": 1}"#,
    #"{"tags": []}"#, #"{"id": 1, "tags": null}"#, #"{"id": 1, "tags": [], "name": null}"#,
    #"{"id": 1, "tags": [], "name": "a"}"#, #"{"id": 1, "tags": [null]}"#,
    #"{"id": 1, "tags": ["a", 2]}"#, #"{"id": 1, "tags": [], "extra": [1, {"x": null}]}"#,
    #"{"id": 1, "tags": [], "extra": 01}"#, #"{"id": 1, "tags": [], "extra": 1e400}"#,
    #"{"id": 1, "tags": [], "extra": "\x"}"#, #"{"id": 1, "tags": [], "extra": -}"#,
    #"{"id": 1, "tags": [], "extra": "\uD834"}"#, #"{"id": 1, "tags": [], "owner": null}"#,
    #"{"id": 1, "tags": [], "owner": {"login": "a"}}"#, #"{"id": 1, "tags": [], "owner": {}}"#,
    #"{"id": 1, "tags": [], "owner": {"login": null}}"#, #"{"id": 1, "tags": [], "owner": []}"#,
    #"{"id": 1, "tags": [], "owner": {"login": "a", "age": "x"}}"#,
    #"{"id": 1, "id": 2, "tags": []}"#, #"{"id": 1, "id": "x", "tags": []}"#,
    #"{"id": "x", "id": 1, "tags": []}"#, #"{"id": 1, "id": 1e400, "tags": []}"#,
    #"{"id": 1, "tags": [], "tags": 5}"#, #"{"id": 1.0, "tags": []}"#, "[]", "null", "1",
    #"{"ID": 1, "Tags": []}"#, #"{"id ": 1, "tags": []}"#, #"{"\u0069d": 1, "tags": []}"#,
  ])
  func `models decode alike with missing, extra, duplicate and null keys`(_ payload: String) {
    expectSameDecode(Account.self, Payload(payload))
    expectSameDecode(JSONTree.self, Payload(payload))
    expectSameDecode(PreservedValue.self, Payload(payload))
    expectSameDecode([String: JSONTree].self, Payload(payload))
  }

  @Test(arguments: [
    #"{"a": 1, "a": 2}"#, #"{"a": 1, "a": "x"}"#, #"{"a": "x", "a": 1}"#,
    #"{"a": 1, "b": 2, "a": 3, "b": 4}"#, #"{"a": 1, "\u0061": 2}"#, #"{"a": null, "a": 1}"#,
  ])
  func `duplicate keys decode alike`(_ payload: String) {
    expectSameDecode([String: Int].self, Payload(payload))
    expectSameDecode([String: Int?].self, Payload(payload))
    expectSameDecode(JSONTree.self, Payload(payload))
    expectSameDecode(PreservedValue.self, Payload(payload))
    expectSameDecode(KeyedProbe.self, Payload(payload))
  }
}

// MARK: - Models

/// Arrays nested in arrays, walked to the innermost without recursion.
struct NestedArrays: Decodable, Equatable {
  /// How many arrays deep the walk went.
  let depth: Int

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var depth = 1
    while !container.isAtEnd {
      container = try container.nestedUnkeyedContainer()
      depth += 1
    }
    self.depth = depth
  }
}

/// Objects nested under the key `a`, walked to the innermost without recursion.
struct NestedObjects: Decodable, Equatable {
  enum CodingKeys: String, CodingKey {
    case a
  }

  /// How many objects deep the walk went.
  let depth: Int

  init(from decoder: any Decoder) throws {
    var container = try decoder.container(keyedBy: CodingKeys.self)
    var depth = 1
    while container.contains(.a) {
      container = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .a)
      depth += 1
    }
    self.depth = depth
  }
}

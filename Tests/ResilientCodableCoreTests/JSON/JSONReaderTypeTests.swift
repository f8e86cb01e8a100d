import Foundation
import Testing

/// Types that read a scalar their own way, read by our reader's decoder as by Foundation's:
/// `Bool` from other kinds, `URL`, raw-value enums, `Int`-keyed dictionaries, arrays of
/// optionals, sets and nested models.
struct JSONReaderTypeTests {
  @Test(arguments: [
    "true", "false", "0", "1", "-1", "1.0", #""true""#, #""false""#, #""1""#, "TRUE", "True",
    "null", "[]", "{}", "", "true1", "t",
  ])
  func `booleans decode alike, and nothing else as a boolean`(_ scalar: String) {
    for position in ScalarPosition.allCases {
      position.expectSameDecode(Bool.self, scalar)
    }
  }

  @Test(arguments: [
    #""https://example.com/a/b?c=d&e=f#g""#, #""https://example.com""#, #""a/b""#, #""/a""#,
    #""""#, #"" ""#, #""a b""#, #""http://[::1""#, #""http://exa mple.com""#, #""http://[::1]:80""#,
    #""https://例え.jp/パス""#, #""https://example.com/%""#, #""https://example.com/%zz""#,
    #""\u0068ttps://example.com""#, #""file:///tmp/x""#, #""mailto:a@b.c""#, #""::""#, ##""#""##,
    #""https://user:pass@example.com:8080/p""#, #""http://example.com/\"""#, #""\u0000""#,
    #""https://example.com/é""#, "1", "null", "[]", "{}",
  ])
  func `URLs decode alike`(_ scalar: String) {
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(URL.self, scalar)
    }
    expectSameDecode(GenericProperty<URL?>.self, Payload(#"{"value": \#(scalar)}"#))
  }

  @Test(arguments: [
    #""red""#, #""RED""#, #""purple""#, #""""#, "1", "2", "4", "1.0", "-1", #""1""#, "0.5", "1.5",
    "-0.0", "128", "null", "[]",
  ])
  func `raw-value enums decode alike`(_ scalar: String) {
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(Hue.self, scalar)
      position.expectSameGenericDecode(Rank.self, scalar)
      position.expectSameGenericDecode(Ratio.self, scalar)
      position.expectSameGenericDecode(Small.self, scalar)
    }
    expectSameDecode(GenericProperty<Hue?>.self, Payload(#"{"value": \#(scalar)}"#))
  }

  @Test(arguments: [
    "{}", #"{"1": "a", "-1": "b"}"#, #"{"01": "a"}"#, #"{"x": "a"}"#, #"{"1": "a", "x": "b"}"#,
    #"{"1.0": "a"}"#, #"{" 1": "a"}"#, #"{"+1": "a"}"#, #"{"-0": "a"}"#, #"{"": "a"}"#,
    #"{"9223372036854775807": "a"}"#, #"{"9223372036854775808": "a"}"#, #"{"1": 1}"#,
    #"{"1": null}"#, #"{"1": "a", "1": "b"}"#, "[]", #"[1, "a"]"#, #"[1, "a", 2]"#, "null",
  ])
  func `Int-keyed dictionaries decode alike`(_ payload: String) {
    expectSameDecode([Int: String].self, Payload(payload))
    expectSameDecode([Int: String?].self, Payload(payload))
    expectSameDecode([Int8: String].self, Payload(payload))
    expectSameDecode([UInt: String].self, Payload(payload))
    expectSameDecode([Bool: String].self, Payload(payload))
    expectSameDecode(GenericProperty<[Int: String]>.self, Payload(#"{"value": \#(payload)}"#))
  }

  @Test(arguments: [
    "[]", "[null]", "[1, null, 2]", "[null, null]", #"[1, "a"]"#, "[1, []]", "[[null], null]",
    "null", "[1e400]", #"{"a": null}"#,
  ])
  func `arrays of optionals and sets decode alike`(_ payload: String) {
    expectSameDecode([Int?].self, Payload(payload))
    expectSameDecode([[Int?]?].self, Payload(payload))
    expectSameDecode([Double?].self, Payload(payload))
    expectSameDecode([String?].self, Payload(payload))
    expectSameDecode(Set<Int>.self, Payload(payload))
    expectSameDecode([Int]?.self, Payload(payload))
    expectSameDecode(Int??.self, Payload(payload))
    expectSameDecode(GenericProperty<[Int?]>.self, Payload(#"{"value": \#(payload)}"#))
  }

  @Test(arguments: [
    #"{"level2": {"name": "a"}}"#, #"{"level2": {"name": 1}}"#, #"{"level2": {}}"#,
    #"{"level2": null}"#, #"{"level2": []}"#, #"{}"#,
    #"{"level2": {"name": "a", "level3": {"values": [1, 2.5, -0.0]}}}"#,
    #"{"level2": {"name": "a", "level3": {"values": [1, "x"]}}}"#,
    #"{"level2": {"name": "a", "level3": {"values": null}}}"#,
    #"{"level2": {"name": "a", "level3": {"values": [1e309]}}}"#,
  ])
  func `nested models decode alike`(_ payload: String) {
    expectSameDecode(Level1.self, Payload(payload))
    expectSameDecode([Level1].self, Payload("[\(payload), \(payload)]"))
    expectSameDecode([String: Level1].self, Payload(#"{"k": \#(payload)}"#))
  }
}

// MARK: - Models

/// A string enum.
enum Hue: String, Decodable {
  case red, green
}

/// An integer enum.
enum Rank: Int, Decodable {
  case first = 1
  case second = 2
}

/// A floating-point enum.
enum Ratio: Double, Decodable {
  case half = 0.5
  case one = 1
}

/// An enum of a narrow integer type.
enum Small: Int8, Decodable {
  case one = 1
  case minusOne = -1
}

/// Three levels of models, after swift-foundation's `Level1` test type.
struct Level1: Decodable, Equatable, ExactlyComparable {
  struct Level2: Decodable, Equatable, ExactlyComparable {
    var name: String
    var level3: Level3?

    func isExactlyEqual(to other: Level2) -> Bool {
      name == other.name && level3.isExactlyEqual(to: other.level3)
    }
  }

  struct Level3: Decodable, Equatable, ExactlyComparable {
    var values: [Double]

    func isExactlyEqual(to other: Level3) -> Bool { values.isExactlyEqual(to: other.values) }
  }

  var level2: Level2

  func isExactlyEqual(to other: Level1) -> Bool { level2.isExactlyEqual(to: other.level2) }
}

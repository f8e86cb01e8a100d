import Foundation
import ResilientCodableCore
import Testing

/// `allowsJSON5` and `assumesTopLevelDictionary`, honoured by our reader as Foundation's
/// `JSONDecoder` honours them: comments, unquoted and single-quoted keys and strings, hex and
/// other numbers, trailing commas, and a top-level object without its braces.
///
/// No payload ends with a digit, a letter or a point, and no exponent sign goes without digits:
/// Foundation traps on those with JSON5 (`FoundationJSONTrap`).
struct JSONReaderJSON5Tests {
  static let json5 = DecoderSetup("JSON5") { $0.allowsJSON5 = true }
  static let topLevelDictionary = DecoderSetup("assumed top-level dictionary") {
    $0.assumesTopLevelDictionary = true
  }

  /// JSON5 documents, valid or broken.
  static let documents: [String] = [
    "[1]\n", "// comment\n[1]\n", "/* comment */ {a: 1}\n", "[1 /* comment */]", "[1 // c\n]",
    "{a: 1, b: 'x',}\n", "[1,]", "{a: 1,}\n", "[,]", "{,}\n", "[0x1F, -0x1f, 0XAB, +0x1]",
    "[0x]", "[0xG]", "[+1, .5, 5., -.5, +.5]", "[1e5, 1E+5, 1e-5]", "[01]", "[00]", "[-0]",
    "[0x7FFFFFFFFFFFFFFF]", "[0x8000000000000000]", "[0xFFFFFFFFFFFFFFFF]",
    "[0x10000000000000000]", "[-0x8000000000000000]", "[-0x8000000000000401]", "[-0x0]",
    "[Infinity, -Infinity, NaN, +Infinity, -NaN]", "[inf]", "[nan]", "[infinity]",
    #"['single \' quote', "double ' quote"]"#, "[\"line\\\ncontinued\"]", "['\\x41\\x4a']",
    #"['\x4']"#, "['\\u{41}']", "[\"\\v\\0\"]", "['\\a']", "{$a_b: 1, _c: 2, ünï: 3}\n",
    "{\\u0061b: 1}\n", "{a b: 1}\n", "{'a': 1}\n", #"{"a" /* c */ : 1}"#, "{1: 2}\n",
    "{-a: 1}\n", "[1 /* unterminated\n", "/* only */", "// only\n", "\u{2028}[1]\u{2029}",
    "\u{A0}[1]\u{A0}", "[\u{FEFF}1]", "\u{B}[1]\u{C}", "[true, false, null]", "[tru]",
    #"{"a": 1e400}"#, "[1e400]", "{a: {b: [1, {c: 'd'}]}}\n",
  ]

  @Test(arguments: documents)
  func `JSON5 documents decode alike`(_ document: String) {
    let payload = Payload(document)
    for setup in [Self.json5, Self.json5.and(DecoderSetup.snakeCase)] {
      expectSameDecode(JSONTree.self, payload, configure: setup.configure)
      expectSameDecode(PreservedValue.self, payload, configure: setup.configure)
      expectSameDecode(Ignored.self, payload, configure: setup.configure)
      expectSameDecode([Double].self, payload, configure: setup.configure)
      expectSameDecode([Int64].self, payload, configure: setup.configure)
      expectSameDecode([UInt64].self, payload, configure: setup.configure)
      expectSameDecode([Int8].self, payload, configure: setup.configure)
      expectSameDecode([Decimal].self, payload, configure: setup.configure)
      expectSameDecode([String].self, payload, configure: setup.configure)
      expectSameDecode([String: JSONTree].self, payload, configure: setup.configure)
    }
  }

  /// Objects written without their braces, or with them, and what is not an object at all.
  static let bracelessObjects: [String] = [
    "", " ", "\n", #""x" : 42 "#, #""x": 42, "y": [1] "#, #"{"x": 42}"#, #""x": 42}"#,
    #"{"x": 42 "#, #""x": "#, #""x" "#, #""x": 42, "#, "[1]", #""x""#, "null ", "{}",
    #""x": {"y": 1}, "z": 2 "#, #""z": null "#, #""x_y": true "#,
  ]

  @Test(arguments: bracelessObjects)
  func `objects without braces decode alike`(_ document: String) {
    let payload = Payload(document)
    for setup in [
      Self.topLevelDictionary, Self.topLevelDictionary.and(Self.json5),
      Self.topLevelDictionary.and(DecoderSetup.snakeCase),
    ] {
      expectSameDecode(JSONTree.self, payload, configure: setup.configure)
      expectSameDecode(PreservedValue.self, payload, configure: setup.configure)
      expectSameDecode([String: Int].self, payload, configure: setup.configure)
      expectSameDecode([String: JSONTree].self, payload, configure: setup.configure)
      expectSameDecode(KeyedProbe.self, payload, configure: setup.configure)
      expectSameDecode(Ignored.self, payload, configure: setup.configure)
    }
  }

  @Test(arguments: ["{a: 1}\n", "a: 1, b: 'x'\n", "'a': [1]\n", "a: 1,\n", "// c\na: 1\n"])
  func `JSON5 objects without braces decode alike`(_ document: String) {
    let setup = Self.topLevelDictionary.and(Self.json5)
    expectSameDecode(JSONTree.self, Payload(document), configure: setup.configure)
    expectSameDecode(PreservedValue.self, Payload(document), configure: setup.configure)
    expectSameDecode(KeyedProbe.self, Payload(document), configure: setup.configure)
  }
}

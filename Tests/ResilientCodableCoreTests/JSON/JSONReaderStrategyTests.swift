import Foundation
import ResilientCodableCore
import Testing

/// The decoder's strategies, honoured by our reader as Foundation's `JSONDecoder` honours them:
/// keys (default, from snake case, custom), and dictionaries' keys under each; dates; data;
/// non-conforming floats.
struct JSONReaderStrategyTests {
  /// Keys as a payload may spell them, to convert from snake case: swift-foundation's cases
  /// (`decodingKeyStrategyCamel`) and more, with letters that change length or form when
  /// capitalized.
  static let snakeKeys: [String] = [
    "", "a", "ALLCAPS", "ALL_CAPS", "single", "snake_case", "one_two_three", "one_2_three",
    "one2_three", "snake_Ćase", "snake_ćase", "alreadyCamelCase", "__this_and_that",
    "_this_and_that", "this__and__that", "this_and_that__", "this_aNd_that", "_one_two_three",
    "one_two_three_", "__one_two_three", "one_two_three__", "_one_two_three_",
    "__one_two_three__", "_test", "_test_", "__test", "test__", "_", "__", "___",
    "m͉̟̹y̦̳G͍͚͎̳r̤͉̤͕ͅea̲͕t͇̥̼͖U͇̝̠R͙̻̥͓̣L̥̖͎͓̪̫ͅR̩͖̩eq͈͓u̞e̱s̙t̤̺ͅ", "🐧_🐟", "a__b", "a_1", "a_1b", "1_a", "1_2", "a_b_c",
    "A_B", "A_b", "a_B", "a_bC", "a-b", "a_b c", "a_b-c", "a.b_c", "a_ _b", "ß_ß", "ﬁ_ﬁ",
    "ǆ_ǆ", "a_ǲ", "i_i", "a_İstanbul", "ε_ς", "a_\u{301}b", "a_éb", "a_ÉB", "x_ÿ",
    "a_\u{131}", "a_ŉ", "a_ΐ", "a_ǰ", "a_\u{345}", "a_🇺🇸", "a\u{200B}_b", "straße_straße",
    "a_42nd", "a_b2c3", "ID_value", "url_Path", "a_\t", "a_\u{A0}b",
  ]

  @Test(arguments: snakeKeys)
  func `keys convert from snake case alike`(_ key: String) {
    let object = #"{"\#(key)": 1, "camel": 2}"#
    let setup = DecoderSetup.snakeCase
    expectSameDecode(JSONTree.self, Payload(object), configure: setup.configure)
    expectSameDecode(PreservedValue.self, Payload(object), configure: setup.configure)
    expectSameDecode(KeyedProbe.self, Payload(object), configure: setup.configure)
    expectSameDecode(CamelKeys.self, Payload(object), configure: setup.configure)
    expectSameDecode([String: Int].self, Payload(object), configure: setup.configure)
    expectSameDecode([Int: Int].self, Payload(#"{"\#(key)": 1}"#), configure: setup.configure)
    expectSameDecode(DictionaryFromDecoder.self, Payload(object), configure: setup.configure)
  }

  // A `Dictionary` decodes its entries in the order of its keyed container's `allKeys`, a
  // dictionary's hash order, which Swift seeds anew for every instance: of two entries that fail,
  // either may throw first, in one decoder as in another. The payloads below give each type at
  // most one entry that fails.

  /// Objects of scalars, for dictionaries of strings to scalars, under every key strategy.
  static let flatDictionaries: [String] = [
    "{}", #"{"leave_me_alone": 1, "a_b": 2, "aB": 3}"#, #"{"a_b": 1, "a_b": 2}"#,
    #"{"a_b": 1, "aB": 2}"#, #"{"aB": 1, "a_b": 2}"#, #"{"a": 1, "a": "x"}"#,
    #"{"a": "x", "a": 1}"#, #"{"a_b": null}"#, #"{"a_b": "x"}"#, #"{"a_b": 1, "c_d": "x"}"#,
    #"{"1_2": 1, "3": 2}"#, #"{"snake_tag": 1}"#, "[]", "null", "1",
  ]

  @Test(arguments: flatDictionaries, DecoderSetup.keyStrategies)
  func `dictionaries keep or convert their keys alike`(_ text: String, _ setup: DecoderSetup) {
    let payload = Payload(text)
    expectSameDecode([String: Int].self, payload, configure: setup.configure)
    expectSameDecode([String: Int?].self, payload, configure: setup.configure)
    expectSameDecode([String: JSONTree].self, payload, configure: setup.configure)
    expectSameDecode([String: Int]?.self, payload, configure: setup.configure)
    expectSameDecode([[String: Int]].self, Payload("[\(text)]"), configure: setup.configure)
    expectSameDecode(
      GenericProperty<[String: Int]>.self, Payload(#"{"value": \#(text)}"#),
      configure: setup.configure)
    expectSameDecode(DictionaryFromDecoder.self, payload, configure: setup.configure)
    expectSameDecode(JSONTree.self, payload, configure: setup.configure)
    expectSameDecode(PreservedValue.self, payload, configure: setup.configure)
  }

  /// Dictionaries in dictionaries and in models, failing at most once each.
  static let nestedDictionaries: [String] = [
    #"{"top_level": {"sub_level": {"nested_value": {"int_value": "not_an_int"}}}}"#,
    #"{"top_level": {"sub_level": {"nested_value": {"int_value": 1}}}}"#,
    #"{"top_level": {"sub_level": 1}}"#, #"{"top_level": {"sub_level": {"nested_value": 1}}}"#,
    #"{"top_level": {"sub_level": {"nested_value": {}}}}"#,
    #"{"the_map": {"a_b": 1}, "the_owners": {"x_y": {"login": "a", "age": 1}},"#
      + #" "the_list": [{"c_d": 1}], "maybe_map": {"e_f": 2}}"#,
    #"{"the_map": {}, "the_owners": {"x": {"log_in": "a"}}, "the_list": [], "maybe_map": null}"#,
    #"{"theMap": {"a_b": 1}, "theOwners": {}, "theList": [{}]}"#,
  ]

  @Test(arguments: nestedDictionaries, DecoderSetup.keyStrategies)
  func `nested dictionaries keep or convert their keys alike`(
    _ text: String, _ setup: DecoderSetup
  ) {
    let payload = Payload(text)
    if text.contains("top_level") {
      expectSameDecode([String: [String: Int]].self, payload, configure: setup.configure)
      expectSameDecode(
        [String: [String: NestedFailure]].self, payload, configure: setup.configure)
    }
    expectSameDecode(Maps.self, payload, configure: setup.configure)
    expectSameDecode(JSONTree.self, payload, configure: setup.configure)
    expectSameDecode(PreservedValue.self, payload, configure: setup.configure)
  }

  @Test(arguments: [
    "{}", #"{"1": 1}"#, #"{"1_2": 1}"#, #"{"x_1": 1}"#, #"{"-1": 1}"#, #"{"1": "x"}"#,
    #"{"snake_tag": 1}"#, #"{"snakeTag": 1}"#, #"{"other_tag": "x"}"#, #"{"a": 1}"#,
    #"{"abcda": 1}"#, #"{"1_2": 1, "12": 2}"#,
  ])
  func `dictionaries of other keys convert their keys alike`(_ text: String) {
    // Two entries fail as two keys under a custom strategy: those payloads take the others.
    let setups =
      text.contains(",")
      ? [DecoderSetup.defaults, DecoderSetup.snakeCase] : DecoderSetup.keyStrategies
    for setup in setups {
      expectSameDecode([Int: Int].self, Payload(text), configure: setup.configure)
      // Two keys that are no `KeyTag` fail in a dictionary's hash order, which Foundation's
      // `allKeys` follows and which two decoders need not share.
      if !text.contains(",") {
        expectSameDecode([KeyTag: Int].self, Payload(text), configure: setup.configure)
      }
    }
  }

  /// Values for dates: numbers at the edges, strings in and out of ISO 8601 and the formats, and
  /// values of other kinds.
  static let dates: [String] = [
    "0", "-0", "1.5", "-1", "1e10", "1e300", "1e309", "1e400", "1e-400", "978307200",
    #""2020-01-01T00:00:00Z""#, #""2020-01-01T00:00:00+01:00""#, #""2020-01-01T00:00:00-0130""#,
    #""2020-01-01T00:00:00.123Z""#, #""2020-01-01T00:00:00.1Z""#,
    #""2020-01-01T00:00:00.123456789Z""#, #""2020-01-01T00:00:00,5Z""#,
    #""2020-01-01T00:00:00""#, #""2020-01-01""#, #""2020-01-01T00:00Z""#, #""20200101T000000Z""#,
    #""2020-13-01T00:00:00Z""#, #""2020-02-30T00:00:00Z""#, #""2020-01-01T24:00:00Z""#,
    #""2020-01-01T00:00:60Z""#, #""2020-01-01t00:00:00z""#, #""2020-01-01 00:00:00Z""#,
    #"" 2020-01-01T00:00:00Z""#, #""2020-01-01T00:00:00Z ""#, #""0000-01-01T00:00:00Z""#,
    #""9999-12-31T23:59:59Z""#, #""\u0032020-01-01T00:00:00Z""#, #""2020-01-31""#,
    #""2020-1-1""#, #""2020-01-01T00:00:00.000+00:00""#, #""""#, #""x""#, #""NaN""#, "null",
    "true", "[]", "[20, 20, 1.5]", #"{"seconds": 1}"#, #"{"seconds": 1, "offset": 0.5}"#,
    #"{"offset": 1}"#,
  ]

  @Test(arguments: dates, DecoderSetup.dateStrategies)
  func `dates decode alike under every strategy`(_ scalar: String, _ setup: DecoderSetup) {
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(Date.self, scalar, configure: setup.configure)
    }
    expectSameDecode(
      GenericProperty<Date?>.self, Payload(#"{"value": \#(scalar)}"#), configure: setup.configure)
    expectSameDecode([Date?].self, Payload("[\(scalar), null]"), configure: setup.configure)
  }

  /// Values for data: Base64 valid, padded or not, with white space, escapes or another alphabet;
  /// arrays of bytes; values of other kinds.
  static let data: [String] = [
    #""""#, #""AQI=""#, #""AQI""#, #""AQI==""#, #""AQ==""#, #""AQ=""#, #""AQ""#, #""A""#,
    #""A QI=""#, #""AQ\u0049=""#, #""AQI=\n""#, #""\nAQI=""#, #""AQI=AQI=""#, #""====""#,
    #""A===""#, #""-_8=""#, #""/+8=""#, #""SGVsbG8sIFdvcmxkIQ==""#, #""\u0000""#, #""AQI=\/""#,
    #""\#(String(repeating: "QUJD", count: 1000))""#, "[1, 2, 255]", "[256]", "[-1]", "[]",
    "[1.5]", #"["a", "bc"]"#, "[null]", "1", "null", "{}", "true",
  ]

  @Test(arguments: data, DecoderSetup.dataStrategies)
  func `data decode alike under every strategy`(_ scalar: String, _ setup: DecoderSetup) {
    for position in ScalarPosition.genericPositions {
      position.expectSameGenericDecode(Data.self, scalar, configure: setup.configure)
    }
    expectSameDecode(
      GenericProperty<Data?>.self, Payload(#"{"value": \#(scalar)}"#), configure: setup.configure)
  }

  /// Values for floating-point types under the non-conforming float strategies.
  static let nonConformingFloats: [String] = [
    #""Infinity""#, #""-Infinity""#, #""NaN""#, #""nan""#, #""+∞""#, #""-∞""#,
    #""not a number""#, #""\u004eaN""#, #""Infinit\u0079""#, #""NaN ""#, #"" NaN""#, #""""#,
    #""x""#, #""é""#, #""e\#u{301}""#, #""1.5""#, "Infinity", "NaN", "-Infinity", "1.5", "null",
    "1e400", "[]",
  ]

  @Test(arguments: nonConformingFloats, DecoderSetup.nonConformingFloatStrategies)
  func `non-conforming floats decode alike`(_ scalar: String, _ setup: DecoderSetup) {
    for position in ScalarPosition.allCases {
      position.expectSameDecode(Double.self, scalar, configure: setup.configure)
      position.expectSameDecode(Float.self, scalar, configure: setup.configure)
    }
    for position in ScalarPosition.genericPositions {
      #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      position.expectSameGenericDecode(Float16.self, scalar, configure: setup.configure)
      #endif
      position.expectSameGenericDecode(Decimal.self, scalar, configure: setup.configure)
      position.expectSameGenericDecode(
        Date.self, scalar,
        configure: setup.and(DecoderSetup.dateStrategies[1]).configure)
    }
    expectSameDecode(JSONTree.self, Payload(scalar), configure: setup.configure)
    expectSameDecode(PreservedValue.self, Payload(scalar), configure: setup.configure)
  }
}

// MARK: - Models

/// A model whose keys are camel case, for payloads in snake case.
struct CamelKeys: Decodable, Equatable {
  enum CodingKeys: String, CodingKey {
    case a, camel, allCaps, snakeCase, oneTwoThree, one2Three, aB, aBC, aBc, a1, a1B
    case leadingUnderscore = "_oneTwoThree"
    case trailingUnderscore = "oneTwoThree_"
    case underscoredTest = "_test"
  }

  var a: Int?
  var camel: Int?
  var allCaps: Int?
  var snakeCase: Int?
  var oneTwoThree: Int?
  var one2Three: Int?
  var aB: Int?
  var aBC: Int?
  var aBc: Int?
  var a1: Int?
  var a1B: Int?
  var leadingUnderscore: Int?
  var trailingUnderscore: Int?
  var underscoredTest: Int?
}

/// A value whose `init(from:)` decodes a `[String: Int]` straight from the decoder, not through
/// a container: `JSONDecoder` leaves the keys of a dictionary it decodes unconverted, but not
/// of one that decodes itself.
struct DictionaryFromDecoder: Decodable, Equatable {
  let values: [String: Int]

  init(from decoder: any Decoder) throws {
    values = try [String: Int](from: decoder)
  }
}

/// Dictionaries under converted keys.
struct Maps: Decodable, Equatable {
  var theMap: [String: Int]
  var theOwners: [String: Owner]
  var theList: [[String: Int]]
  var maybeMap: [String: Int]?
}

/// A model that fails inside, to see the path of the failure through dictionaries: from
/// swift-foundation's `decodingDictionaryFailureKeyPathNested`.
struct NestedFailure: Decodable, Equatable {
  struct Inner: Decodable, Equatable {
    var intValue: Int
  }

  var nestedValue: Inner
}

/// A dictionary key that is a string enum, decoded through a keyed container.
enum KeyTag: String, Decodable, CodingKeyRepresentable, Hashable {
  case snakeTag, otherTag, a
  case snakeSpelled = "snake_tag"
}

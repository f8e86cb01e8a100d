import Foundation
import Testing

/// The container API, called by our reader's decoder as by Foundation's: `allKeys`, `contains`,
/// `decodeNil`, nested containers, super decoders, `count`, `isAtEnd` and `currentIndex`, reading
/// past the end of an unkeyed container, coding paths at every level, `userInfo`, and a decoder
/// that a failed decode must leave as it was.
struct JSONReaderContainerTests {
  /// Objects for ``KeyedProbe``: the probed keys present, absent, `null`, of every kind.
  static let objects: [String] = [
    "{}", #"{"a": 1}"#, #"{"a": null}"#, #"{"a": "x", "b": [1, null]}"#,
    #"{"A": 1, "aB": 2, "a_b": 3}"#, #"{"a_b": 1, "aB": 2}"#, #"{"aB": 1, "a_b": 2}"#,
    #"{"1": 1, "01": 2}"#, #"{"": 1}"#, #"{"super": {"a": 1}}"#, #"{"a": {"b": 1, "c": null}}"#,
    #"{"a": [1, 2]}"#, #"{"a": 1.5, "b": -0.0, "missing": 1e400}"#, #"{"a": true, "b": "1"}"#,
    #"{"a": 128, "b": -1}"#, #"{"a": 1, "a": null}"#, #"{"a": null, "a": 1}"#,
    #"{"_a_": 1, "__": 2, "a__b": 3}"#, "[]", "[1]", "null", "1", #""a""#,
  ]

  /// Arrays for ``UnkeyedProbe``: empty, `null`s, every kind of element, values that fail.
  static let arrays: [String] = [
    "[]", "[1]", "[null]", "[null, null]", "[true]", #"["a"]"#, "[1.5]", "[128]", "[-1]",
    "[1e400]", "[[]]", "[{}]", #"[{"a": 1}]"#, "[[1, 2]]",
    #"[1, null, "a", [], {}, [1, 2], {"a": 1}, true, 1.5, -0.0, 128, 1e400, "\u00e9"]"#,
    "{}", "null", "1",
  ]

  /// Every kind of value, for ``SingleValueProbe`` and ``PathProbe``.
  static let values: [String] = [
    "null", "true", "false", "0", "-0", "1", "-1", "255", "256", "1.5", "-0.0", "1e400", #""""#,
    #""a""#, #""1""#, "[]", "[1, 2]", "{}", #"{"a": 1}"#, #"{"a": {"b": [1, {"c": null}]}}"#,
    #"[[1], {"a": [2, {"b": 3}]}]"#, #"{"1": [true], "": 2}"#, #"{"": {"": null}}"#,
  ]

  @Test(arguments: objects, DecoderSetup.keyStrategies)
  func `keyed containers answer alike`(_ object: String, _ setup: DecoderSetup) {
    expectSameDecode(KeyedProbe.self, Payload(object), configure: setup.configure)
    expectSameDecode(
      [KeyedProbe].self, Payload("[\(object)]"), configure: setup.configure)
    expectSameDecode(
      GenericProperty<KeyedProbe>.self, Payload(#"{"value": \#(object)}"#),
      configure: setup.configure)
  }

  @Test(arguments: arrays)
  func `unkeyed containers answer alike, past their end too`(_ array: String) {
    expectSameDecode(UnkeyedProbe.self, Payload(array))
    expectSameDecode(
      GenericProperty<UnkeyedProbe>.self, Payload(#"{"value": \#(array)}"#))
    expectSameDecode([UnkeyedProbe].self, Payload("[\(array), \(array)]"))
    expectSameDecode(RepeatedNilChecks.self, Payload(array))
  }

  @Test(arguments: values)
  func `single-value containers answer alike`(_ value: String) {
    expectSameDecode(SingleValueProbe.self, Payload(value))
    expectSameDecode([SingleValueProbe].self, Payload("[\(value)]"))
    expectSameDecode(GenericProperty<SingleValueProbe>.self, Payload(#"{"value": \#(value)}"#))
  }

  @Test(arguments: values, DecoderSetup.keyStrategies)
  func `coding paths are alike at every level`(_ value: String, _ setup: DecoderSetup) {
    expectSameDecode(PathProbe.self, Payload(value), configure: setup.configure)
    expectSameDecode(
      PathProbe.self, Payload(#"{"outer_key": [\#(value)]}"#), configure: setup.configure)
  }

  @Test(arguments: [
    "[1, 2, 3]", #"["a", "b"]"#, "[1, \"a\"]", "[]", "null", "{}", "1",
  ])
  func `a failed decode leaves the decoder for the next`(_ payload: String) {
    expectSameDecode(Either<[String], [Int]>.self, Payload(payload))
    expectSameDecode(Either<[Int], [String]>.self, Payload(payload))
    expectSameDecode(Either<[String: Int], [Int?]>.self, Payload(payload))
    expectSameDecode(Either<Int, String>.self, Payload(payload))
    expectSameDecode(Either<KeyedProbe, UnkeyedProbe>.self, Payload(payload))
    expectSameDecode([Either<Int, String>].self, Payload(payload))
  }

  @Test(arguments: [
    #"{"breed": "collie", "name": "Lassie"}"#, #"{"breed": "collie", "animal": {"name": "Rex"}}"#,
    #"{"breed": "collie", "super": {"name": "Rex"}}"#, #"{"breed": "collie"}"#,
    #"{"breed": "collie", "animal": null}"#, #"{"breed": "collie", "animal": {"name": 1}}"#,
    #"{"breed": "collie", "animal": []}"#, #"{"name": "Lassie"}"#,
  ])
  func `subclasses decode alike through super decoders`(_ payload: String) {
    expectSameDecode(Dog.self, Payload(payload))
    expectSameDecode([Dog].self, Payload("[\(payload)]"))
  }

  @Test(arguments: ["1", "[1, [2]]", #"{"a": {"b": [1]}, "c": 2}"#, "null"])
  func `userInfo reaches every level alike`(_ payload: String) {
    let configure = { @Sendable (decoder: JSONDecoder) in
      if let key = UserInfoProbe.key { decoder.userInfo[key] = "set" }
    }
    expectSameDecode(UserInfoProbe.self, Payload(payload), configure: configure)
    expectSameDecode(UserInfoProbe.self, Payload(payload))
  }

  @Test(arguments: [
    "{}", #"{"value": null}"#, #"{"value": 1}"#, #"{"value": "x"}"#, #"{"value": [1]}"#,
    #"{"value": {}}"#, #"{"other": 1}"#,
  ])
  func `absent, null and present values decode alike if present`(_ payload: String) {
    expectSameDecode(GenericProperty<Int?>.self, Payload(payload))
    expectSameDecode(GenericProperty<Int??>.self, Payload(payload))
    expectSameDecode(GenericProperty<[Int]?>.self, Payload(payload))
    expectSameDecode(GenericProperty<Owner?>.self, Payload(payload))
    expectSameDecode(PropertyIfPresent<Int>.self, Payload(payload))
    expectSameDecode(PropertyIfPresent<String>.self, Payload(payload))
    expectSameDecode(OptionalValue.self, Payload(payload))
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Scalar coercion turned on for a whole decode, through `userInfo`.
struct ScalarCoercionTests {
  struct Scalars: Codable, Equatable {
    @Resilient var int: Int?
    @Resilient var int8: Int8?
    @Resilient var uint8: UInt8?
    @Resilient var uint64: UInt64?
    @Resilient var double: Double?
    @Resilient var float: Float?
    @Resilient var string: String?
    @Resilient var bool: Bool?
    @Resilient var decimal: Decimal?
  }

  private func coercing<Value: Decodable>(
    _ type: Value.Type,
    _ json: String,
    strict: Bool = false
  ) throws -> (Value, ErrorDigest?) {
    try decode(type, json) { decoder in
      decoder.userInfo.resilientDecodingOptions.coercesScalars = true
      if strict { decoder.userInfo.resilientDecodingOptions.isStrict = true }
    }
  }

  @Test func `converts every scalar type without loss and reports each conversion`() throws {
    let json = """
      {"int": "-12", "int8": "-128", "uint8": "255", "uint64": "18446744073709551615",
       "double": "1.5e3", "float": "0.25", "string": 12345678901234567890123,
       "bool": "YES", "decimal": "12.50"}
      """
    let (scalars, digest) = try coercing(Scalars.self, json)
    #expect(scalars.int == -12)
    #expect(scalars.int8 == -128)
    #expect(scalars.uint8 == 255)
    #expect(scalars.uint64 == .max)
    #expect(scalars.double == 1_500)
    #expect(scalars.float == 0.25)
    #expect(scalars.string == "12345678901234567890123")
    #expect(scalars.bool == true)
    #expect(scalars.decimal == Decimal(string: "12.5"))
    #expect(
      digest.paths == [
        "int", "int8", "uint8", "uint64", "double", "float", "string", "bool", "decimal",
      ])
    #expect(digest?.entries.allSatisfy { $0.action == .coercedValue } == true)
    #expect(scalars.$int.error is DecodingError)
  }

  @Test func `an optional element that does not convert is set to nil in place, not coerced`()
    throws
  {
    struct Counts: Codable {
      @Resilient var counts: [Int?]
      @Resilient var count: Int?
    }
    let (counts, digest) = try coercing(
      Counts.self, #"{"counts": [1, "2", true, null], "count": true}"#)
    #expect(counts.counts == [1, 2, nil, nil])
    #expect(counts.count == nil)
    #expect(digest.paths == ["counts/Index 1", "counts/Index 2", "count"])
    #expect(digest?.entries.map(\.action) == [.coercedValue, .setToNil, .setToNil])
  }

  @Test func `refuses a conversion that would lose something`() throws {
    let json = """
      {"int": "1.5", "int8": "-129", "uint8": "300", "uint64": "-1", "double": "NaN",
       "float": "1e39", "bool": 2, "decimal": "12abc", "string": {"a": 1}}
      """
    let (scalars, digest) = try coercing(Scalars.self, json)
    #expect(scalars == Scalars())
    #expect(digest?.entries.count == 9)
    #expect(digest?.entries.allSatisfy { $0.action == .setToNil } == true)
  }

  @Test(arguments: [
    (#""true""#, true), (#""False""#, false), (#""yes""#, true), (#""NO""#, false),
    (#""1""#, true), (#""0""#, false), ("1", true), ("0", false),
  ])
  func `reads a boolean from numbers and words`(payload: String, expected: Bool) throws {
    let (scalars, digest) = try coercing(Scalars.self, #"{"bool": \#(payload)}"#)
    #expect(scalars.bool == expected)
    #expect(digest?.entries.map(\.action) == [.coercedValue])
  }

  @Test(arguments: [("true", "true"), ("false", "false"), ("42", "42"), ("-1.5", "-1.5")])
  func `reads a string from numbers and booleans`(payload: String, expected: String) throws {
    let (scalars, _) = try coercing(Scalars.self, #"{"string": \#(payload)}"#)
    #expect(scalars.string == expected)
  }

  @Test(arguments: [" 1", "1 ", "0x1F", "inf", "1,5", "", "+", "1e", "--1"])
  func `accepts only decimal numerals as numbers`(text: String) throws {
    let (scalars, digest) = try coercing(
      Scalars.self, #"{"int": "\#(text)", "double": "\#(text)"}"#)
    #expect(scalars.int == nil)
    #expect(scalars.double == nil)
    #expect(digest?.entries.map(\.action) == [.setToNil, .setToNil])
  }

  @Test func `is off unless a decode or a property turns it on`() throws {
    let (scalars, digest) = try decode(Scalars.self, #"{"int": "12"}"#)
    #expect(scalars.int == nil)
    #expect(digest?.entries.map(\.action) == [.setToNil])
  }

  @Test func `converts the elements of arrays and sets and keeps their order`() throws {
    struct Lists: Decodable {
      @Resilient var ids: [Int]
      @Resilient var tags: Set<String>
      @Resilient var flags: [Bool]?
    }
    let json = #"{"ids": ["1", 2, "x", "4"], "tags": ["a", 1, true], "flags": [1, "no"]}"#
    let (lists, digest) = try coercing(Lists.self, json)
    #expect(lists.ids == [1, 2, 4])
    #expect(lists.tags == ["a", "1", "true"])
    #expect(lists.flags == [true, false])
    #expect(
      digest.recoveryPaths == [
        "ids/Index 0", "ids/Index 2", "ids/Index 3", "tags/Index 1", "tags/Index 2",
        "flags/Index 0", "flags/Index 1",
      ])
    #expect(
      digest?.entries.map(\.action) == [
        .coercedValue, .droppedElement(index: 2), .coercedValue, .coercedValue, .coercedValue,
        .coercedValue, .coercedValue,
      ])
    #expect(lists.$ids.outcomeKind == .recovered(wasReported: false))
  }

  @Test func `converts dictionary values and reports them in key order`() throws {
    struct Counts: Decodable {
      @Resilient var counts: [String: Int]
    }
    let json = #"{"counts": {"b": "2", "a": 1, "c": "x", "d": "4"}}"#
    let (model, digest) = try coercing(Counts.self, json)
    #expect(model.counts == ["a": 1, "b": 2, "d": 4])
    #expect(digest.recoveryPaths == ["counts/b", "counts/c", "counts/d"])
    #expect(
      digest?.entries.map(\.action) == [
        .coercedValue, .droppedEntry(key: "c"), .coercedValue,
      ])
  }

  @Test func `converts failable values and top-level collections`() throws {
    let (values, digest) = try coercing([Failable<Int>].self, #"[1, "2", "x"]"#)
    #expect(values.map(\.value) == [1, 2, nil])
    #expect(digest?.entries.map(\.action) == [.coercedValue, .keptAsFailure])
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.coercesScalars = true
    let (ids, idsDigest) = try decoder.decodeResilient([Int].self, from: Data(#"["7", 8]"#.utf8))
    #expect(ids == [7, 8])
    #expect(idsDigest.recoveryPaths == ["Index 0"])
  }

  @Test func `throws the original error in strict mode`() {
    #expect(throws: DecodingError.self) {
      try coercing(Scalars.self, #"{"int": "12"}"#, strict: true)
    }
    #expect(throws: DecodingError.self) {
      try coercing([Int].self, #"["12"]"#, strict: true)
    }
  }

  @Test func `writes a converted value as its type, or as received with preservation`() throws {
    struct Model: Codable {
      @Resilient var count: Int?
      @Resilient var ids: [Int]
    }
    let json = #"{"count": "12", "ids": ["1", 2]}"#
    let (plain, _) = try coercing(Model.self, json)
    #expect(try encode(plain) == #"{"count":12,"ids":[1,2]}"#)
    let (preserving, _) = try decode(Model.self, json) { decoder in
      decoder.userInfo.resilientDecodingOptions.coercesScalars = true
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(try encode(preserving) == #"{"count":"12","ids":[1,2]}"#)
  }
}

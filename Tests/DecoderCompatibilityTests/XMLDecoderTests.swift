import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing
import XMLCoder

/// What `XMLDecoder` cannot express or expresses differently; the shared behaviour is in
/// `SharedBehaviourTests`.
struct XMLDecoderTests {
  /// A known limitation, which the article "Decoders" states.
  ///
  /// XMLDecoder decodes an element of a top-level array a second time, as its content, when the
  /// first attempt throws, and a `Failable` never throws. Decode the array as `@Resilient` or
  /// keyed instead.
  @Test func `XMLDecoder loses the good elements of a top-level Failable array`() throws {
    let payload: Payload = [["id": 1], ["id": "two"], ["id": 3]]
    let (items, digest) = try Format.xml.decodeReporting([Failable<Item>].self, from: payload)
    #expect(items.map(\.value) == [nil, nil, nil])
    #expect(digest?.paths == ["0/0", "1/1", "2/2"])
  }

  @Test func `XML has no null, so an empty element for an optional number is reported as null`()
    throws
  {
    let (model, digest) = try Format.xml.decodeReporting(Amount.self, from: ["value": nil])
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .recovered(wasReported: true))
    #expect(DecodingErrorKind(model.$value.error) == .valueNotFound)
    #expect(digest?.paths == ["value"])
    #expect(digest?.recoveryPaths == ["value"])
    #expect(digest?.messages == ["Expected `Int` but found null instead"])
  }

  @Test func `XML has no null, so an empty element is an empty string`() throws {
    let (model, digest) = try Format.xml.decodeReporting(Label.self, from: ["name": nil])
    #expect(model.name == "")
    #expect(model.$name.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test func `XML has no null, so an empty enum element is the novel value ""`() throws {
    let (model, reported) = try Format.xml.decodeReporting(
      Status.self, from: ["name": "build", "state": nil])
    #expect(model.state == .unknown)
    #expect(model.$state.outcomeKind == .recovered(wasReported: true))
    let error = try #require(model.$state.error as? UnknownNovelValueError)
    #expect(error.novelValue as? String == "")
    let digest = try #require(reported)
    #expect(digest.paths == ["state"])
    #expect(digest.messages == [#"Unknown novel value, a string of 0 characters, for `State`"#])
  }

  @Test func `XML has no null, so an empty element for an array is one null element, dropped`()
    throws
  {
    let (model, digest) = try Format.xml.decodeReporting(Numbers.self, from: ["values": nil])
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .recovered(wasReported: false))
    #expect(model.$values.errors.map(DecodingErrorKind.init) == [.valueNotFound])
    #expect(digest?.paths == ["values/Index 0"])
    #expect(digest?.messages == ["Expected `Int` but found null instead"])
  }

  @Test func `XMLEncoder leaves out nil and empty arrays, which decode as missing keys, silently`()
    throws
  {
    struct Blank: Encodable {
      var value: Int?
      var values: [Int] = []
      var optionalValues: [Int]?
    }
    let data = try XMLEncoder().encode(Blank(), withRootKey: "payload")
    #expect(String(decoding: data, as: UTF8.self) == "<payload />")
    let (model, digest) = try Format.xml.decodeReporting(Optionals.self, from: data)
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .keyNotFound)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .keyNotFound)
    #expect(model.optionalValues == nil)
    #expect(model.$optionalValues.outcomeKind == .keyNotFound)
    #expect(digest == nil)
  }

  /// A plain `[String: Int]` cannot decode this at all: XMLDecoder throws a type mismatch.
  @Test func `XMLEncoder writes an empty dictionary as an empty element, read as an empty key`()
    throws
  {
    struct Blank: Encodable {
      var counts: [String: Int] = [:]
    }
    let data = try XMLEncoder().encode(Blank(), withRootKey: "payload")
    #expect(String(decoding: data, as: UTF8.self) == "<payload><counts /></payload>")
    let (model, digest) = try Format.xml.decodeReporting(Counts.self, from: data)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == .recovered(wasReported: false))
    #expect(model.$counts.errors.map(DecodingErrorKind.init) == [.typeMismatch])
    #expect(digest?.entries.map(\.codingPath) == [["counts", ""]])
    #expect(digest?.paths == ["counts/"])
    // XMLCoder's words for what it found are not repeated, and the empty key holds no value.
    #expect(digest?.messages == ["Expected `Int`"])
  }

  @Test func `XML has no types, so a lone element is an array of one`() throws {
    let (model, digest) = try Format.xml.decodeReporting(Numbers.self, from: ["values": 5])
    #expect(model.values == [5])
    #expect(model.$values.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test func `XML has no types, so a lone text for an array is a bad element, not a bad array`()
    throws
  {
    let (model, digest) = try Format.xml.decodeReporting(Numbers.self, from: ["values": "many"])
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .recovered(wasReported: false))
    #expect(model.$values.errors.map(DecodingErrorKind.init) == [.typeMismatch])
    #expect(digest?.paths == ["values/Index 0"])
    #expect(digest?.recoveryPaths == ["values/Index 0"])
  }

  static let elementsAndStrings: [(Payload, String)] = [("5", "5"), (["first": "Ada"], "")]

  @Test(arguments: elementsAndStrings)
  func `XMLDecoder reads any element as a string, so a string optional does not recover`(
    name: Payload,
    string: String
  ) throws {
    let (model, digest) = try Format.xml.decodeReporting(Label.self, from: ["name": name])
    #expect(model.name == string)
    #expect(model.$name.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test func `XML names cannot start with a digit, so an integer key does not parse`() {
    let error = #expect(throws: (any Error).self) {
      try Format.xml.decodeReporting(Names.self, from: ["byID": ["1": "one"]])
    }
    #expect((error as? NSError)?.domain == "NSXMLParserErrorDomain")
    // libxml2's XML_ERR_NAME_REQUIRED, raised at `<1>`.
    #expect((error as? NSError)?.code == 68)
  }

  @Test func `XML names cannot be integers, so an integer-keyed dictionary drops every entry`()
    throws
  {
    let (model, digest) = try Format.xml.decodeReporting(
      Names.self, from: ["byID": ["x": "bad", "one": "1"]])
    #expect(model.byID == [:])
    #expect(model.$byID.outcomeKind == .recovered(wasReported: false))
    #expect(digest?.paths == ["byID/one", "byID/x"])
    #expect(
      digest?.messages == [
        #"Expected a key convertible to `Int` but found a string of 3 characters instead"#,
        #"Expected a key convertible to `Int` but found a string of 1 character instead"#,
      ])
  }

  @Test func `XMLDecoder spells an array index as its number, twice`() throws {
    let (_, reported) = try Format.xml.decodeReporting(
      Inventory.self, from: ["items": [["id": 1], ["id": "two"]]])
    let entry = try #require(reported?.entries.first)
    guard case .typeMismatch(_, let context)? = entry.error as? DecodingError else {
      Issue.record("Expected a type mismatch, got \(entry.error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["items", "1", "1", "id"])
    #expect(context.codingPath.map(\.intValue) == [nil, 1, 1, nil])
  }

  @Test func `a resilient array reads every repeated element, as a plain array does`() throws {
    let payload: Payload = ["values": [1, 2, 3]]
    let (plain, _) = try Format.xml.decodeReporting(PlainNumbers.self, from: payload)
    #expect(plain.values == [1, 2, 3])
    let (resilient, digest) = try Format.xml.decodeReporting(Numbers.self, from: payload)
    #expect(digest == nil)
    #expect(resilient.values == [1, 2, 3])
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// What `YAMLDecoder` expresses differently; the shared behaviour is in `SharedBehaviourTests`.
struct YAMLDecoderTests {
  @Test(arguments: ["~", "null", "Null", "NULL", ""])
  func `YAML spells null as a tilde, null or nothing, all silent`(spelling: String) throws {
    let yaml = """
      value: \(spelling)
      values: \(spelling)
      optionalValues: \(spelling)
      counts: \(spelling)
      """
    let (model, digest) = try Format.yaml.decodeReporting(Optionals.self, from: Data(yaml.utf8))
    #expect(model.value == nil)
    #expect(model.$value.outcomeKind == .valueWasNil)
    #expect(model.values == [])
    #expect(model.$values.outcomeKind == .valueWasNil)
    #expect(model.optionalValues == nil)
    #expect(model.$optionalValues.outcomeKind == .valueWasNil)
    #expect(model.counts == [:])
    #expect(model.$counts.outcomeKind == .valueWasNil)
    #expect(digest == nil)
  }

  @Test(arguments: ["5", "true", "2.5"])
  func `YAMLDecoder reads any scalar as a string, so a string optional does not recover`(
    scalar: String
  ) throws {
    let (model, digest) = try Format.yaml.decodeReporting(
      Label.self, from: Data("name: \(scalar)\n".utf8))
    #expect(model.name == scalar)
    #expect(model.$name.outcomeKind == .decodedSuccessfully)
    #expect(digest == nil)
  }

  @Test func `YAMLDecoder spells an array index as Index N`() throws {
    let (_, reported) = try Format.yaml.decodeReporting(Numbers.self, from: ["values": [1, "two"]])
    let entry = try #require(reported?.entries.first)
    guard case .typeMismatch(_, let context)? = entry.error as? DecodingError else {
      Issue.record("Expected a type mismatch, got \(entry.error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["values", "Index 1"])
    #expect(context.codingPath.map(\.intValue) == [nil, 1])
    #expect(entry.codingPath == ["values", 1])
  }

  @Test func `YAMLDecoder wraps a strict-mode novel value in a data corrupted error at the root`()
    throws
  {
    let error = #expect(throws: DecodingError.self) {
      try Format.yaml.decodeStrictly(Status.self, from: ["name": "build", "state": "queued"])
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("Expected a data corrupted error, got \(String(describing: error))")
      return
    }
    #expect(context.codingPath.isEmpty)
    #expect(context.debugDescription == "The given data was not valid YAML.")
    let novel = try #require(context.underlyingError as? UnknownNovelValueError)
    #expect(novel.novelValue as? String == "queued")
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTesting
import Testing

struct DriftCasesTests {
  @Test func `generates each kind of case in document order, mutating the first element`() throws {
    let cases = try DriftCases(fixture: repositoryFixture)
    #expect(
      cases.map(\.name) == [
        "added key /driftCheckAddedKey",
        "missing key /id", "null at /id", "wrong type at /id", "renamed key /id to /idRenamed",
        "missing key /name", "null at /name", "wrong type at /name", "novel string at /name",
        "renamed key /name to /nameRenamed",
        "missing key /state", "null at /state", "wrong type at /state", "novel string at /state",
        "renamed key /state to /stateRenamed",
        "missing key /tags", "null at /tags", "renamed key /tags to /tagsRenamed",
        "bad element at /tags/2",
        "null at /tags/0", "wrong type at /tags/0", "novel string at /tags/0",
      ])
  }

  @Test func `mutates every element when asked`() throws {
    let cases = try DriftCases(fixture: repositoryFixture, coverage: .everyElement)
    #expect(cases.count == 25)
    #expect(
      cases.suffix(3).map(\.name) == [
        "null at /tags/1", "wrong type at /tags/1", "novel string at /tags/1",
      ])
  }

  @Test func `generates only the kinds asked for`() throws {
    let cases = try DriftCases(fixture: repositoryFixture, kinds: [.wrongType, .badElement])
    #expect(
      cases.map(\.name) == [
        "wrong type at /id", "wrong type at /name", "wrong type at /state",
        "bad element at /tags/2", "wrong type at /tags/0",
      ])
  }

  @Test(arguments: [
    (DriftCase.Kind.missingKey, "/id", #"{"name":"swift","state":"open","tags":["a","b"]}"#),
    (.nullValue, "/id", #"{"id":null,"name":"swift","state":"open","tags":["a","b"]}"#),
    (.wrongType, "/id", #"{"id":"1","name":"swift","state":"open","tags":["a","b"]}"#),
    (.wrongType, "/name", #"{"id":1,"name":0,"state":"open","tags":["a","b"]}"#),
    (
      .novelString, "/state",
      #"{"id":1,"name":"swift","state":"driftCheckNovelValue","tags":["a","b"]}"#
    ),
    (.renamedKey, "/id", #"{"idRenamed":1,"name":"swift","state":"open","tags":["a","b"]}"#),
    (
      .addedKey, "/driftCheckAddedKey",
      #"{"driftCheckAddedKey":"added by the drift check","id":1,"name":"swift","state":"open","tags":["a","b"]}"#
    ),
    (.badElement, "/tags/2", #"{"id":1,"name":"swift","state":"open","tags":["a","b",{}]}"#),
  ])
  func `writes the mutated payload`(kind: DriftCase.Kind, pointer: String, payload: String) throws {
    let driftCase = try #require(
      DriftCases(fixture: repositoryFixture).first { $0.kind == kind && $0.jsonPointer == pointer })
    #expect(String(decoding: driftCase.payload, as: UTF8.self) == payload)
  }

  @Test func `adds a string as the bad element of an array of objects`() throws {
    let cases = try DriftCases(
      fixture: Data(#"{"items": [{"a": true}]}"#.utf8), kinds: [.badElement])
    #expect(cases.map(\.name) == ["bad element at /items/1"])
    #expect(
      String(decoding: try #require(cases.first).payload, as: UTF8.self)
        == #"{"items":[{"a":true},"bad element"]}"#)
  }

  @Test func `picks an added key that the object does not have`() throws {
    let cases = try DriftCases(
      fixture: Data(#"{"driftCheckAddedKey": 1, "id": 2, "idRenamed": 3}"#.utf8),
      kinds: [.addedKey, .renamedKey])
    #expect(
      cases.map(\.name) == [
        "added key /driftCheckAddedKey2",
        "renamed key /driftCheckAddedKey to /driftCheckAddedKeyRenamed",
        "renamed key /id to /idRenamed2", "renamed key /idRenamed to /idRenamedRenamed",
      ])
  }

  @Test func `rejects a fixture that is not JSON`() {
    #expect(throws: DecodingError.self) { try DriftCases(fixture: Data("{".utf8)) }
  }
}

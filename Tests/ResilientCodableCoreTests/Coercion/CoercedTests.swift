import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// `@Coerced`: scalar coercion for one property, whatever the decode says.
struct CoercedTests {
  struct Repository: Codable, Equatable {
    @Coerced var id: Int
    @Coerced var stars: Int?
    @Coerced var topicIDs: [Int]
    @Coerced var isPublic: Bool
    @Coerced var scores: [String: Double]
    var name: String
  }

  @Test func `converts the property's scalars without the decode's setting`() throws {
    let json = """
      {"id": "42", "stars": "1.5", "topicIDs": ["1", 2, "x"], "isPublic": "yes",
       "scores": {"a": "0.5", "b": 2}, "name": "swift"}
      """
    let (repository, digest) = try decode(Repository.self, json)
    #expect(repository.id == 42)
    #expect(repository.stars == nil)
    #expect(repository.topicIDs == [1, 2])
    #expect(repository.isPublic)
    #expect(repository.scores == ["a": 0.5, "b": 2])
    #expect(
      digest.recoveryPaths == [
        "id", "stars", "topicIDs/Index 0", "topicIDs/Index 2", "isPublic", "scores/a",
      ])
    #expect(
      digest?.entries.map(\.action) == [
        .coercedValue, .setToNil, .coercedValue, .droppedElement(index: 2), .coercedValue,
        .coercedValue,
      ])
    #expect(OutcomeKind(repository.$id.outcome) == .recovered(wasReported: true))
  }

  @Test func `decodes clean values as they are, reporting nothing`() throws {
    let json = """
      {"id": 1, "stars": 3, "topicIDs": [4], "isPublic": false, "scores": {}, "name": "a"}
      """
    let (repository, digest) = try decode(Repository.self, json)
    #expect(repository.id == 1)
    #expect(repository.stars == 3)
    #expect(digest == nil)
    #expect(OutcomeKind(repository.$id.outcome) == .decodedSuccessfully)
  }

  @Test func `a plain scalar that does not convert or is missing throws as plain decoding`() {
    #expect(throws: DecodingError.self) {
      try decode(Repository.self, #"{"id": "x", "isPublic": true, "name": "a"}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(Repository.self, #"{"isPublic": true, "name": "a"}"#)
    }
  }

  @Test func `an optional or a collection that is missing stays silent and is not written`() throws
  {
    let (repository, digest) = try decode(
      Repository.self, #"{"id": 1, "isPublic": "0", "name": "a"}"#)
    #expect(repository.stars == nil)
    #expect(repository.topicIDs == [])
    #expect(repository.isPublic == false)
    #expect(digest.recoveryPaths == ["isPublic"])
    #expect(try encode(repository) == #"{"id":1,"isPublic":false,"name":"a"}"#)
  }

  @Test func `wins over a decode that turns coercion off`() throws {
    let (repository, _) = try decode(
      Repository.self, #"{"id": "7", "isPublic": true, "name": "a"}"#
    ) { decoder in
      decoder.userInfo.resilientDecodingOptions.coercesScalars = false
    }
    #expect(repository.id == 7)
  }

  @Test func `writes the declared type, or what the payload sent when preserving`() throws {
    let json = #"{"id": "42", "stars": "9", "isPublic": 1, "name": "a"}"#
    let (plain, _) = try decode(Repository.self, json)
    #expect(try encode(plain) == #"{"id":42,"isPublic":true,"name":"a","stars":9}"#)
    let (preserved, _) = try decode(Repository.self, json) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(try encode(preserved) == #"{"id":"42","isPublic":1,"name":"a","stars":"9"}"#)
    var changed = preserved
    changed.id = 43
    #expect(try encode(changed) == #"{"id":43,"isPublic":1,"name":"a","stars":"9"}"#)
  }

  @Test func `decodes on its own and throws in strict mode`() throws {
    let (ids, digest) = try decode(Coerced<[Int8]>.self, #"["1", "200", 3]"#)
    #expect(ids.wrappedValue == [1, 3])
    #expect(digest?.entries.map(\.action) == [.coercedValue, .droppedElement(index: 1)])
    let (single, _) = try decode(Coerced<UInt>.self, #""5""#)
    #expect(single.wrappedValue == 5)
    #expect(throws: DecodingError.self) {
      try decode(Repository.self, #"{"id": "1", "isPublic": true, "name": "a"}"#, strict: true)
    }
  }
}

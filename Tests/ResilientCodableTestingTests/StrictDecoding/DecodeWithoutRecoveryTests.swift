import Foundation
import ResilientCodable
import ResilientCodableTesting
import Testing

struct DecodeWithoutRecoveryTests {
  @Test func `returns the value of a fixture that decodes with no recovery`() throws {
    let repository = try JSONDecoder().decodeWithoutRecovery(
      ResilientRepository.self, from: repositoryFixture)
    #expect(repository.id == 1)
    #expect(repository.tags == ["a", "b"])
  }

  @Test func `lists every recovery of a fixture that needed some`() throws {
    let fixture = Data(#"{"id": 1, "name": 7, "state": "archived", "tags": ["a", 2]}"#.utf8)
    let error = try #require(throws: UnexpectedRecoveryError.self) {
      try JSONDecoder().decodeWithoutRecovery(ResilientRepository.self, from: fixture)
    }
    #expect(error.digest.recoveryCount == 3)
    #expect(
      error.description == """
        decoding ResilientRepository reported 3 entries, expected none:
        - /name typeMismatch: Expected `String` but found a number instead (set name to nil)
        - /state unknownNovelValue: Unknown novel value, a string of 8 characters, for \
        `RepositoryState` (used the fallback for state)
        - /tags/1 typeMismatch: Expected `String` but found a number instead (dropped tags[1])
        """)
  }

  @Test func `counts unknown keys when the policy reports them`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let fixture = Data(#"{"id": 1, "state": "open", "tags": [], "stars": 3}"#.utf8)
    let error = try #require(throws: UnexpectedRecoveryError.self) {
      try decoder.decodeWithoutRecovery(ResilientRepository.self, from: fixture)
    }
    #expect(
      error.description == """
        decoding ResilientRepository reported 1 entry, expected none:
        - /stars unknownKey: Unknown key `stars` (found stars, which no model reads)
        """)
  }

  @Test func `throws what decoding throws`() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decodeWithoutRecovery(ResilientRepository.self, from: Data("{}".utf8))
    }
  }
}

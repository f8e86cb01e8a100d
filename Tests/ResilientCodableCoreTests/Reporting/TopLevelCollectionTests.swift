import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct TopLevelCollectionTests {
  @Test func `a top-level array decodes resiliently in one call`() throws {
    let (states, digest) = try JSONDecoder().decodeResilient(
      [State].self, from: Data(#"["open", 1, "closed", "queued"]"#.utf8))
    #expect(states == [.open, .closed])
    #expect(digest.paths == ["Index 1", "Index 3"])
    #expect(
      digest?.entries.map(\.action) == [.droppedElement(index: 1), .droppedElement(index: 3)])
  }

  @Test func `a top-level dictionary and set decode resiliently too`() throws {
    let (scores, scoreDigest) = try JSONDecoder().decodeResilient(
      [String: Int].self, from: Data(#"{"a": 1, "b": "x"}"#.utf8))
    #expect(scores == ["a": 1])
    #expect(scoreDigest.paths == ["b"])
    let (tags, tagDigest) = try JSONDecoder().decodeResilient(
      Set<String>.self, from: Data(#"["a", 2, "a"]"#.utf8))
    #expect(tags == ["a"])
    #expect(tagDigest.paths == ["Index 1"])
  }

  @Test func `the completeness limit of the top-level collection goes under the empty path`() {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.completenessLimitsByPath = [
      "": CompletenessLimit.droppedAtMost(1)
    ]
    #expect(throws: DecodingError.self) {
      try decoder.decodeResilient([Int].self, from: Data(#"[1, "a", "b"]"#.utf8))
    }
  }
}

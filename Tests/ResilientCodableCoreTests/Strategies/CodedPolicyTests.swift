import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// A post without an id, or with a null one, is no post: its feed drops it.
enum RequiredInFeed: CodingPreset {
  static let policy = ValuePolicy(missing: .dropElement, null: .dropElement)
}

/// A title that is not a string fails the whole decode.
enum StrictTitle: CodingPreset {
  static let policy = ValuePolicy(invalid: .fail)
}

/// A missing key is reported; a bad value is `nil`, and not reported.
enum WatchedTags: CodingPreset {
  static let policy = ValuePolicy(missing: .useEmpty.reported, invalid: .useEmpty.silent)
}

typealias RequiredInFeedValue<Value: ResilientlyDecodable> = Coded<RequiredInFeed, Value>

/// One property's policy for a missing key, `null` and an invalid value: a `Coded` preset that
/// only gives a policy.
struct CodedPolicyTests {
  struct Post: Codable, Equatable {
    @RequiredInFeedValue var id: String?
    @Coded<StrictTitle, String?> var title: String?
    @Coded<WatchedTags, [String]> var tags: [String]
  }

  struct Feed: Codable {
    @Resilient var posts: [Post]
  }

  @Test func `drops the element whose required value is missing or null`() throws {
    let json = """
      {"posts": [{"id": "1", "tags": []}, {"tags": []}, {"id": null, "tags": []},
                 {"id": "4", "tags": []}]}
      """
    let (feed, digest) = try decode(Feed.self, json)
    #expect(feed.posts.map(\.id) == ["1", "4"])
    #expect(digest.paths == ["posts/Index 1/id", "posts/Index 2/id"])
    #expect(digest.recoveryPaths == ["posts/Index 1", "posts/Index 2"])
    #expect(digest?.entries.map(\.category) == [.keyNotFound, .valueWasNil])
    #expect(
      digest?.entries.map(\.action) == [.droppedElement(index: 1), .droppedElement(index: 2)])
  }

  @Test func `fails the whole decode for an invalid value whose policy says so`() {
    let json = #"{"posts": [{"id": "1", "title": 7, "tags": []}]}"#
    #expect {
      try decode(Feed.self, json)
    } throws: { error in
      guard let required = error as? RequiredValueError,
        case DecodingError.typeMismatch(_, let context) = required.underlyingError
      else { return false }
      return context.codingPath.map(\.stringValue) == ["posts", "Index 0", "title"]
    }
  }

  @Test func `no Failable recovers from a value its policy requires`() {
    #expect(throws: RequiredValueError.self) {
      try decode([Failable<Post>].self, #"[{"id": "1", "title": [], "tags": []}]"#)
    }
  }

  @Test func `reports a missing key and hides an invalid value, as the policy says`() throws {
    let (post, digest) = try decode(Post.self, #"{"id": "1"}"#)
    #expect(post.tags == [])
    #expect(digest.paths == ["tags"])
    #expect(digest?.entries.map(\.category) == [.keyNotFound])
    #expect(digest?.entries.map(\.action) == [.setToEmpty])

    let (invalid, silent) = try decode(Post.self, #"{"id": "1", "tags": "swift"}"#)
    #expect(invalid.tags == [])
    #expect(OutcomeKind(invalid.$tags.outcome) == .recovered(wasReported: true))
    #expect(silent == nil)
  }

  @Test func `without a response of its own, a case is what the value's kind does`() throws {
    // `title` answers only an invalid value: its missing key and null are silent.
    let (post, digest) = try decode(Post.self, #"{"id": "1", "title": null, "tags": ["a", 2]}"#)
    #expect(post.title == nil)
    #expect(post.tags == ["a"])
    #expect(digest.paths == ["tags/Index 1"])
  }

  @Test func `writes back what it decoded as Resilient does`() throws {
    let json = #"{"id": "1", "title": null, "tags": ["a"]}"#
    let (post, _) = try decode(Post.self, json)
    #expect(try encode(post) == #"{"id":"1","tags":["a"],"title":null}"#)
  }

  @Test func `decodes at the top level with the same responses`() throws {
    #expect(throws: DecodingError.self) {
      try decode(RequiredInFeedValue<String?>.self, "null")
    }
    let (value, _) = try decode(RequiredInFeedValue<String?>.self, #""7""#)
    #expect(value.wrappedValue == "7")
    #expect(throws: RequiredValueError.self) {
      try decode(Coded<StrictTitle, String?>.self, "[]")
    }
  }
}

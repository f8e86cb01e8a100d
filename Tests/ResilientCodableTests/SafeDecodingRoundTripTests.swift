import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

@SafeDecoding(preservingUnknownKeys: true)
struct UserProfile: Codable, Hashable {
  enum Theme: String, Codable, ResilientRawRepresentable {
    case light, dark, unknown
    static var decodingFallback: Theme { .unknown }
  }

  let id: Int
  var name: String?
  var tags: [String]
  var scores: [String: Int]?
  var rating = 0
  @Resilient var theme: Theme
  let kind = "profile"
}

@SafeDecoding(preservingUnknownKeys: true)
final class Account: Codable {
  var owner: String
  var limits: Set<Int>
}

@SafeDecoding
struct Playlist: Codable {
  var title: String
  var trackIDs: [Int]
}

/// ``Playlist`` through a wrapper.
struct WrapperPlaylist: Codable {
  var title: String
  @Resilient var trackIDs: [Int]
}

@SafeDecoding
struct Feed {
  @RequireCompleteness(.droppedAtMost(percent: 25))
  var items: [Int]
  @RequireCompleteness(.droppedAtMost(1))
  @Resilient var labels: [String: String]?
  var notes: [String]
}

/// An optional raw-value enum, decoded by the macro and by the wrapper.
@SafeDecoding
struct ThemeChoice: Codable {
  var generated: UserProfile.Theme?
  @Resilient var wrapped: UserProfile.Theme?
}

struct SafeDecodingRoundTripTests {
  private func decodePreserving<Value: Decodable>(_ type: Value.Type, _ json: String) throws
    -> Value
  {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    return try decoder.decode(type, from: Data(json.utf8))
  }

  @Test func `a top-level array in its wrapper writes its dropped elements back in place`()
    throws
  {
    let json = #"[{"title":"a","trackIDs":[1,"x"]},7,{"title":"b","trackIDs":[]},null]"#
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    let data = Data(json.utf8)
    let (wrapper, wrapperDigest) = try decoder.decode(
      Resilient<[WrapperPlaylist]>.self, from: data, reportResilientDecodingErrors: true)
    let (macro, macroDigest) = try decoder.decode(
      Resilient<[Playlist]>.self, from: data, reportResilientDecodingErrors: true)
    #expect(wrapper.wrappedValue.map(\.trackIDs) == [[1], []])
    #expect(macro.wrappedValue.map(\.trackIDs) == [[1], []])
    #expect(wrapperDigest?.entries.map(\.jsonPointer) == ["/0/trackIDs/1", "/1", "/3"])
    #expect(macroDigest.entrySummaries == wrapperDigest.entrySummaries)
    #expect(try encode(wrapper) == json)
    #expect(try encode(macro) == json)
    // The plain value holds only what decoded.
    let (plain, _) = try decoder.decodeResilient([Playlist].self, from: data)
    #expect(try encode(plain) == #"[{"title":"a","trackIDs":[1,"x"]},{"title":"b","trackIDs":[]}]"#)
  }

  @Test func `keeps the keys the model does not declare and writes them back`() throws {
    let json = #"""
      {"id": 1, "name": "Ada", "tags": ["a"], "theme": "dark", "kind": "x",
       "avatar": {"url": "https://a", "size": [64, 64]}, "beta": true}
      """#
    let (profile, digest) = try decode(UserProfile.self, json)
    #expect(digest == nil)
    #expect(
      profile.preservedData.unknownKeys == [
        "avatar": ["url": "https://a", "size": [64, 64]], "beta": true,
      ])
    #expect(
      try encode(profile)
        == #"{"avatar":{"size":[64,64],"url":"https:\/\/a"},"beta":true,"id":1,"kind":"profile","name":"Ada","rating":0,"tags":["a"],"theme":"dark"}"#
    )
  }

  @Test func `writes back what the properties dropped or replaced, with preservation on`() throws {
    let json = #"""
      {"id": 2, "name": 7, "tags": ["a", 1, "b"], "scores": {"x": 1, "y": "high"},
       "rating": "five", "theme": "sepia", "extra": null}
      """#
    let profile = try decodePreserving(UserProfile.self, json)
    #expect(profile.name == nil)
    #expect(profile.tags == ["a", "b"])
    #expect(profile.scores == ["x": 1])
    #expect(profile.rating == 0)
    #expect(profile.theme == .unknown)
    // An initial value that replaced bad data is not preserved: `rating` encodes as 0.
    #expect(
      try encode(profile)
        == #"{"extra":null,"id":2,"kind":"profile","name":7,"rating":0,"scores":{"x":1,"y":"high"},"tags":["a",1,"b"],"theme":"sepia"}"#
    )
  }

  @Test func `forgets a replaced value once the app changes the property`() throws {
    var profile = try decodePreserving(
      UserProfile.self, #"{"id": 3, "name": 7, "tags": "none", "theme": "light"}"#)
    profile.name = "Grace"
    profile.tags = ["new"]
    #expect(
      try encode(profile)
        == #"{"id":3,"kind":"profile","name":"Grace","rating":0,"tags":["new"],"theme":"light"}"#)
  }

  @Test func `leaves missing keys out and writes null back, with preservation on`() throws {
    let profile = try decodePreserving(
      UserProfile.self, #"{"id": 4, "tags": null, "scores": null}"#)
    #expect(profile.tags == [])
    #expect(
      try encode(profile)
        == #"{"id":4,"kind":"profile","rating":0,"scores":null,"tags":null}"#)
  }

  @Test func `a Codable model writes back what its collections dropped, without unknown keys`()
    throws
  {
    var playlist = try decodePreserving(
      Playlist.self, #"{"title": "Mix", "trackIDs": [1, "two", 3], "owner": "x"}"#)
    #expect(playlist.trackIDs == [1, 3])
    #expect(playlist.preservedData.unknownKeys.isEmpty)
    playlist.trackIDs.append(4)
    #expect(try encode(playlist) == #"{"title":"Mix","trackIDs":[1,"two",3,4]}"#)
    let (plain, _) = try decode(Playlist.self, #"{"title": "Mix", "trackIDs": [1, "two"]}"#)
    #expect(try encode(plain) == #"{"title":"Mix","trackIDs":[1]}"#)
  }

  @Test func `a class keeps its unknown keys`() throws {
    let account = try decodePreserving(
      Account.self, #"{"owner": "o", "limits": [1, "2"], "plan": "pro"}"#)
    #expect(account.limits == [1])
    #expect(try encode(account) == #"{"limits":[1,"2"],"owner":"o","plan":"pro"}"#)
  }

  @Test func `preserved data takes no part in synthesized equality and hashing`() throws {
    let (withExtra, _) = try decode(
      UserProfile.self, #"{"id": 5, "tags": [], "theme": "dark", "x": 1}"#)
    let (without, _) = try decode(UserProfile.self, #"{"id": 5, "tags": [], "theme": "dark"}"#)
    #expect(withExtra.preservedData.unknownKeys == ["x": 1])
    #expect(without.preservedData.unknownKeys.isEmpty)
    #expect(withExtra == without)
    #expect(withExtra.hashValue == without.hashValue)
    #expect(Set([withExtra, without]).count == 1)
  }

  @Test func `a property's completeness limit fails the decode`() throws {
    #expect(throws: DecodingError.self) {
      try decode(Feed.self, #"{"items": [1, "x", 3], "notes": []}"#)
    }
    do {
      _ = try decode(Feed.self, #"{"items": [1, "x", 3], "notes": []}"#)
    } catch DecodingError.dataCorrupted(let context) {
      #expect(CodingPath(context.codingPath) == ["items"])
      #expect(
        context.debugDescription
          == "1 of 3 elements was dropped, more than the limit of at most 25% dropped")
    }
    let (feed, digest) = try decode(
      Feed.self, #"{"items": [1, 2, 3, "x"], "labels": {"a": "b", "c": 1}, "notes": [1, 2]}"#)
    #expect(feed.items == [1, 2, 3])
    #expect(feed.labels == ["a": "b"])
    #expect(feed.notes == [])
    #expect(
      digest.recoveryPaths == ["items/Index 3", "labels/c", "notes/Index 0", "notes/Index 1"])
    #expect(throws: DecodingError.self) {
      try decode(Feed.self, #"{"items": [], "labels": {"a": 1, "c": 1}, "notes": []}"#)
    }
  }

  @Test func `an optional enum writes back what it replaced, through the macro as the wrapper`()
    throws
  {
    let cases = [
      // A novel value is written back with or without preservation.
      (
        #"{"generated":"duplicate","wrapped":"duplicate"}"#, false,
        #"{"generated":"duplicate","wrapped":"duplicate"}"#
      ),
      (
        #"{"generated":"duplicate","wrapped":"duplicate"}"#, true,
        #"{"generated":"duplicate","wrapped":"duplicate"}"#
      ),
      // A value of the wrong type is written back only with preservation.
      (#"{"generated":7,"wrapped":7}"#, true, #"{"generated":7,"wrapped":7}"#),
      (#"{"generated":7,"wrapped":7}"#, false, #"{"generated":"unknown","wrapped":"unknown"}"#),
    ]
    for (json, preserving, written) in cases {
      let choice =
        preserving
        ? try decodePreserving(ThemeChoice.self, json) : try decode(ThemeChoice.self, json).0
      #expect(choice.generated == .unknown)
      #expect(choice.wrapped == .unknown)
      let output = try encode(choice)
      #expect(output == written)
    }
    var changed = try decodePreserving(ThemeChoice.self, cases[0].0)
    changed.generated = .dark
    changed.wrapped = .dark
    let output = try encode(changed)
    #expect(output == #"{"generated":"dark","wrapped":"dark"}"#)
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A post of a feed, whose kinds are subclasses; it keeps the keys that no class of the
/// hierarchy reads.
@SafeDecoding(preservingUnknownKeys: true)
class FeedPost: Codable {
  let id: Int
  var tags: [String]
}

/// A photo post, which adds its own properties to the post's.
@SafeDecoding
class PhotoPost: FeedPost {
  var url: String
  var width: Int?
}

/// A photo post with a caption: a third level.
@SafeDecoding
final class CaptionedPhoto: PhotoPost {
  var caption = ""
}

/// A vehicle whose subclass keeps the unknown keys, though it does not.
@SafeDecoding
class Vehicle: Codable {
  var wheels: Int
}

/// A truck, which keeps the keys that neither it nor a vehicle reads.
@SafeDecoding(preservingUnknownKeys: true)
final class Truck: Vehicle {
  var load: Int
}

/// The owner of an asset, which only decodes.
struct AssetOwner: Decodable, Equatable {
  /// The owner's name.
  let name: String
}

/// A hierarchy that only decodes, with properties of types that do not encode either: the
/// subclass compiles, although it cannot know that its superclass is not `Encodable`.
@SafeDecoding
class OwnedAsset {
  let owner: AssetOwner
}

/// A subclass in a hierarchy that only decodes.
@SafeDecoding
final class OwnedMovie: OwnedAsset {
  let director: AssetOwner?
  var cast: [AssetOwner]
}

/// The state of a listing, which takes its fallback for a state it does not know.
enum ListingState: String, Codable, Equatable, ResilientRawRepresentable {
  case open, sold, unknown
  static var decodingFallback: ListingState { .unknown }
}

/// The dimensions of a listing, flattened into its object.
struct ListingSize: Codable, Equatable {
  var width: Int
  var height: Int
}

/// The root of a listing hierarchy, which adds nothing of its own.
@SafeDecoding
class Listing: Codable {
  var id: Int
}

/// A listing with a property of every kind a subclass encodes: wrapped, resilient, by type,
/// plain, written as `null`, flattened and ignored when empty.
@SafeDecoding
final class HouseListing: Listing {
  @Resilient var note: Int?
  @Resilient var photos: [String]
  var state: ListingState
  var rooms: [Int]
  var agent: String?
  @EncodeNil var garden: String?
  var nickname: String? = nil
  @Flattened var size: ListingSize?
  @IgnoreEncoding(when: .empty) var notes: String
}

/// ``HouseListing`` as a class of its own, with its superclass's property.
@SafeDecoding
final class StandaloneHouseListing: Codable {
  var id: Int
  @Resilient var note: Int?
  @Resilient var photos: [String]
  var state: ListingState
  var rooms: [Int]
  var agent: String?
  @EncodeNil var garden: String?
  var nickname: String? = nil
  @Flattened var size: ListingSize?
  @IgnoreEncoding(when: .empty) var notes: String
}

struct SubclassCodingTests {
  private let photo = """
    {"id": 1, "tags": ["a", 2], "url": "https://x/1.jpg", "width": "wide", "album": "trip"}
    """

  @Test func `a subclass keeps the keys that no class of the hierarchy reads`() throws {
    let (post, digest) = try decode(PhotoPost.self, photo)
    #expect(post.id == 1)
    #expect(post.tags == ["a"])
    #expect(post.url == "https://x/1.jpg")
    #expect(post.width == nil)
    // The subclass decodes its own properties first, then calls its superclass.
    #expect(digest?.entries.map(\.jsonPointer) == ["/width", "/tags/1"])
    #expect(post.preservedData.unknownKeys == ["album": "trip"])
  }

  @Test func `a subclass encodes its superclass's properties, then its own`() throws {
    let (post, _) = try decode(PhotoPost.self, photo)
    #expect(try encode(post) == #"{"album":"trip","id":1,"tags":["a"],"url":"https:\/\/x\/1.jpg"}"#)
    let (preserved, _) = try decode(PhotoPost.self, photo) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(
      try encode(preserved)
        == #"{"album":"trip","id":1,"tags":["a",2],"url":"https:\/\/x\/1.jpg","width":"wide"}"#)
    // Through the superclass's type, the subclass's properties are still written.
    let asPost: FeedPost = post
    #expect(try encode(asPost) == encode(post))
  }

  @Test func `three levels round trip, each adding its keys`() throws {
    let json = #"{"caption":"Dusk","id":2,"kind":"photo","tags":["sky"],"url":"u","width":3}"#
    let (photo, digest) = try decode(CaptionedPhoto.self, json)
    #expect(photo.caption == "Dusk")
    #expect(photo.width == 3)
    #expect(digest == nil)
    #expect(photo.preservedData.unknownKeys == ["kind": "photo"])
    #expect(try encode(photo) == json)
  }

  @Test func `a subclass keeps unknown keys where its superclass does not`() throws {
    let (truck, _) = try decode(Truck.self, #"{"wheels": 6, "load": 3, "axles": 3}"#)
    #expect(truck.preservedData.unknownKeys == ["axles": 3])
    #expect(try encode(truck) == #"{"axles":3,"load":3,"wheels":6}"#)
    let (vehicle, _) = try decode(Vehicle.self, #"{"wheels": 4, "axles": 2}"#)
    #expect(vehicle.preservedData.unknownKeys == [:])
    #expect(try encode(vehicle) == #"{"wheels":4}"#)
  }

  @Test func `a hierarchy that only decodes decodes with types that do not encode`() throws {
    let json = #"{"owner": {"name": "Ada"}, "director": 7, "cast": [{"name": "Bo"}, 1]}"#
    let (movie, digest) = try decode(OwnedMovie.self, json)
    #expect(movie.owner == AssetOwner(name: "Ada"))
    #expect(movie.director == nil)
    #expect(movie.cast == [AssetOwner(name: "Bo")])
    #expect(digest?.entries.map(\.jsonPointer) == ["/director", "/cast/1"])
  }

  @Test(arguments: [false, true])
  func `a subclass writes every kind of property as a class of its own does`(
    preserving: Bool
  ) throws {
    let payloads = [
      // A missing wrapped optional, a dropped photo, a novel state, a dropped room.
      #"{"id": 1, "photos": ["a", 2], "state": "pending", "rooms": [3, "x"], "notes": ""}"#,
      #"{"id": 2, "note": 5, "photos": [], "state": "open", "rooms": [], "agent": "Ada", "#
        + #""garden": "roses", "nickname": "Elm", "width": 9, "height": 4, "notes": "quiet"}"#,
      #"{"id": 3, "note": null, "photos": ["b"], "state": 7, "rooms": [1], "notes": "n"}"#,
    ]
    for payload in payloads {
      let (house, houseDigest) = try decode(HouseListing.self, payload) {
        $0.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
      }
      let (standalone, standaloneDigest) = try decode(StandaloneHouseListing.self, payload) {
        $0.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
      }
      #expect(houseDigest.entrySummaries == standaloneDigest.entrySummaries)
      #expect(try encode(house) == encode(standalone))
    }
    let (house, _) = try decode(HouseListing.self, payloads[0]) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
    }
    // The payload had no `note`: the wrapper leaves its key out, as synthesized code would.
    #expect(
      try encode(house)
        == (preserving
          ? #"{"garden":null,"id":1,"photos":["a",2],"rooms":[3,"x"],"state":"pending"}"#
          : #"{"garden":null,"id":1,"photos":["a"],"rooms":[3],"state":"pending"}"#))
  }
}

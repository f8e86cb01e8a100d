import Foundation
import ResilientCodable
import ResilientCodableTestSupport

// The models the integration tests decode, one per shape the macros support.

/// Every kind of property a struct can have.
@SafeDecoding(reporter: RecordingReporter())
struct Episode: Equatable, Hashable {
  let id: Int
  let title: String?
  var tags: [String]
  var genres: Set<String>
  var ratings: [Int: Double]
  var chapters: [String]?
  var rating = 0
  var labels: [String] = ["new"]
  let kind = "episode"
  @RetryDecoding(String.self, map: { Int($0) })
  @FallbackDecoding(-1)
  var views: Int
  @FallbackDecoding("untitled") var slug: String
  @IgnoreSafeDecoding var notes: String?
  var isLive: Bool { kind == "live" }
  static let defaultRating = 3
  var watched = false {
    didSet { _ = oldValue }
  }
}

/// A final class.
@SafeDecoding
final class Channel {
  let name: String
  var episodes: [Int]
}

/// A class meant to be subclassed.
@SafeDecoding
class Asset {
  let id: Int
  var images: [String]?
}

/// A subclass of a `@SafeDecoding` class.
@SafeDecoding
final class Movie: Asset {
  let runtime: Int?
  var directors: [String]
}

/// A generic struct.
@SafeDecoding
struct Page<Item: Decodable & Equatable>: Equatable {
  let items: [Item]
  let next: Item?
}

/// Types nested in another, one of them private.
struct Catalog {
  @SafeDecoding
  struct Shelf: Equatable {
    let books: [String]
  }

  @SafeDecoding
  private struct Secret: Decodable {
    let codes: [Int]
  }

  /// Decodes the private nested type.
  static func decodeSecret(_ json: String) throws -> ([Int], ErrorDigest?) {
    let (secret, digest) = try decode(Secret.self, json)
    return (secret.codes, digest)
  }
}

/// A public type, with custom coding keys, that is also encoded.
@SafeDecoding
public struct Profile: Codable, Equatable, Sendable {
  let name: String
  var nickname: String?
  var friends: [String]

  enum CodingKeys: String, CodingKey {
    case name = "full_name"
    case nickname
    case friends
  }
}

/// A model that mixes `@Resilient` properties and properties the macro recovers.
@SafeDecoding
struct Mixed {
  @Resilient var first: [Int]
  var second: [Int]
  @Resilient var third: Int?
  var fourth: Int?
}

/// The shape synthesized `Codable` uses, and the default.
@SafeDecoding(reporter: RecordingReporter())
enum Content: Equatable, Encodable {
  case vod(id: Int, [String])
  case live(channel: String?)
  @CaseNameDecoding("ASSET/EPISODE") case episode(Int)
  case ad
  @FallbackCaseDecoding case unknown
}

/// A flat object with a discriminator.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum Block: Equatable, Codable {
  case text(body: String, links: [String])
  @CaseNameDecoding("IMAGE") case image(url: String)
  case divider
}

/// A raw-value enum by its raw value.
@SafeDecoding(decodingStrategy: .natural)
enum Quality: String, Equatable, Codable {
  case low, high
  @FallbackCaseDecoding case unknown
}

/// A payload-less enum by case name.
@SafeDecoding(decodingStrategy: .natural)
enum Direction: Equatable, Codable {
  case up
  case down
  @CaseNameDecoding("LEFT") case left
}

/// A raw-value enum that also accepts a name for one case.
@SafeDecoding(decodingStrategy: .natural)
enum StreamKind: Int, Equatable, Codable {
  @CaseNameDecoding("vd") case vod
  case bla
}

/// ``StreamKind`` in a `@SafeDecoding` model's properties.
@SafeDecoding
struct StreamKindHolder: Codable {
  var kind: StreamKind?
  var kinds: [StreamKind]
}

/// The shape synthesized `Codable` uses, without a fallback case.
@SafeDecoding
enum Media: Equatable, Codable {
  case vod(id: Int)
  case live
}

/// Associated values of every kind, by discriminator.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
enum Attachment: Equatable, Codable {
  case file(name: String, size: Int?, tags: [String])
  case link(String, title: String?)
  @CaseNameDecoding("PLACEHOLDER") case placeholder
  @FallbackCaseDecoding case unknown
}

/// A raw-value enum that `@Resilient` decodes, the wrapper twin of ``Quality``.
enum WrappedQuality: String, Codable, Equatable, CaseIterable, ResilientRawRepresentable {
  case low, high, unknown
  static var decodingFallback: Self { .unknown }
}

/// A property of each kind of enum: through the wrapper and through the macro.
@SafeDecoding
struct Rating: Equatable {
  @Resilient var wrapped: WrappedQuality
  var generated: Quality
}

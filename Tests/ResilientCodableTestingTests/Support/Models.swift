import Foundation
import ResilientCodable

// The models the drift checks run against, from fragile to resilient.

/// The fixture that most tests mutate: a number, two strings and an array.
let repositoryFixture = Data(
  #"{"id": 1, "name": "swift", "state": "open", "tags": ["a", "b"]}"#.utf8)

/// A plain `Codable` model: any drift but an added key or a new string fails it.
struct FragileRepository: Codable {
  enum State: String, Codable {
    case open, closed
  }

  var id: Int
  var state: State
}

/// A model whose hand-written `init(from:)` recovers with `try?` and reports nothing.
struct SilentRepository: Codable {
  var id: Int?
  var tags: [String]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try? container.decode(Int.self, forKey: .id)
    tags = (try? container.decode([String].self, forKey: .tags)) ?? []
  }
}

/// Where a repository stands; a state added since the app was built decodes as `unknown`.
enum RepositoryState: String, ResilientRawRepresentable, Codable {
  case open, closed, unknown
  static var decodingFallback: Self { .unknown }
}

/// A model of `@Resilient` wrappers around a required identifier.
struct ResilientRepository: Codable {
  var id: Int
  @Resilient var name: String?
  @Resilient var state: RepositoryState
  @Resilient var tags: [String]
}

/// The same model written with the `@SafeDecoding` macro.
@SafeDecoding
struct SafeRepository: Codable {
  let id: Int
  var name: String?
  @Resilient var state: RepositoryState
  var tags: [String]
}

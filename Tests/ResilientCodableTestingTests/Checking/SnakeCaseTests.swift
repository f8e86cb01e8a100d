import Foundation
import Testing

@testable import ResilientCodableTesting

struct SnakeCaseTests {
  /// The keys that a keyed container finds, whatever they are.
  private struct Keys: Decodable {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    var names: [String]

    init(from decoder: any Decoder) throws {
      names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
    }
  }

  @Test(arguments: [
    "full_name", "_leading", "trailing_", "__both__", "a__b", "URL_string", "image_24", "plain",
    "camelCase", "_", "",
  ])
  func `converts a key as JSONDecoder's convertFromSnakeCase does`(key: String) throws {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let payload = try JSONSerialization.data(withJSONObject: [key: 1])
    let converted = try decoder.decode(Keys.self, from: payload).names
    #expect(converted == [key.convertedFromSnakeCase])
  }
}

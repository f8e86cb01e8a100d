import Foundation
import ResilientCodableKeyCasing
import Testing

/// The one source of key spellings matches Foundation's key strategies, which the runtime, the
/// macros and the testing product each meet.
struct KeyCasingTests {
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
    #expect(converted == [KeyCasing.convertedFromSnakeCase(key)])
  }

  /// A value whose one key is `name`.
  private struct Named: Encodable {
    let name: String

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.Key.self)
      try container.encode(1, forKey: Keys.Key(stringValue: name))
    }
  }

  @Test(arguments: [
    "fullName", "avatarURL", "urlString", "addressLine1Check", "myURLProperty", "image24",
    "plain", "a", "isHTML", "htmlURLString",
  ])
  func `spells a lower camel case name as JSONEncoder's convertToSnakeCase does`(name: String)
    throws
  {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    let written = try JSONDecoder().decode(
      Keys.self, from: try encoder.encode(Named(name: name))
    ).names
    #expect(written == [KeyCasing.snakeCase(name)])
  }
}

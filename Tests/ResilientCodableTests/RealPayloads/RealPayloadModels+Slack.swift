import Foundation
import ResilientCodable

// MARK: - Slack: users.list

// Slack writes the sizes of a profile's images after an underscore (`image_24`), which
// `.convertFromSnakeCase` reads as `image24`, and `.convertToSnakeCase` writes back as
// `image24`. The macro model names the key (`@CodedAt("image_24")`), which it also reads as the
// decoder converted it, and writes back as the payload spelled it; a wrapper model cannot, and
// needs an encoder that spells its keys as Slack does (`slackSnakeCase`).

enum SlackPresence: String, Codable, Equatable, ResilientRawRepresentable {
  case active, away, unknown
  static var decodingFallback: Self { .unknown }
}

struct WrapperSlackProfile: Codable, Equatable {
  var realName: String
  @Resilient var displayName: String?
  @Resilient var statusEmoji: String?
  @Resilient var image24: URL?
  @Resilient var image72: URL?
  @Resilient var email: String?
}

struct WrapperSlackMember: Codable, Equatable {
  var id: String
  var teamId: String
  var name: String
  @Resilient var deleted: Bool?
  @Resilient var presence: SlackPresence?
  @Resilient var isAdmin: Bool?
  @Resilient var isBot: Bool?
  @Resilient var tzOffset: Int?
  @Resilient var profile: WrapperSlackProfile?
  @Resilient var updated: Date?
}

struct WrapperUsersList: Codable, Equatable {
  var ok: Bool
  @Resilient var members: [WrapperSlackMember]
  @Resilient var cacheTs: Int?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroSlackProfile: Codable, Equatable {
  var realName: String
  var displayName: String?
  var statusEmoji: String?
  @CodedAt("image_24") var image24: URL?
  @CodedAt("image_72") var image72: URL?
  var email: String?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroSlackMember: Codable, Equatable {
  var id: String
  var teamId: String
  var name: String
  var deleted: Bool?
  var presence: SlackPresence?
  var isAdmin: Bool?
  var isBot: Bool?
  var tzOffset: Int?
  var profile: MacroSlackProfile?
  var updated: Date?
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroUsersList: Codable, Equatable {
  var ok: Bool
  var members: [MacroSlackMember]
  var cacheTs: Int?
}

extension JSONEncoder.KeyEncodingStrategy {
  /// Snake case as Slack spells it, with an underscore before the size of an image
  /// (`image_24`): what a wrapper model needs to write back the keys that `.convertFromSnakeCase`
  /// made `image24`.
  static var slackSnakeCase: Self {
    .custom { path in
      let name = path.last?.stringValue ?? ""
      var spelled = ""
      for character in name {
        if character.isUppercase { spelled += "_" }
        spelled += character.lowercased()
      }
      if spelled.hasPrefix("image"), let size = Int(spelled.dropFirst(5)) {
        spelled = "image_\(size)"
      }
      return SlackKey(stringValue: spelled)
    }
  }
}

/// A key of a Slack payload, as `slackSnakeCase` spells it.
private struct SlackKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

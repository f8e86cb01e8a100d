import Foundation

// The models the fuzz target decodes: every kind of `@Resilient` property, `Failable` elements and
// the Foundation values that a decoder's strategies read. Each declares its coding keys in the
// order its synthesized `init(from:)` decodes them, which is the order its errors are reported in.

// MARK: - FuzzModel

/// The payload: one property of every wrapper kind, a nested model, and `Failable` elements.
struct FuzzModel: Decodable, Equatable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case count, numbers, words, tags, scores, names, colors, state, previousState, history
    case level, kind, owner, members, items, createdAt, homepage, avatar
  }

  @Resilient var count: Int?
  @Resilient var numbers: [Int]
  @Resilient var words: [String]?
  @Resilient var tags: Set<String>
  @Resilient var scores: [String: Int]
  @Resilient var names: [Int: String]?
  @Resilient var colors: [Color: Int]
  @Resilient var state: State
  @Resilient var previousState: State?
  @Resilient var history: [State]
  @Resilient var level: Level
  @Resilient var kind: Kind?
  @Resilient var owner: Owner?
  @Resilient var members: [Owner]
  var items: [Failable<Item>]?
  @Resilient var createdAt: Date?
  @Resilient var homepage: URL?
  @Resilient var avatar: Data?

  /// How each `@Resilient` property decoded, in declaration order.
  var outcomeKinds: [OutcomeKind] {
    [
      $count.outcomeKind, $numbers.outcomeKind, $words.outcomeKind, $tags.outcomeKind,
      $scores.outcomeKind, $names.outcomeKind, $colors.outcomeKind, $state.outcomeKind,
      $previousState.outcomeKind, $history.outcomeKind, $level.outcomeKind, $kind.outcomeKind,
      $owner.outcomeKind, $members.outcomeKind, $createdAt.outcomeKind, $homepage.outcomeKind,
      $avatar.outcomeKind,
    ]
  }
}

// MARK: - Owner

/// A nested model with a required property and `@Resilient` ones of its own.
struct Owner: Decodable, Equatable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case aliases, login, age, role
  }

  @Resilient var aliases: [String]
  var login: String
  @Resilient var age: Int?
  @Resilient var role: State?
}

// MARK: - Item

/// The element of a `Failable` array; its `@Resilient` property comes first, so that an item
/// that fails may already have reported an error inside itself.
struct Item: Decodable, Equatable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case note, id, name
  }

  @Resilient var note: String?
  var id: Int
  var name: String
}

// MARK: - Enums

/// An enum that servers add cases to: a novel value is an `UnknownNovelValueError` and falls back
/// to `unknown`.
enum State: String, ResilientRawRepresentable {
  case open, closed, merged, unknown

  static var decodingFallback: State { .unknown }
}

/// A frozen enum: a novel value is corrupt data, and falls back to `unknown`.
enum Level: Int, ResilientRawRepresentable {
  case unknown, low, medium, high

  static var decodingFallback: Level { .unknown }
  static var isFrozen: Bool { true }
}

/// An enum without a fallback: an optional of it is `nil` after bad data.
enum Kind: String, ResilientRawRepresentable {
  case bug, feature
}

/// A plain string-valued enum that keys a dictionary.
enum Color: String, Decodable {
  case red, green, blue
}

import Foundation

// The `@SafeDecoding` twin of `FuzzModel`: the same properties, recovered by the generated
// `init(from:)` instead of the wrappers; a non-optional enum takes its fallback as
// `@Resilient` does, written plainly. `items` decodes as synthesized code does, as in
// `FuzzModel`.

/// `FuzzModel`, decoded by the macro.
@SafeDecoding
struct MacroFuzzModel {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case count, numbers, words, tags, scores, names, colors, state, previousState, history
    case level, kind, owner, members, items, createdAt, homepage, avatar
  }

  var count: Int?
  var numbers: [Int]
  var words: [String]?
  var tags: Set<String>
  var scores: [String: Int]
  var names: [Int: String]?
  var colors: [Color: Int]
  var state: State
  var previousState: State?
  var history: [State]
  var level: Level
  var kind: Kind?
  var owner: MacroOwner?
  var members: [MacroOwner]
  @IgnoreSafeDecoding var items: [Failable<Item>]?
  var createdAt: Date?
  var homepage: URL?
  var avatar: Data?

  /// Whether the macro decoded what the wrappers decoded.
  func isEqual(to model: FuzzModel) -> Bool {
    count == model.count && numbers == model.numbers && words == model.words
      && tags == model.tags && scores == model.scores && names == model.names
      && colors == model.colors && state == model.state && previousState == model.previousState
      && history == model.history && level == model.level && kind == model.kind
      && owner.map { $0.isEqual(to: model.owner) } ?? (model.owner == nil)
      && members.count == model.members.count
      && zip(members, model.members).allSatisfy { $0.isEqual(to: $1) }
      && items == model.items && createdAt == model.createdAt && homepage == model.homepage
      && avatar == model.avatar
  }
}

/// `Owner`, decoded by the macro.
@SafeDecoding
struct MacroOwner {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case aliases, login, age, role
  }

  var aliases: [String]
  var login: String
  var age: Int?
  var role: State?

  /// Whether the macro decoded what the wrappers decoded.
  func isEqual(to owner: Owner?) -> Bool {
    guard let owner else { return false }
    return aliases == owner.aliases && login == owner.login && age == owner.age
      && role == owner.role
  }
}

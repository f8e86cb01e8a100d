extension ErrorDigest {
  /// The recoveries of one group that a digest counted past its entry limit, instead of keeping
  /// each as an ``Entry``: those recovered at one normalized path, of one category, by one kind
  /// of action.
  ///
  /// A payload of a million bad elements makes a digest of 1,000 entries (the options'
  /// ``ResilientDecodingOptions/digestEntryLimit``) and one group such as
  /// `999,000 more like /items/*: typeMismatch`.
  public struct OmittedEntries: Sendable, Hashable {
    /// What the recoveries of a group have in common: the recovery path with every index as
    /// `*`, the category and the action's name.
    struct Group: Hashable {
      /// The recovery path's steps, every index as `.index(0)`.
      let components: [CodingPath.Component]
      let category: ErrorCategory
      let actionName: String

      /// The group of a recovery at `path`.
      init(path: [CodingPath.Component], category: ErrorCategory, actionName: String) {
        components = path.map { if case .index = $0 { .index(0) } else { $0 } }
        self.category = category
        self.actionName = actionName
      }

      /// The group's hash, computed from the keys of a recovery path, `path` then the element
      /// at `index` if given, as ``components`` would hash, without building them.
      static func hash(
        of path: [any CodingKey],
        index: Int?,
        category: ErrorCategory,
        actionName: String
      ) -> Int {
        var hasher = Hasher()
        hasher.combine(path.count + (index == nil ? 0 : 1))
        for key in path {
          switch CodingPath.Component(key) {
          case .index: hasher.combine(0 as UInt8)
          case .key(let name): hasher.combine(name)
          }
        }
        if index != nil { hasher.combine(0 as UInt8) }
        hasher.combine(category)
        hasher.combine(actionName)
        return hasher.finalize()
      }

      /// The hash of the group, as ``hash(of:category:actionName:)`` computes it of keys.
      var keyHash: Int {
        var hasher = Hasher()
        hasher.combine(components.count)
        for component in components {
          switch component {
          case .index: hasher.combine(0 as UInt8)
          case .key(let name): hasher.combine(name)
          }
        }
        hasher.combine(category)
        hasher.combine(actionName)
        return hasher.finalize()
      }

      /// Whether a recovery at `path`, then the element at `index` if given, of `category`, by
      /// the action named `actionName`, is of the group.
      func contains(
        _ path: [any CodingKey],
        index: Int?,
        category: ErrorCategory,
        actionName: String
      ) -> Bool {
        guard path.count + (index == nil ? 0 : 1) == components.count,
          category == self.category, actionName == self.actionName
        else { return false }
        if index != nil, case .key = components[path.count] { return false }
        return zip(path, components).allSatisfy { key, component in
          switch (CodingPath.Component(key), component) {
          case (.index, .index): true
          case (.key(let name), .key(let other)): name == other
          default: false
          }
        }
      }
    }

    let group: Group

    /// Where the recoveries were made as the payload spells it, every index as `*`, such as
    /// `/items/*`.
    public let normalizedJSONPointer: String

    /// The recoveries' category.
    public var category: ErrorCategory { group.category }

    /// The name of the recoveries' action, as ``RecoveryAction/name`` gives it, such as
    /// `droppedElement`.
    public var actionName: String { group.actionName }

    /// How many recoveries the group counts.
    public internal(set) var count: Int
  }
}

extension ErrorDigest.OmittedEntries.Group {
  /// `jsonPointer` of a recovery in this group (as its entry spells it, whose first steps are
  /// the recovery path's) cut to the recovery path, every index as `*`.
  func normalizedJSONPointer(from jsonPointer: String) -> String {
    let tokens = jsonPointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard tokens.count >= components.count else { return jsonPointer }
    return zip(tokens, components).map { token, component in
      if case .index = component { "/*" } else { "/\(token)" }
    }.joined()
  }
}

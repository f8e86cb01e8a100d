extension ErrorDigest {
  /// The recoveries of one group that a digest counted past its entry limit, instead of keeping
  /// each as an ``Entry``: those recovered at one normalized path, of one category, by one kind
  /// of action.
  ///
  /// A payload of a million bad elements makes a digest of 1,000 entries (the options'
  /// ``ResilientDecodingOptions/digestEntryLimit``) and one group such as
  /// `999,000 more like /items/*: typeMismatch`.
  public struct OmittedEntries: Sendable, Hashable {
    /// What the recoveries of a group have in common: the recovery path with every index and
    /// every dictionary key as `*`, the category and the action's name.
    struct Group: Hashable {
      /// The recovery path's steps, every index and dictionary key as `nil`.
      let components: [String?]
      let category: ErrorCategory
      let actionName: String

      /// The group of a recovery at `path`, then at the element at `index` if given.
      init(path: [any CodingKey], index: Int?, category: ErrorCategory, actionName: String) {
        components = path.map(Self.component) + (index == nil ? [] : [nil])
        self.category = category
        self.actionName = actionName
      }

      /// `key` as a step of a group's path: `nil` for an index or a dictionary's key.
      private static func component(_ key: any CodingKey) -> String? {
        if type(of: key) == AnyCodingKey.self { return nil }
        switch CodingPath.Component(key) {
        case .index: return nil
        case .key(let name): return name
        }
      }

      /// The group's hash, computed from the keys of a recovery path, `path` then the element
      /// at `index` if given, without building its ``components``.
      static func hash(
        of path: [any CodingKey],
        index: Int?,
        category: ErrorCategory,
        actionName: String
      ) -> Int {
        var hasher = Hasher()
        hasher.combine(path.count + (index == nil ? 0 : 1))
        for key in path { hasher.combine(component(key)) }
        if index != nil { hasher.combine(nil as String?) }
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
        if index != nil, components[path.count] != nil { return false }
        return zip(path, components).allSatisfy { key, component in
          Self.component(key) == component
        }
      }
    }

    let group: Group

    /// Where the recoveries were made as the payload spells it, every index and dictionary key
    /// as `*`, such as `/items/*`.
    public let normalizedJSONPointer: String

    /// The recoveries' category.
    public var category: ErrorCategory { group.category }

    /// The name of the recoveries' action, as ``RecoveryAction/name`` gives it, such as
    /// `droppedElement`.
    public var actionName: String { group.actionName }

    /// How many recoveries the group counts.
    public internal(set) var count: Int

    /// The recovery path of the group's first recovery, by which the payload's spelling of the
    /// group's keys is found again; not part of the group's identity.
    let example: CodingPath

    init(group: Group, normalizedJSONPointer: String, count: Int, example: CodingPath) {
      self.group = group
      self.normalizedJSONPointer = normalizedJSONPointer
      self.count = count
      self.example = example
    }

    /// Whether two groups count the same recoveries: of one group, spelled alike, as many.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.group == rhs.group && lhs.normalizedJSONPointer == rhs.normalizedJSONPointer
        && lhs.count == rhs.count
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(group)
      hasher.combine(normalizedJSONPointer)
      hasher.combine(count)
    }

    /// The group with its keys spelled as `spellings`, the payload's spelling of each step of
    /// ``example``, says; a step the payload does not spell stays as it is.
    func respelled(_ spellings: [String?]) -> Self {
      let tokens = CodingPath.tokens(ofJSONPointer: normalizedJSONPointer)
      guard tokens.count == group.components.count, spellings.count == tokens.count,
        spellings.contains(where: { $0 != nil })
      else { return self }
      let components = zip(group.components, zip(spellings, tokens)).map { step, spelling in
        CodingPath.Component.key(step == nil ? "*" : spelling.0 ?? spelling.1)
      }
      return Self(
        group: group, normalizedJSONPointer: CodingPath(components).jsonPointer, count: count,
        example: example)
    }
  }
}

extension ErrorDigest.OmittedEntries.Group {
  /// `jsonPointer` of a recovery in this group (as its entry spells it, whose first steps are
  /// the recovery path's) cut to the recovery path, every index and dictionary key as `*`.
  func normalizedJSONPointer(from jsonPointer: String) -> String {
    let tokens = jsonPointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    guard tokens.count >= components.count else { return jsonPointer }
    return zip(tokens, components).map { token, component in
      component == nil ? "/*" : "/\(token)"
    }.joined()
  }
}

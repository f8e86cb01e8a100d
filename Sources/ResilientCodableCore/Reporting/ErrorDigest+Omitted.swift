extension ErrorDigest {
  /// The recoveries of one group that a digest counted past its entry limit, instead of keeping
  /// each as an ``Entry``: those at one normalized JSON Pointer, of one category, recovered by
  /// one kind of action.
  ///
  /// A payload of a million bad elements makes a digest of 1,000 entries (the options'
  /// ``ResilientDecodingOptions/digestEntryLimit``) and one group such as
  /// `999,000 more like /items/*: typeMismatch`.
  public struct OmittedEntries: Sendable, Hashable {
    /// What the recoveries of a group have in common.
    struct Group: Hashable {
      let jsonPointer: String
      let category: ErrorCategory
      let actionName: String

      /// The group of `entry`: its JSON Pointer with every index as `*`, and its category.
      init(_ entry: Entry) {
        let tokens = entry.jsonPointer.split(separator: "/", omittingEmptySubsequences: false)
          .dropFirst()
        let components = entry.codingPath.components
        jsonPointer =
          tokens.count == components.count
          ? zip(tokens, components).map { token, component in
            if case .index = component { "/*" } else { "/\(token)" }
          }.joined()
          : entry.jsonPointer
        category = entry.category
        actionName = entry.action.name
      }
    }

    let group: Group

    /// The recoveries' JSON Pointer with every index as `*`, such as `/items/*/id`.
    public var normalizedJSONPointer: String { group.jsonPointer }

    /// The recoveries' category.
    public var category: ErrorCategory { group.category }

    /// The name of the recoveries' action, as ``RecoveryAction/name`` gives it, such as
    /// `droppedElement`.
    public var actionName: String { group.actionName }

    /// How many recoveries the group counts.
    public internal(set) var count: Int
  }
}

import ResilientCodableCore

/// What tells two digest entries apart, to find those that a case's decode added to the
/// fixture's and those it lost.
struct EntryKey: Hashable {
  var jsonPointer: String
  var recoveryPath: CodingPath
  var category: ErrorCategory
  var action: RecoveryAction

  init(_ entry: ErrorDigest.Entry) {
    jsonPointer = entry.jsonPointer
    recoveryPath = entry.recoveryPath
    category = entry.category
    action = entry.action
  }

  /// The entries of `entries` that `others` has not, counting equal entries one by one.
  static func subtracting(
    _ others: [ErrorDigest.Entry], from entries: [ErrorDigest.Entry]
  ) -> [ErrorDigest.Entry] {
    var counts: [EntryKey: Int] = [:]
    for other in others { counts[EntryKey(other), default: 0] += 1 }
    return entries.filter { entry in
      let key = EntryKey(entry)
      guard let count = counts[key], count > 0 else { return true }
      counts[key] = count - 1
      return false
    }
  }
}

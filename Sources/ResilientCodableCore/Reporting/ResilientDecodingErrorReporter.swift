/// Collects the errors that resilient decoding recovered from, with their coding paths.
///
/// Install a reporter in a decoder's `userInfo`, decode, then flush its digest:
///
/// ```swift
/// let decoder = JSONDecoder()
/// let reporter = decoder.enableResilientDecodingErrorReporting()
/// let response = try decoder.decode(SearchResponse.self, from: data)
/// if let digest = reporter.flushReportedErrors() {
///   logger.warning("Recovered from bad data:\n\(digest)")
/// }
/// ```
///
/// For any other decoder, set the reporter under
/// ``Swift/CodingUserInfoKey/resilientDecodingErrorReporter``. A reporter is safe to share between
/// threads; to get one digest per payload, use one reporter per decode, as
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` does.
public final class ResilientDecodingErrorReporter: Sendable {
  private let entries = LockedValue<[ErrorDigest.Entry]>([])

  /// The reporter of the current `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)`
  /// call, which takes precedence over the decoder's `userInfo`.
  @TaskLocal static var scoped: ResilientDecodingErrorReporter?

  /// Creates a reporter with no errors.
  public init() {}

  /// Returns the errors reported since the last flush, and forgets them.
  ///
  /// - Returns: The digest of the reported errors, or `nil` if none was reported.
  public func flushReportedErrors() -> ErrorDigest? {
    let flushed = entries.withValue { entries in
      defer { entries = [] }
      return entries
    }
    return flushed.isEmpty ? nil : ErrorDigest(entries: flushed)
  }

  /// The reporter that errors decoded with `userInfo` go to, if any.
  static func active(in userInfo: [CodingUserInfoKey: Any]) -> ResilientDecodingErrorReporter? {
    scoped ?? userInfo[.resilientDecodingErrorReporter] as? ResilientDecodingErrorReporter
  }

  /// Records `error`, recovered from by `action` on the value at `recoveryPath`.
  func report(
    _ error: any Error, recoveredAt recoveryPath: [any CodingKey], by action: RecoveryAction
  ) {
    let entry = ErrorDigest.Entry(error: error, recoveredAt: recoveryPath, by: action)
    entries.withValue { $0.append(entry) }
  }

  /// A position in the reported errors, to reorder what is reported after it.
  var mark: Int { entries.withValue(\.count) }

  /// Forgets the errors reported since `mark`, which an attempt that is about to be retried
  /// reported.
  func forgetEntries(since mark: Int) {
    entries.withValue { entries in
      if mark < entries.count { entries.removeSubrange(mark...) }
    }
  }

  /// Reorders the errors reported since `mark`, which all lie inside one dictionary, by the key
  /// of the entry they lie in (at index `depth` of their recovery paths), following `keyOrder`.
  func reorderEntries(since mark: Int, byKeyAt depth: Int, in keyOrder: [String]) {
    let rank = Dictionary(
      keyOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    entries.withValue { entries in
      guard mark < entries.count else { return }
      let reordered = entries[mark...].enumerated().sorted { lhs, rhs in
        let left = lhs.element.recoveryRank(atDepth: depth, in: rank)
        let right = rhs.element.recoveryRank(atDepth: depth, in: rank)
        return left == right ? lhs.offset < rhs.offset : left < right
      }
      entries.replaceSubrange(mark..., with: reordered.map(\.element))
    }
  }
}

extension ErrorDigest.Entry {
  /// Creates the entry for `error`, recovered from by `action` at `recoveryPath`, finding the
  /// innermost path the error names.
  init(error: any Error, recoveredAt recoveryPath: [any CodingKey], by action: RecoveryAction) {
    let recovery = CodingPath(recoveryPath)
    let named: CodingPath? =
      switch error {
      case DecodingError.keyNotFound(let key, let context): CodingPath(context.codingPath + [key])
      case DecodingError.valueNotFound(_, let context),
        DecodingError.typeMismatch(_, let context),
        DecodingError.dataCorrupted(let context):
        CodingPath(context.codingPath)
      default: nil
      }
    // A decoder may name a shorter path than the one recovered at (some date strategies lose
    // the last key); the recovery path is then the most precise one known.
    let isInside = named.map { $0.components.starts(with: recovery.components) } ?? false
    self.init(
      error: error, codingPath: isInside ? named ?? recovery : recovery, recoveryPath: recovery,
      action: action)
  }

  /// Where this entry falls in key order, by the key at `depth` of its path.
  fileprivate func recoveryRank(atDepth depth: Int, in rank: [String: Int]) -> Int {
    guard depth < recoveryPath.components.count,
      case .key(let key) = recoveryPath.components[depth]
    else { return -1 }
    return rank[key] ?? -1
  }
}

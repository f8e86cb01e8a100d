/// A decoding that may be withdrawn: what it reports is held back from every sink until it is
/// kept, and forgotten if it is withdrawn.
///
/// A dictionary's first pass, a retry and an untagged enum's case are attempts: when one fails,
/// the decoding tries again another way, and what the failed try reported never happened as far
/// as the digest, the model's reporter and a logger are concerned. Attempts nest; the reports of
/// a kept inner attempt wait for the outer one, and reach the sinks when the outermost is kept.
///
/// Every attempt opened is closed, kept or withdrawn, on every path out of the code that opened
/// it.
@usableFromInline
struct RecoveryAttempt {
  private let journal: RecoveryJournal
  /// Where this attempt's reports start in the journal.
  private let mark: Int
  /// How many attempts were open when this one was opened.
  private let depth: Int

  /// Opens an attempt on this thread.
  @usableFromInline
  init() {
    journal = .current
    (mark, depth) = journal.open()
  }

  /// Whether the attempt reported anything so far.
  var hasReports: Bool { journal.count > mark }

  /// Keeps what the attempt reported: the sinks hear it once no attempt is open.
  @usableFromInline
  func keep() {
    journal.close(toDepth: depth)
  }

  /// Keeps what the attempt reported, in the order of `rank` (reports of equal rank in the order
  /// they were made), for a decoding that knows their order better than the order it made them in.
  func keep(orderedBy rank: (RecoveryReport) -> Int) {
    journal.reorder(since: mark, by: rank)
    journal.close(toDepth: depth)
  }

  /// Forgets what the attempt reported.
  @usableFromInline
  func withdraw() {
    journal.forget(since: mark)
    journal.close(toDepth: depth)
  }
}

// An attempt belongs to the code that opened it, on one thread.
@available(*, unavailable)
extension RecoveryAttempt: Sendable {}

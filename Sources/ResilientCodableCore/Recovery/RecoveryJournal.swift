/// The reports that the attempts open on one thread hold back.
///
/// A decode runs on one thread from start to end (`init(from:)` cannot suspend), so its attempts
/// and their reports live in the thread's journal; a decode on another thread has its own.
final class RecoveryJournal {
  private var held: [RecoveryReport] = []
  private var openAttempts = 0
  /// The session of the decode running on this thread, if it opened one.
  var session: DecodeSession?
  /// The log of the keys that the decode on this thread asks for, when it finds unknown keys.
  var keyUseLog: KeyUseLog?
  /// How many recoveries the decode of ``session`` has made, for its recovery limit.
  var recoveryCount = 0
  /// What the flattened properties of the models being decoded read of their objects.
  ///
  /// By the object's path, outermost first: the keys, or `nil` for every key. A model's own
  /// check for unknown keys takes its object's (``takeFlattenedReads(inObjectAt:)``).
  var flattenedReads: [(path: [CodingPath.Component], keys: Set<String>?)] = []
  /// The string of JSON whose embedded value the decode on this thread is decoding, if any: the
  /// string's path in the payload, and the path to it inside the strings of JSON around it.
  var embedding: (stringPath: [any CodingKey], offset: [any CodingKey])?
  /// What models' reporters are to hear, held for the caller of the decode on this thread, who
  /// hands it out in document order with the other parts of the payload; `nil` while the
  /// reporters hear each report as it is kept.
  private var deferredModelReports: [RecoveryReport]?

  /// The journal of this thread, made the first time it is asked for.
  static var current: RecoveryJournal { journals.current(RecoveryJournal.init) }

  /// The journal of this thread, if it has one yet.
  static var existing: RecoveryJournal? { journals.existing }

  /// The number of reports held.
  var count: Int { held.count }

  /// Whether an attempt is open, whose reports are held back until it is kept or withdrawn.
  var isHoldingReports: Bool { openAttempts > 0 }

  /// Notes that a flattened property read `keys` of the object at `path`, or every key for `nil`.
  func noteFlattenedReads(_ keys: Set<String>?, inObjectAt path: [any CodingKey]) {
    let components = CodingPath(path).components
    dropFlattenedReads(outside: components)
    guard let last = flattenedReads.last, last.path == components else {
      flattenedReads.append((components, keys))
      return
    }
    flattenedReads[flattenedReads.count - 1].keys = last.keys.flatMap { read in
      keys.map(read.union)
    }
  }

  /// What the flattened properties of the model at `path` read, which it takes: `nil` if none
  /// read anything, `.some(nil)` if one read every key.
  func takeFlattenedReads(inObjectAt path: [any CodingKey]) -> Set<String>?? {
    let components = CodingPath(path).components
    dropFlattenedReads(outside: components)
    guard let last = flattenedReads.last, last.path == components else { return nil }
    flattenedReads.removeLast()
    return .some(last.keys)
  }

  /// Forgets the reads of the objects that are not at or around `components`: their models are
  /// done.
  private func dropFlattenedReads(outside components: [CodingPath.Component]) {
    while let last = flattenedReads.last, !components.starts(with: last.path) {
      flattenedReads.removeLast()
    }
  }

  /// Hands `report` to its sinks, or holds it while an attempt is open.
  func record(_ report: RecoveryReport) {
    if openAttempts == 0 { keep(report) } else { held.append(report) }
  }

  /// Tells the key-use log, if the decode keeps one, that the value at `path` did not decode,
  /// unless an attempt holds its recovery back: a recovery that no sink hears, or that the
  /// digest only counts.
  func abandonUnlessHeld(_ path: [any CodingKey]) {
    guard let keyUseLog, openAttempts == 0 else { return }
    keyUseLog.abandon(objectsAt: CodingPath(embedding?.stringPath ?? path))
  }

  /// Hands `report`, which no attempt withdrew, to its sinks.
  private func keep(_ report: RecoveryReport) {
    if deferredModelReports != nil, report.context != nil {
      deferredModelReports?.append(report)
      report.deliverToDigest()
    } else {
      report.deliver()
    }
    keyUseLog?.abandon(objectsAt: report.entry.recoveryPath)
  }

  /// Runs `decode`, one part of a payload decoded in parts, holding back what models' reporters
  /// would hear: the digest hears it as usual.
  ///
  /// - Returns: What `decode` returned or threw, and the reports held back, in order.
  func deferringModelReports<Value>(
    _ decode: () throws -> Value
  ) -> (Result<Value, any Error>, [RecoveryReport]) {
    let outer = deferredModelReports
    deferredModelReports = []
    defer { deferredModelReports = outer }
    let result = Result { try decode() }
    return (result, deferredModelReports ?? [])
  }

  /// Opens an attempt.
  ///
  /// - Returns: Where its reports start, and how many attempts were open before it.
  func open() -> (mark: Int, depth: Int) {
    defer { openAttempts += 1 }
    return (held.count, openAttempts)
  }

  /// Closes the attempts opened at `depth` and after; once none is open, hands what is held to
  /// the sinks.
  func close(toDepth depth: Int) {
    openAttempts = depth
    guard depth == 0, !held.isEmpty else { return }
    let reports = held
    held = []
    for report in reports { keep(report) }
  }

  /// Forgets the reports held since `mark`.
  func forget(since mark: Int) {
    if mark < held.count { held.removeSubrange(mark...) }
  }

  /// Puts the reports held since `mark` in the order of `rank`, keeping the order of reports of
  /// equal rank.
  func reorder(since mark: Int, by rank: (RecoveryReport) -> Int) {
    guard mark < held.count - 1 else { return }
    let ordered = held[mark...].enumerated()
      .map { (rank: rank($1), offset: $0, report: $1) }
      .sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
      .map(\.report)
    held.replaceSubrange(mark..., with: ordered)
  }
}

/// The journal of each thread.
private let journals = ThreadLocal<RecoveryJournal>()

// A journal belongs to one thread.
@available(*, unavailable)
extension RecoveryJournal: Sendable {}

/// What one chunk of an array decoded and reported, or why it failed.
///
/// Its errors and coding keys are not `Sendable` types; an outcome is made on the chunk's thread
/// and handed once to the collector, which reads it under its lock, so nothing is shared.
struct ChunkOutcome: @unchecked Sendable {
  /// How many elements the chunk wrote into its slots.
  var written = 0
  /// The elements it dropped, by their index in the chunk.
  var dropped: [DroppedElement] = []
  /// The array's coding path, as the decoder presents its keys.
  var path: [any CodingKey] = []
  /// What the chunk recovered from.
  var digest: ErrorDigest?
  /// How to rebase what the chunk reported to the whole array.
  var rebase = ChunkRebase(depth: 0, offset: 0)
  /// The error the chunk failed with, if it failed.
  var failure: (any Error)?
  /// How many recoveries the chunk made, counted for the decode's recovery limit.
  var recoveryCount = 0
  /// What models' reporters are to hear of the chunk, in order, once every chunk before it
  /// has been heard.
  var modelReports: [RecoveryReport] = []
}

extension ChunkOutcome {
  /// Whether the decode passes its recovery limit, if it has one, in this chunk, with
  /// `recoveriesBefore` recoveries before it: the chunk then decodes again from that count, to
  /// find the recovery that passes it.
  func passesRecoveryLimit(_ limit: Int?, after recoveriesBefore: Int) -> Bool {
    guard let limit else { return false }
    return failure is RecoveryLimitExceededError || recoveriesBefore + recoveryCount > limit
  }
}

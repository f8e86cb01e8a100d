/// What one decode produced: the response, and the number of errors its reporter flushed.
///
/// Flushing is part of decoding with a reporter, so it happens inside the timed region; counting
/// the nodes happens after the clock stops.
struct DecodeOutcome {
  var response: any SearchResponse
  var reportedErrorCount: Int

  /// The counts to check against the payload.
  var counts: DecodeCounts {
    DecodeCounts(
      decodedNodes: response.decodedNodeCount,
      failedNodes: response.failedNodeCount,
      reportedErrors: reportedErrorCount)
  }
}

// MARK: - DecodeCounts

/// The node and error counts of a decode: the check, run on every timed decode, that each
/// scenario decoded what it should.
struct DecodeCounts: Equatable, CustomStringConvertible {
  var decodedNodes: Int
  var failedNodes: Int
  var reportedErrors: Int

  var description: String {
    "\(decodedNodes) decoded, \(failedNodes) failed, \(reportedErrors) reported"
  }
}

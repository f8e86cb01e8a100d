import Foundation
import ResilientCodable

/// A reporter that records into the recorder a test installs for its own task, so that tests
/// that decode the same model run in parallel.
struct TaskLocalReporter: SafeDecodingReporter {
  /// What one test received.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [SafeDecodingReport] = []

    /// The reports received, in order.
    var reports: [SafeDecodingReport] { lock.withLock { received } }

    fileprivate func append(_ report: SafeDecodingReport) {
      lock.withLock { received.append(report) }
    }
  }

  @TaskLocal static var recorder: Recorder?

  func report(_ report: SafeDecodingReport) { Self.recorder?.append(report) }

  /// Runs `body` with a new recorder, and returns what `body` returned with the reports.
  static func recording<Result>(
    _ body: () throws -> Result
  ) rethrows -> (Result, [SafeDecodingReport]) {
    let recorder = Recorder()
    let result = try $recorder.withValue(recorder, operation: body)
    return (result, recorder.reports)
  }
}

import Foundation
public import ResilientCodableCore

/// A reporter that records into the recorder the running test installed for its own task, so
/// that tests decoding the same model run in parallel, each seeing only its own reports.
///
/// ```swift
/// @SafeDecoding(reporter: RecordingReporter())
/// struct Episode { … }
///
/// let (episode, reports) = try RecordingReporter.recording { try decode(Episode.self, json) }
/// ```
public struct RecordingReporter: SafeDecodingReporter {
  /// What one test received.
  public final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [SafeDecodingReport] = []

    /// The reports received, in order.
    public var reports: [SafeDecodingReport] { lock.withLock { received } }

    fileprivate func append(_ report: SafeDecodingReport) {
      lock.withLock { received.append(report) }
    }
  }

  /// The recorder of the running test, if it installed one.
  @TaskLocal public static var recorder: Recorder?

  /// Creates a reporter that records into the running test's recorder.
  public init() {}

  /// Records `report` for the running test.
  public func report(_ report: SafeDecodingReport) { Self.recorder?.append(report) }

  /// Runs `body` with a new recorder, and returns what `body` returned with the reports.
  public static func recording<Result>(
    _ body: () throws -> Result
  ) rethrows -> (Result, [SafeDecodingReport]) {
    let recorder = Recorder()
    let result = try $recorder.withValue(recorder, operation: body)
    return (result, recorder.reports)
  }

  /// Runs `body` with a new recorder, and returns what `body` returned with the reports.
  public static func recording<Result: Sendable>(
    _ body: () async throws -> Result
  ) async rethrows -> (Result, [SafeDecodingReport]) {
    let recorder = Recorder()
    let result = try await $recorder.withValue(recorder, operation: body)
    return (result, recorder.reports)
  }
}

/// One report, as a comparable summary.
public struct ReportSummary: Equatable, Sendable, CustomStringConvertible {
  /// The model type's name.
  public let model: String
  /// The enum case, for an associated value or a fallback case.
  public let enumCase: String?
  /// The property or associated value.
  public let property: String?
  /// Where the error occurred.
  public let path: String
  /// What was dropped or replaced.
  public let recoveryPath: String
  /// What was done to recover.
  public let action: RecoveryAction

  /// The summary of `report`.
  public init(_ report: SafeDecodingReport) {
    model = "\(report.modelType)"
    enumCase = report.enumCase
    property = report.property
    path = report.codingPath.description
    recoveryPath = report.recoveryPath.description
    action = report.action
  }

  /// A summary to expect.
  public init(
    _ model: String,
    _ property: String?,
    case enumCase: String? = nil,
    at path: String,
    recoveredAt recoveryPath: String? = nil,
    _ action: RecoveryAction
  ) {
    self.model = model
    self.enumCase = enumCase
    self.property = property
    self.path = path
    self.recoveryPath = recoveryPath ?? path
    self.action = action
  }

  /// One line: path, recovery path and action.
  public var description: String { "\(path) @ \(recoveryPath): \(action)" }
}

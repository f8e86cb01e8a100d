import Foundation
import ResilientCodable

/// Decodes `json` with a fresh `JSONDecoder` and its own reporter.
func decode<Value: Decodable>(
  _ type: Value.Type,
  _ json: String,
  strict: Bool = false
) throws -> (Value, ErrorDigest?) {
  let decoder = JSONDecoder()
  if strict { decoder.userInfo[.resilientDecodingStrictMode] = true }
  return try decoder.decode(type, from: Data(json.utf8), reportResilientDecodingErrors: true)
}

extension ErrorDigest? {
  /// The innermost paths of the entries, as strings; none without a digest.
  var paths: [String] { self?.entries.map(\.codingPath.description) ?? [] }

  /// The recovery paths of the entries, as strings; none without a digest.
  var recoveryPaths: [String] { self?.entries.map(\.recoveryPath.description) ?? [] }
}

/// A reporter that keeps what it receives, for tests.
final class RecordingReporter: SafeDecodingReporter {
  /// The reporter of the `Episode` fixture.
  static let episodes = RecordingReporter()
  /// The reporter of the `Content` fixture.
  static let contents = RecordingReporter()

  private let lock = NSLock()
  nonisolated(unsafe) private var reports: [SafeDecodingReport] = []

  func report(_ report: SafeDecodingReport) {
    lock.withLock { reports.append(report) }
  }

  /// Returns the reports received since the last call, and forgets them.
  func flush() -> [SafeDecodingReport] {
    lock.withLock {
      defer { reports = [] }
      return reports
    }
  }
}

/// One report, as a comparable summary.
struct ReportSummary: Equatable {
  let model: String
  let enumCase: String?
  let property: String?
  let path: String
  let recoveryPath: String
  let action: RecoveryAction

  init(_ report: SafeDecodingReport) {
    model = "\(report.modelType)"
    enumCase = report.enumCase
    property = report.property
    path = report.codingPath.description
    recoveryPath = report.recoveryPath.description
    action = report.action
  }

  init(
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
}

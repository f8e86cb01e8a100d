// expected-error: type 'AuditLog' does not conform to protocol 'SafeDecodingReporter'
import ResilientCodableCore

/// A reporter that misspells `report(_:)`, or implements nothing, would hear nothing: it must not
/// compile.
struct AuditLog: SafeDecodingReporter {
  func record(_ report: SafeDecodingReport) {}
}

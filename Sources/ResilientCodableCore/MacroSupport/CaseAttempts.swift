/// The cases of an untagged enum tried in turn, with why each one did not decode; generated
/// code only.
///
/// What a failed attempt reported to the decode's digest is forgotten, so that only the case
/// that decodes leaves entries.
@_documentation(visibility: internal)
public struct _$CaseAttempts {
  private let decoder: any Decoder
  private var failures: [(caseName: String, error: any Error)] = []

  /// Prepares to try the cases of the enum that `decoder` decodes; generated code only.
  public init(_ decoder: any Decoder) { self.decoder = decoder }

  /// The value that `body` decodes for the case `caseName`, or `nil`, keeping its error, when
  /// it throws; generated code only.
  public mutating func attempt<Value>(
    _ caseName: String,
    _ body: () throws -> Value
  ) -> Value? {
    let reporter = ResilientDecodingErrorReporter.active(in: decoder.userInfo)
    let mark = reporter?.mark
    do {
      return try body()
    } catch {
      if let reporter, let mark { reporter.forgetEntries(since: mark) }
      failures.append((caseName, error))
      return nil
    }
  }

  /// The error for a payload that no case decodes from, which lists each case's reason;
  /// generated code only.
  public func noCaseError<Model>(of type: Model.Type) -> DecodingError {
    let reasons = failures.map { "\($0.caseName): \(ErrorMessage($0.error).text)" }
    return DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        debugDescription: "No case of `\(Model.self)` decodes from the payload; "
          + reasons.joined(separator: "; ")))
  }
}

/// Attempts live in one `init(from:)`, beside the decoder they read.
@available(*, unavailable)
extension _$CaseAttempts: Sendable {}

/// The cases of an untagged enum tried in turn, with why each one did not decode; generated
/// code only.
///
/// What a failed case reported is withdrawn from every sink, so that only the case that decodes
/// is heard of.
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
    let attempt = RecoveryAttempt()
    do {
      let value = try body()
      attempt.keep()
      return value
    } catch {
      attempt.withdraw()
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

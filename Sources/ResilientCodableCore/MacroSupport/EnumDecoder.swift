/// What the `init(from:)` that `@SafeDecoding` generates for an enum calls beyond the public API:
/// the decoder of the enum, with the errors of the cases tried; generated code only.
///
/// What a failed case of an untagged enum reported is withdrawn from every sink, so that only
/// the case that decodes is heard of.
@_documentation(visibility: internal)
public struct _$EnumDecoder {
  private let decoder: any Decoder
  private var failures: [(caseName: String, error: any Error)] = []

  /// Prepares to decode the enum that `decoder` decodes; generated code only.
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
        valueFreeDescription: "No case of `\(Model.self)` decodes from the payload; "
          + reasons.joined(separator: "; ")))
  }

  /// Recovers from `error` by taking the fallback case, keeping the unknown case name (`String`,
  /// which keeps a number or a boolean sent in a name's place as its text), the payload
  /// (``PreservedValue``) or nothing (`Void`); generated code only.
  public func recoverWithFallbackCase<Kept>(
    from error: any Error,
    context: SafeDecodingContext,
    keeping kept: Kept.Type
  ) throws -> Kept {
    let site = DecoderSite(decoder, context: context.reporting(property: nil))
    let novelValue = (error as? UnknownNovelValueError)?.novelValue
    let value: Any
    var isKeptNovel = false
    switch kept {
    case is String.Type:
      // A novel name, or a number or a boolean in a name's place, kept as its text.
      let text = novelValue as? String ?? Recovery.coerced(String.self, from: decoder)
      value = text ?? ""
      isKeptNovel = text != nil
    case is PreservedValue.Type:
      value = (try? PreservedValue(from: decoder)) ?? .null
      isKeptNovel = novelValue != nil
    default:
      value = ()
    }
    guard let value = value as? Kept else { throw error }
    let action: RecoveryAction = isKeptNovel ? .keptNovelValue : .usedFallbackCase
    return try site.recover(
      from: error, offering: .init(replacement: (value, action), preserves: false)
    ).value
  }

  /// The error of a name that no case has; generated code only.
  public func unknownCaseError<Model>(
    _ name: some Sendable,
    of type: Model.Type,
    knownCases: [any Sendable],
    codingPath: [any CodingKey]
  ) -> UnknownNovelValueError {
    UnknownNovelValueError(
      novelValue: name, type: type, codingPath: codingPath,
      knownValues: knownCases.map { String(reflecting: $0) })
  }

  /// The error of an object that does not hold exactly one case's key; generated code only.
  public func invalidCaseObjectError<Model>(
    _ type: Model.Type,
    knownCases: [String],
    codingPath: [any CodingKey]
  ) -> any Error {
    let keys = (try? decoder.container(keyedBy: SafeDecodingKey.self).allKeys) ?? []
    if keys.count == 1, let key = keys.first, !knownCases.contains(key.stringValue) {
      return UnknownNovelValueError(
        novelValue: key.stringValue, type: type, codingPath: codingPath,
        knownValues: knownCases.map { String(reflecting: $0) }, isWholeValue: false)
    }
    let found = keys.map { String(reflecting: $0.stringValue) }.joined(separator: ", ")
    return DecodingError.typeMismatch(
      Model.self,
      .init(
        codingPath: codingPath,
        valueFreeDescription:
          "Expected an object with one key naming a case, found \(keys.count) keys"
          + (keys.isEmpty ? "" : ": \(found)")))
  }
}

extension _$EnumDecoder {
  /// Throws unless the payload is one of `names`: an untagged case without values; generated
  /// code only.
  public static func expectCaseName(_ names: [String], in decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard names.contains(name) else {
      let expected = names.map { String(reflecting: $0) }.joined(separator: " or ")
      let found = (revealed: String(reflecting: name), redacted: PayloadRedaction.describe(name))
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription: "Expected \(expected) but found \(found.revealed) instead",
          redactedDescription: "Expected \(expected) but found \(found.redacted) instead"))
    }
  }

  /// The case of a raw-value enum that the payload's raw value, or one of its `@CaseNameDecoding`
  /// names, names; generated code only.
  @inlinable
  public static func decodeRawValueCase<Model: RawRepresentable>(
    _ type: Model.Type,
    from decoder: any Decoder,
    cases: @autoclosure () -> [Model],
    caseNamed: (String) -> Model? = { _ in nil }
  ) throws -> Model where Model.RawValue: Decodable & Sendable {
    let container = try decoder.singleValueContainer()
    let rawValue: Model.RawValue
    do {
      rawValue = try container.decodeScalarAware(Model.RawValue.self)
    } catch {
      guard let name = try? container.decode(String.self) else { throw error }
      if let value = caseNamed(name) { return value }
      throw UnknownNovelValueError(
        novelValue: name, type: type, codingPath: decoder.codingPath,
        knownValues: cases().map { String(reflecting: $0.rawValue) })
    }
    if let value = Model(rawValue: rawValue) { return value }
    if let name = rawValue as? String, let value = caseNamed(name) { return value }
    throw UnknownNovelValueError(
      novelValue: rawValue, type: type, codingPath: decoder.codingPath,
      knownValues: cases().map { String(reflecting: $0.rawValue) })
  }
}

// Lives in one `init(from:)`, beside the decoder it reads.
@available(*, unavailable)
extension _$EnumDecoder: Sendable {}

// What the enum `init(from:)` that `@SafeDecoding` generates calls beyond the public API.

extension Decoder {
  /// Recovers from `error`, which left no case of the enum matching, with its fallback case:
  /// throws `error` in strict mode, otherwise reports it; generated code only.
  @_documentation(visibility: internal)
  public func _$recoverWithFallbackCase(
    from error: any Error,
    context: SafeDecodingContext
  ) throws {
    _ = try DecoderSite(self, context: context.reporting(property: nil)).recover(
      from: error, offering: .init(replacement: ((), .usedFallbackCase), preserves: false))
  }

  /// Recovers from `error` with a fallback case that keeps the case name: the name that `error`
  /// says no case has, or the empty string for a payload of another shape; generated code only.
  ///
  /// - Returns: The name to keep.
  /// - Throws: `error` in strict mode.
  @_documentation(visibility: internal)
  public func _$recoverKeepingCaseName(
    from error: any Error,
    context: SafeDecodingContext
  ) throws -> String {
    let name = (error as? UnknownNovelValueError)?.novelValue as? String
    try recoverKeepingValue(from: error, isNovel: name != nil, context: context)
    return name ?? ""
  }

  /// Recovers from `error` with a fallback case that keeps the whole payload, to write it back;
  /// generated code only.
  ///
  /// - Returns: The payload.
  /// - Throws: `error` in strict mode.
  @_documentation(visibility: internal)
  public func _$recoverKeepingPayload(
    from error: any Error,
    context: SafeDecodingContext
  ) throws -> PreservedValue {
    try recoverKeepingValue(
      from: error, isNovel: error is UnknownNovelValueError, context: context)
    return (try? PreservedValue(from: self)) ?? .null
  }

  /// Reports the recovery of a fallback case that keeps a value: an unknown case was kept, any
  /// other error took the fallback case.
  private func recoverKeepingValue(
    from error: any Error,
    isNovel: Bool,
    context: SafeDecodingContext
  ) throws {
    _ = try DecoderSite(self, context: context.reporting(property: nil)).recover(
      from: error,
      offering: .init(
        replacement: ((), isNovel ? .keptNovelValue : .usedFallbackCase), preserves: false))
  }

  /// The error for a case name or discriminator, `name`, that is none of `type`'s
  /// `knownCases`: an ``UnknownNovelValueError`` at `codingPath`; generated code only.
  @_documentation(visibility: internal)
  public func _$unknownCaseError<Model>(
    _ name: some Sendable,
    of type: Model.Type,
    knownCases: [any Sendable],
    codingPath: [any CodingKey]
  ) -> UnknownNovelValueError {
    UnknownNovelValueError(
      novelValue: name, type: type, codingPath: codingPath,
      knownValues: knownCases.map { String(reflecting: $0) })
  }

  /// Throws unless the single value is one of `names`, the names of a case without associated
  /// values of an untagged enum; generated code only.
  @_documentation(visibility: internal)
  public func _$expectCaseName(_ names: [String]) throws {
    let container = try singleValueContainer()
    let name = try container.decode(String.self)
    guard names.contains(name) else {
      let expected = names.map { String(reflecting: $0) }.joined(separator: " or ")
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Expected \(expected) but found \(String(reflecting: name)) instead")
    }
  }

  /// Decodes the payload as the one associated value of a case of an untagged enum, honouring
  /// the decoder's strategies; generated code only.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeSingleValue<Value: Decodable>() throws -> Value {
    try singleValueContainer().decodeScalarAware(Value.self)
  }

  /// The error for an object that should name one case of `type` by its only key: an
  /// ``UnknownNovelValueError`` for an object whose only key names no case, otherwise the type
  /// mismatch that synthesized `Decodable` code throws; generated code only.
  @_documentation(visibility: internal)
  public func _$invalidCaseObjectError<Model>(
    _ type: Model.Type,
    knownCases: [String],
    codingPath: [any CodingKey]
  ) -> any Error {
    let keys = (try? container(keyedBy: _$SafeDecodingKey.self).allKeys) ?? []
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
        debugDescription:
          "Expected an object with one key naming a case, found \(keys.count) keys"
          + (keys.isEmpty ? "" : ": \(found)")))
  }

  /// The case of the raw-value enum `type` that the single value names: its raw value, or one of
  /// the names that `caseNamed` knows; generated code only.
  ///
  /// - Parameters:
  ///   - type: The enum.
  ///   - cases: Every case, listed in the error for a value that names none.
  ///   - caseNamed: The case for a `@CaseNameDecoding` name, if any.
  /// - Returns: The case.
  /// - Throws: An ``UnknownNovelValueError`` for a raw value or a name that names no case; the
  ///   raw value's own decoding error for a value that is neither.
  @_documentation(visibility: internal)
  @inlinable
  public func _$decodeRawValueCase<Model: RawRepresentable>(
    _ type: Model.Type,
    cases: @autoclosure () -> [Model],
    caseNamed: (String) -> Model? = { _ in nil }
  ) throws -> Model where Model.RawValue: Decodable & Sendable {
    let container = try singleValueContainer()
    let rawValue: Model.RawValue
    do {
      rawValue = try container.decodeScalarAware(Model.RawValue.self)
    } catch {
      guard let name = try? container.decode(String.self) else { throw error }
      if let value = caseNamed(name) { return value }
      throw UnknownNovelValueError(
        novelValue: name, type: type, codingPath: codingPath,
        knownValues: cases().map { String(reflecting: $0.rawValue) })
    }
    if let value = Model(rawValue: rawValue) { return value }
    if let name = rawValue as? String, let value = caseNamed(name) { return value }
    throw UnknownNovelValueError(
      novelValue: rawValue, type: type, codingPath: codingPath,
      knownValues: cases().map { String(reflecting: $0.rawValue) })
  }
}

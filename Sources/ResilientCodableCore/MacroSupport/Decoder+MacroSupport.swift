// What the enum `init(from:)` that `@SafeDecoding` generates calls beyond the public API.

extension Decoder {
  /// Recovers from `error`, which left no case of the enum matching, with its fallback case:
  /// throws `error` in strict mode, otherwise reports it; generated code only.
  @_documentation(visibility: internal)
  public func _$recoverWithFallbackCase(
    from error: any Error,
    context: SafeDecodingContext
  ) throws {
    try Recovery.recover(
      from: error, at: codingPath, by: .usedFallbackCase, userInfo: userInfo,
      context: context.reporting(property: nil))
  }

  /// The error for a payload whose case name, `name`, is none of `type`'s; generated code only.
  @_documentation(visibility: internal)
  public func _$unknownCaseError<Model>(
    _ name: String,
    of type: Model.Type,
    codingPath: [any CodingKey]
  ) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: codingPath,
        debugDescription: "Cannot initialize \(Model.self) from unknown case \"\(name)\""))
  }

  /// The error for an object that does not hold exactly one case of `type`, as synthesized
  /// `Decodable` code throws it; generated code only.
  @_documentation(visibility: internal)
  public func _$invalidCaseObjectError<Model>(
    _ type: Model.Type,
    codingPath: [any CodingKey]
  ) -> DecodingError {
    .typeMismatch(
      Model.self,
      .init(codingPath: codingPath, debugDescription: "Invalid number of keys found, expected one.")
    )
  }
}

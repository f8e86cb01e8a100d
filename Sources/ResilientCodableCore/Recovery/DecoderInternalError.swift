/// Turns an error that a decoder threw from its own internals, instead of a `DecodingError`, into
/// the `DecodingError` it stands for.
///
/// swift-foundation's `JSONDecoder` validates strings and numbers lazily, as they are decoded, and
/// throws its internal `JSONError` for invalid UTF-8, control characters or a number too large
/// for Swift. The digest reports such an error as `DecodingError.dataCorrupted` at the value that
/// was dropped or replaced, with the original as its underlying error; errors of the app's own
/// code are kept as they are.
@usableFromInline
enum DecoderInternalError: Sendable {
  /// The modules whose non-`DecodingError` errors come from a decoder's internals.
  private static let decoderModules = ["FoundationEssentials.", "Foundation."]

  /// `error` as a `DecodingError` at `codingPath` if a decoder threw it from its internals,
  /// otherwise `error` itself.
  @usableFromInline
  static func wrapping(
    _ error: any Error,
    at codingPath: @autoclosure () -> [any CodingKey]
  ) -> any Error {
    // By its exact type: a cast costs a runtime lookup on every recovery.
    guard type(of: error) != DecodingError.self else { return error }
    let typeName = String(reflecting: type(of: error))
    guard decoderModules.contains(where: typeName.hasPrefix) else { return error }
    return DecodingError.dataCorrupted(
      .init(
        codingPath: codingPath(),
        debugDescription: "The data is not valid: \(PayloadRedaction.describe(error: error))",
        underlyingError: error))
  }
}

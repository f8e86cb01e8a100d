/// What an error that the library throws says without the payload's values: the underlying
/// error of a `DecodingError` whose debug description is the library's own.
///
/// A message repeats a `DecodingError`'s debug description only when the library wrote it and
/// this says how it reads without the values it quotes; any other decoder's, library's or app's
/// text is left out, whatever its punctuation, and the value is described by its kind and size.
struct RedactedDescription: ValueFreeDescription, Sendable {
  /// The debug description with each value of the payload described by its kind and size.
  let description: String
}

extension DecodingError.Context {
  /// The context of an error that the library throws, whose `debugDescription` quotes values of
  /// the payload, and `redactedDescription` describes them instead.
  @usableFromInline
  init(codingPath: [any CodingKey], debugDescription: String, redactedDescription: String) {
    self.init(
      codingPath: codingPath, debugDescription: debugDescription,
      underlyingError: RedactedDescription(description: redactedDescription))
  }

  /// The context of an error that the library throws, whose `description` quotes no value of
  /// the payload.
  @usableFromInline
  init(codingPath: [any CodingKey], valueFreeDescription description: String) {
    self.init(
      codingPath: codingPath, debugDescription: description, redactedDescription: description)
  }
}

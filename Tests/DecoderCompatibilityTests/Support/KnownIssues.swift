import Testing

/// The library bugs that some decoders expose, each reported to the lead with a reproduction.
enum KnownIssue {
  /// XMLDecoder gives a type that is not an `XMLDecodableSequence` only the first of its repeated
  /// elements, so a `@Resilient` array or set loses the others without a report.
  static let repeatedXMLElements: Comment = """
    XMLDecoder hands a @Resilient array only the first of its repeated elements
    """

  /// XMLDecoder spells an array index as the key `"1"` with `intValue` 1, and puts it in the path
  /// twice; `CodingPath.Component` keeps it as a key, so the digest reads `items/1/1`.
  static let xmlIndexKeys: Comment = """
    CodingPath keeps XMLDecoder's index keys ("1", twice) as keys, not as Index 1
    """

  /// A `Failable` element swallows the error XMLDecoder relies on to retry an element of a
  /// top-level array as its content, so every element fails, good ones included.
  static let xmlFailableRetry: Comment = """
    Failable hides the error XMLDecoder retries a top-level element on, losing good elements
    """
}

import ResilientCodableTestSupport
import Testing

/// The library bugs that some decoders expose, each reported to the lead with a reproduction.
enum KnownIssue {
  /// XMLDecoder spells an array index as the key `"1"` with `intValue` 1, puts it in the path
  /// twice, and inside a nested container drops the array's own key; `CodingPath.Component` keeps
  /// it as a key, so the digest reads `items/1/1` or `0/0/cards/Index 1`.
  static let xmlIndexKeys: Comment = """
    CodingPath keeps XMLDecoder's index keys ("1", twice) as keys, not as Index 1
    """

  /// A `Failable` element swallows the error XMLDecoder relies on to retry an element of a
  /// top-level array as its content, so every element fails, good ones included.
  static let xmlFailableRetry: Comment = """
    Failable hides the error XMLDecoder retries a top-level element on, losing good elements
    """
}

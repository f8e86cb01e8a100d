/// How a streamed JSON payload lays out its elements.
///
/// ```swift
/// let events = decoder.decodeResilientStream(of: Event.self, from: chunks, format: .jsonLines)
/// ```
public struct JSONStreamFormat: Sendable, Hashable {
  /// The layouts a stream may have.
  enum Layout: Hashable {
    case lines
    case array
  }

  /// The stream's layout.
  let layout: Layout

  /// JSON Lines, also known as NDJSON: one JSON value per line, each line ended by a line feed
  /// (`\r\n` too), in UTF-8.
  ///
  /// Each line stands on its own. A blank line is skipped; a line that is not JSON, and a last
  /// line that the stream cuts short, are dropped and reported with their line number, and the
  /// lines after them decode as usual. An element's JSON Pointer counts the lines from 0, as if
  /// the lines were the elements of an array: `/41/title` is on line 42.
  public static let jsonLines = Self(layout: .lines)

  /// One top-level JSON array, in UTF-8, whose elements stream in: what
  /// `decodeResilient(_:from:)` would decode from the whole payload.
  ///
  /// The elements come out as the stream brings them in. A payload that is not JSON fails the
  /// stream where the first bad byte is, after the elements before it, with a ``MalformedJSONError``
  /// that gives the byte's offset in the stream; so does a stream that ends before its array.
  public static let array = Self(layout: .array)
}

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

  /// The size in bytes past which an element is dropped and reported, unread.
  public private(set) var maximumElementSize = 1 << 24

  init(layout: Layout) { self.layout = layout }

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

  /// This format, with elements of at most `bytes` bytes each; 16 MiB unless set.
  ///
  /// A longer element is dropped and reported (`Line 7 is longer than the limit of 1048576
  /// bytes`), and the stream goes on with the next: it is read past without being held, so that
  /// a stream that never ends its line cannot take the memory it likes.
  ///
  /// ```swift
  /// let events = decoder.decodeResilientStream(
  ///   of: Event.self, from: chunks, format: .jsonLines.limitingElements(toBytes: 1 << 20))
  /// ```
  ///
  /// - Parameter bytes: The largest element to decode, in bytes.
  /// - Returns: The format, with the limit.
  public func limitingElements(toBytes bytes: Int) -> Self {
    var format = self
    format.maximumElementSize = Swift.max(bytes, 1)
    return format
  }
}

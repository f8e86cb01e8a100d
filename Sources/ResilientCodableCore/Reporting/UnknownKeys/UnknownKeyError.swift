/// A key of the payload's object that no model read: what a decode reports when its
/// ``ResilientDecodingOptions/unknownKeyPolicy`` is ``UnknownKeyPolicy/report``.
///
/// Not corrupt data but drift: a field that the server added. The ``ErrorDigest`` keeps these
/// entries, with the category ``ErrorCategory/unknownKey``, and leaves them out of
/// ``ErrorDigest/errors``.
public struct UnknownKeyError: Error, Sendable, CustomStringConvertible {
  /// The key, as the decoder presented it.
  public let key: String

  /// Where the key was: the object's path, then the key.
  public let codingPath: CodingPath

  /// Creates the error of `key`, at `codingPath`.
  init(key: String, codingPath: [any CodingKey]) {
    self.key = key
    self.codingPath = CodingPath(codingPath)
  }

  /// A one-line description, such as `Unknown key` followed by the key in backquotes.
  public var description: String { "Unknown key `\(key)`" }
}

// A key describes the schema, not the payload's values.
extension UnknownKeyError: ValueFreeDescription {}

/// A key that the payload sent in place of a property's own, one of its `@CodedAs` keys.
///
/// What a decode reports when its ``ResilientDecodingOptions/unknownKeyPolicy`` reports or
/// rejects unknown keys.
///
/// Not corrupt data but drift: a server that renamed a field, or still sends its old name. The
/// ``ErrorDigest`` keeps these entries, with the category ``ErrorCategory/renamedKey``, and
/// leaves them out of ``ErrorDigest/errors``.
public struct RenamedKeyError: Error, Sendable, CustomStringConvertible {
  /// The key that the payload sent, as the decoder presented it.
  public let key: String

  /// The property's own key, which the payload did not send.
  public let propertyKey: String

  /// Where the key was: the object's path, then the key.
  public let codingPath: CodingPath

  /// Creates the error of `key`, read at `codingPath` in place of `propertyKey`.
  init(key: String, propertyKey: String, codingPath: [any CodingKey]) {
    self.key = key
    self.propertyKey = propertyKey
    self.codingPath = CodingPath(codingPath)
  }

  /// A one-line description: the property's key and the key read in its place, each in
  /// backquotes.
  public var description: String { "Read `\(propertyKey)` from the key `\(key)`" }
}

// Keys describe the schema, not the payload's values.
extension RenamedKeyError: ValueFreeDescription {}

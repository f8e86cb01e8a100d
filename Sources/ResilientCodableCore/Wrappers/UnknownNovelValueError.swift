/// The error for a raw value that names no case of a ``ResilientRawRepresentable`` type that is
/// not frozen.
///
/// Such a value is usually a case that the server added after the app was built, not corrupt
/// data: the ``ErrorDigest`` keeps these errors but leaves them out of ``ErrorDigest/errors``
/// unless asked (``ErrorDigest/errors(includeUnknownNovelValueErrors:)``).
public struct UnknownNovelValueError: Error, CustomStringConvertible {
  /// The raw value that named no case.
  public let novelValue: any Sendable

  /// The name of the type that had no case for the value, if known.
  let typeName: String?

  /// Creates an error for a novel raw value.
  ///
  /// - Parameter novelValue: The raw value that named no case.
  public init(novelValue: any Sendable) {
    self.novelValue = novelValue
    typeName = nil
  }

  @usableFromInline
  init<Value>(novelValue: any Sendable, type: Value.Type) {
    self.novelValue = novelValue
    typeName = String(describing: type)
  }

  /// A one-line description that names the novel value and, when known, its type.
  ///
  /// ```
  /// Unknown novel value "MERGE_QUEUED" for `State`
  /// ```
  public var description: String {
    let value = String(reflecting: novelValue)
    return typeName.map { "Unknown novel value \(value) for `\($0)`" }
      ?? "Unknown novel value \(value)"
  }
}

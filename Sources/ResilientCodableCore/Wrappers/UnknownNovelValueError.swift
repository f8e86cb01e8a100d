/// The error for a value that names no case of an enum that expects new cases: a raw value of a
/// ``ResilientRawRepresentable`` type that is not frozen, or a case name, discriminator or raw
/// value that a `@SafeDecoding` enum does not declare.
///
/// Such a value is usually a case that the server added after the app was built, not corrupt
/// data: the ``ErrorDigest`` keeps these errors but leaves them out of ``ErrorDigest/errors``
/// unless asked (``ErrorDigest/errors(includeUnknownNovelValueErrors:)``). In strict mode the
/// error is thrown, and its ``codingPath`` says which value it was.
public struct UnknownNovelValueError: Error, CustomStringConvertible {
  /// The value that named no case: a raw value, a case name or a discriminator.
  public let novelValue: any Sendable

  /// Where the value was in the payload; empty when the error was made without a path.
  public let codingPath: CodingPath

  /// The name of the type that had no case for the value, if known.
  let typeName: String?

  /// The values the type knows, in declaration order and as Swift literals, when it can list
  /// them.
  let knownValues: [String]

  /// Whether ``novelValue`` is the whole value in the payload, so that writing it back restores
  /// the payload: `false` for the case name of an object that holds the case's values.
  let isWholeValue: Bool

  /// Creates an error for a novel value.
  ///
  /// - Parameters:
  ///   - novelValue: The value that named no case.
  ///   - codingPath: Where the value was in the payload.
  public init(novelValue: any Sendable, codingPath: [any CodingKey] = []) {
    self.novelValue = novelValue
    self.codingPath = CodingPath(codingPath)
    typeName = nil
    knownValues = []
    isWholeValue = true
  }

  @usableFromInline
  init<Value>(
    novelValue: any Sendable,
    type: Value.Type,
    codingPath: [any CodingKey],
    knownValues: [String],
    isWholeValue: Bool = true
  ) {
    self.novelValue = novelValue
    self.codingPath = CodingPath(codingPath)
    typeName = String(describing: type)
    self.knownValues = knownValues
    self.isWholeValue = isWholeValue
  }

  /// A one-line description that names the novel value and, when known, its type, its path and
  /// the values the type knows.
  ///
  /// ```
  /// Unknown novel value "archived" for `State` at items[3].state (known: "open", "closed")
  /// ```
  public var description: String {
    let path = codingPath.components.isEmpty ? "" : " at \(codingPath.expression)"
    return naming + path + knownValuesDescription
  }

  /// The description without the path, which the digest prints beside the message; the value
  /// is described by its kind and size unless `revealingValue`.
  func message(revealingValue: Bool) -> String {
    naming(
      revealingValue
        ? String(reflecting: novelValue) : ", \(PayloadRedaction.describe(novelValue)),")
      + knownValuesDescription
  }

  private var naming: String { naming(String(reflecting: novelValue)) }

  private func naming(_ value: String) -> String {
    let value = value.hasPrefix(",") ? value : " \(value)"
    return typeName.map { "Unknown novel value\(value) for `\($0)`" }
      ?? "Unknown novel value\(value.hasSuffix(",") ? String(value.dropLast()) : value)"
  }

  private var knownValuesDescription: String {
    guard !knownValues.isEmpty else { return "" }
    return " (known: \(knownValues.joined(separator: ", ")))"
  }
}

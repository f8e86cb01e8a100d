/// What a value replaced as a whole stood for in the payload, so that encoding writes it back
/// instead of the replacement.
@usableFromInline
enum ReplacedValue: Sendable {
  /// The key was missing: encoding omits it.
  case absent
  /// The raw value, preserved or `null`.
  case preserved(PreservedValue)
  /// The raw value of a ``ResilientRawRepresentable`` that named no case.
  case novel(any Sendable)

  /// The replaced value for `error`: a novel raw value that stands for the whole value.
  static func novel(in error: any Error) -> Self? {
    guard let error = error as? UnknownNovelValueError, error.isWholeValue else { return nil }
    return .novel(error.novelValue)
  }
}

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

  /// The replaced value for `error`, when `preserved` is `nil`: a novel raw value.
  static func novel(in error: any Error) -> Self? {
    (error as? UnknownNovelValueError).map { .novel($0.novelValue) }
  }
}

/// When `@IgnoreEncoding(when:)` leaves a property of a `@SafeDecoding` model out of what its
/// `encode(to:)` writes.
///
/// ```swift
/// @SafeDecoding
/// struct Settings: Codable {
///   @IgnoreEncoding(when: .empty) var tags: [String]
///   @IgnoreEncoding(when: .default) var theme = "light"
/// }
/// // Settings(tags: [], theme: "light") encodes as {}
/// ```
public enum IgnoreEncodingCondition: Sendable {
  /// The property is `nil`: its key is left out even where the model writes `null` for `nil`,
  /// or where decoding read a `null` it would otherwise write back.
  case `nil`
  /// The property, a collection or a string, or an optional one, is empty or `nil`.
  case empty
  /// The property equals its initial value, an expression evaluated again for the comparison.
  case `default`
}

/// How a payload spells the keys of a `@SafeDecoding` model, from the properties' names:
/// `createdAt` is `created_at` in ``snakeCase``.
///
/// ```swift
/// @SafeDecoding(keyStyle: .snakeCase)
/// struct Issue {
///   var htmlURL: String  // "html_url"
///   var createdAt: Date  // "created_at"
/// }
/// ```
///
/// A word starts at an uppercase letter after a lowercase one, and at the last uppercase
/// letter of a run that a lowercase letter follows: `avatarURL` is `avatar_url`, `urlString` is
/// `url_string`. A key given with `@CodedAt` is used as written.
///
/// The style composes with a decoder's key decoding strategy: a model in ``snakeCase`` also
/// reads its keys as a `JSONDecoder` with `.convertFromSnakeCase` presents them, so that the
/// keys are not converted twice.
public enum KeyStyle: Sendable {
  /// The properties' names as declared: `createdAt`.
  case camelCase
  /// Lowercase words joined by underscores: `created_at`.
  case snakeCase
  /// Uppercase words joined by underscores: `CREATED_AT`.
  case upperSnakeCase
  /// Lowercase words joined by hyphens: `created-at`.
  case kebabCase
  /// Uppercase words joined by hyphens: `CREATED-AT`.
  case upperKebabCase
}

/// SafeDecoding's casings of a property's name, for its `@PropertyNameDecoding(casing:)`.
@available(
  *, deprecated,
  message: "write the key the payload uses: @CodedAt(\"full_name\"), or declare CodingKeys"
)
public enum PropertyNameCasingStrategy: Sendable {
  /// `fullName`.
  case camel
  /// `full_name`.
  case snake
  /// `FULL_NAME`.
  case snakeUppercase
  /// `full-name`.
  case kebab
  /// `FULL-NAME`.
  case kebabUppercase
  /// `fullname`.
  case flat
}

// expected-error: generic type alias 'Coerced' requires that '[Int]' conform to 'ScalarCoercible'
import ResilientCodable

/// `@Coerced` on a value that holds no scalar directly: the compiler says what the alias needs.
struct Profile: Codable {
  @Coerced var scores: [String: [Int]]
}

// expected-error: value of type 'Int' has no member 'isEmpty'
import ResilientCodable

/// `@IgnoreEncoding(when: .empty)` on a property that cannot be empty: the compiler's error on
/// the generated condition names the property's type.
@SafeDecoding
struct Counter: Codable {
  @IgnoreEncoding(when: .empty) var count: Int
}

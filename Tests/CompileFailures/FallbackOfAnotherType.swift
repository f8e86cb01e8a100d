// expected-error: cannot convert value of type 'String' to type 'Int' in coercion
import ResilientCodable

/// A fallback of another type than its property's: the compiler's type error on the value, not
/// a failure to produce a diagnostic.
@SafeDecoding
struct Counter {
  @FallbackDecoding("zero") var count: Int
}

// expected-error: '@SafeDecoding' does not understand a tuple pattern; decode this type by hand
import ResilientCodable

@SafeDecoding
struct Point {
  var (x, y): (Int, Int)
}

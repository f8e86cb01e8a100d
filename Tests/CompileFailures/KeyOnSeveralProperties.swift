// expected-error: a key names one property; declare the property on a line of its own
import ResilientCodable

// swift-macro-testing reports its own "peer macro can only be applied to a single variable"
// before the macro runs, so this diagnostic is checked here, where the compiler shows it.
@SafeDecoding
struct User: Decodable {
  @CodedAs("login") var first, second: String
}

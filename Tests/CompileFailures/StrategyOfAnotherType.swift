// expected-error: cannot assign value of type 'Data?' to type 'Int'
import Foundation
import ResilientCodable

/// A strategy for another type than its property's: the compiler names both types.
@SafeDecoding
struct Thumbnail: Codable {
  @CodedBy(.base64) let count: Int
}

// expected-error: conformance of 'Date' to 'ResilientlyDecodable' is unavailable: @Resilient recovers optionals, collections and resilient enums; make it `Date?`
import Foundation
import ResilientCodableCore

struct Model: Decodable {
  @Resilient var createdAt: Date
}

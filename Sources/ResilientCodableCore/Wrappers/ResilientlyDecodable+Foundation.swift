public import Foundation

// Foundation's plain values, like the standard library's, cannot be `@Resilient`.

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Date?`"
)
extension Date: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `URL?`"
)
extension URL: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Data?`"
)
extension Data: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UUID?`"
)
extension UUID: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Decimal?`"
)
extension Decimal: ResilientlyDecodable {}

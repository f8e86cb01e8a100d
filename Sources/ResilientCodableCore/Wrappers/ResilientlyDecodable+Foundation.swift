public import Foundation

// Foundation's plain values, like the standard library's, cannot be `@Resilient`.

@available(*, unavailable, message: "@Resilient recovers optionals, arrays, sets, dictionaries and ResilientRawRepresentable enums; make the property optional (`T?`) or remove @Resilient")
extension Date: ResilientlyDecodable {}

@available(*, unavailable, message: "@Resilient recovers optionals, arrays, sets, dictionaries and ResilientRawRepresentable enums; make the property optional (`T?`) or remove @Resilient")
extension URL: ResilientlyDecodable {}

@available(*, unavailable, message: "@Resilient recovers optionals, arrays, sets, dictionaries and ResilientRawRepresentable enums; make the property optional (`T?`) or remove @Resilient")
extension Data: ResilientlyDecodable {}

@available(*, unavailable, message: "@Resilient recovers optionals, arrays, sets, dictionaries and ResilientRawRepresentable enums; make the property optional (`T?`) or remove @Resilient")
extension UUID: ResilientlyDecodable {}

@available(*, unavailable, message: "@Resilient recovers optionals, arrays, sets, dictionaries and ResilientRawRepresentable enums; make the property optional (`T?`) or remove @Resilient")
extension Decimal: ResilientlyDecodable {}

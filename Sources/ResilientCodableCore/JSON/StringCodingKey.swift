/// A key that is a string only, as `JSONDecoder` makes one for a dictionary's key and for
/// `super`: its `intValue` is `nil`, whatever the string.
struct StringCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ stringValue: String) { self.stringValue = stringValue }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }

  /// The key of `superDecoder()`.
  static var `super`: StringCodingKey { StringCodingKey("super") }
}

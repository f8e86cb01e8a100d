/// A coding key for any string, used for dictionary entries and `keyNotFound` errors.
struct AnyCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = Int(stringValue)
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}

extension AnyCodingKey {
  /// Whether the key `lhs` comes before `rhs` in the order in which dictionary entries are
  /// reported: numerically for integers, otherwise by their strings.
  static func precedesInKeyOrder(_ lhs: String, _ rhs: String) -> Bool {
    if let left = Int(lhs), let right = Int(rhs) { return left < right }
    return lhs < rhs
  }
}

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
  /// reported: integers first, numerically, then the other keys by their strings.
  static func precedesInKeyOrder(_ lhs: String, _ rhs: String) -> Bool {
    switch (Int(lhs), Int(rhs)) {
    case (let left?, let right?): left == right ? lhs < rhs : left < right
    case (.some, nil): true
    case (nil, .some): false
    case (nil, nil): lhs < rhs
    }
  }
}

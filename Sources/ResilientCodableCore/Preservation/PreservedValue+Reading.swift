extension PreservedValue {
  /// The member `key` of an object, or `nil` for another value or a missing member.
  ///
  /// Chains without `?`, through the subscripts and accessors of an optional value:
  ///
  /// ```swift
  /// let payload: PreservedValue = ["user": ["login": "ada", "id": 7], "tags": ["a", "b"]]
  /// payload["user"]["login"].string  // "ada"
  /// payload["tags"][1].string        // "b"
  /// payload["user"]["name"].string   // nil
  /// ```
  public subscript(key: String) -> PreservedValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  /// The element at `index` of an array, or `nil` for another value or an index out of range.
  public subscript(index: Int) -> PreservedValue? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value at `path` inside this one, or `nil` if there is none.
  ///
  /// The path is as a decoder's errors name it: an index of an array, or a key of an object.
  func value(at path: some Sequence<any CodingKey>) -> PreservedValue? {
    var value = self
    for key in path {
      guard let next = key.intValue.flatMap({ value[$0] }) ?? value[key.stringValue] else {
        return nil
      }
      value = next
    }
    return value
  }

  /// The string, if the value is one.
  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The number, if the value is an integer, or a number that is a whole `Int`.
  public var int: Int? {
    switch self {
    case .integer(let value): Int(exactly: value)
    case .number(let value): Int(exactly: value)
    default: nil
    }
  }

  /// The number, if the value is one, integer or not.
  public var double: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// The boolean, if the value is one.
  public var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// The elements, if the value is an array.
  public var array: [PreservedValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// The members, if the value is an object.
  public var object: [String: PreservedValue]? {
    if case .object(let members) = self { members } else { nil }
  }

  /// Whether the value is `null`.
  public var isNull: Bool { self == .null }
}

extension Optional where Wrapped == PreservedValue {
  /// The member `key` of the object, or `nil`: `payload["user"]["login"]`.
  public subscript(key: String) -> PreservedValue? { self?[key] }

  /// The element at `index` of the array, or `nil`: `payload["tags"][0]`.
  public subscript(index: Int) -> PreservedValue? { self?[index] }

  /// The string, if there is a value and it is one.
  public var string: String? { self?.string }

  /// The number as an `Int`, if there is a value and it is a whole one.
  public var int: Int? { self?.int }

  /// The number, if there is a value and it is one.
  public var double: Double? { self?.double }

  /// The boolean, if there is a value and it is one.
  public var bool: Bool? { self?.bool }

  /// The elements, if there is a value and it is an array.
  public var array: [PreservedValue]? { self?.array }

  /// The members, if there is a value and it is an object.
  public var object: [String: PreservedValue]? { self?.object }

  /// Whether there is a value and it is `null`: `payload["deleted_at"].isNull`.
  ///
  /// A missing key or index is not `null`, so it gives `false`; tell the two apart with
  /// `== nil`:
  ///
  /// ```swift
  /// let payload: PreservedValue = ["deleted_at": nil]
  /// payload["deleted_at"].isNull  // true
  /// payload["archived_at"].isNull  // false: the key is missing
  /// payload["archived_at"] == nil  // true
  /// ```
  public var isNull: Bool { self?.isNull ?? false }
}

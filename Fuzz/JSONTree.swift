/// Any JSON value, decoded through the `Decoder` API alone, to compare what two decoders make of
/// any payload.
///
/// An object is read through a keyed container and its `allKeys`, in sorted order, so that which
/// member throws first does not hang on a dictionary's hash order; an array through an unkeyed
/// container to its end; a scalar by asking a single-value container for `nil`, `Bool`, `Int64`,
/// `Double` and `String` in turn, each failure but the last swallowed. The twin of
/// `Tests/ResilientCodableCoreTests/JSON/JSONTree.swift`, which the fuzz target cannot import.
indirect enum JSONTree: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONTree])
  case object([String: JSONTree])

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var members: [String: JSONTree] = [:]
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members[key.stringValue] = try container.decode(JSONTree.self, forKey: key)
      }
      self = .object(members)
    } else if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONTree] = []
      while !container.isAtEnd { elements.append(try container.decode(JSONTree.self)) }
      self = .array(elements)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int64.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Whether the two are the same tree, numbers compared by their bits: NaN equals NaN, -0
  /// differs from 0.
  func isIdentical(to other: JSONTree) -> Bool {
    switch (self, other) {
    case (.number(let lhs), .number(let rhs)): lhs.bitPattern == rhs.bitPattern
    case (.array(let lhs), .array(let rhs)):
      lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isIdentical(to: $1) }
    case (.object(let lhs), .object(let rhs)):
      lhs.count == rhs.count
        && lhs.allSatisfy { key, value in rhs[key].map(value.isIdentical(to:)) ?? false }
    default: self == other
    }
  }
}

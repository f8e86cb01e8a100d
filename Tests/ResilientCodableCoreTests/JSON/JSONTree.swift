@_spi(Benchmarking) @testable import ResilientCodableCore

/// Any JSON value, decoded through the `Decoder` API alone, to compare what two decoders make of
/// any payload.
///
/// An object is read through a keyed container and its `allKeys`, in sorted order, so that which
/// member throws first does not hang on a dictionary's hash order; an array through an unkeyed
/// container to its end; a scalar by asking a single-value container for `nil`, `Bool`, `Int64`,
/// `Double` and `String` in turn, each failure but the last swallowed. `Fuzz/JSONTree.swift` is
/// its twin in the fuzz target, which cannot import tests.
indirect enum JSONTree: Decodable, Equatable, ExactlyComparable {
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

  func isExactlyEqual(to other: JSONTree) -> Bool {
    switch (self, other) {
    case (.number(let lhs), .number(let rhs)): lhs.isExactlyEqual(to: rhs)
    case (.array(let lhs), .array(let rhs)): lhs.isExactlyEqual(to: rhs)
    case (.object(let lhs), .object(let rhs)): lhs.isExactlyEqual(to: rhs)
    default: self == other
    }
  }
}

extension JSONTree: CustomStringConvertible {
  /// The tree as JSON-like text, with the members of an object in key order, so that two equal
  /// trees read the same whatever their dictionaries' order.
  var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): String(reflecting: value)
    case .array(let elements): "[\(elements.map(\.description).joined(separator: ", "))]"
    case .object(let members):
      "{"
        + members.sorted { $0.key < $1.key }
        .map { "\(String(reflecting: $0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }
  }
}

import ResilientCodableTestSupport

/// A JSON document as a value, with object keys in order, to build payloads and corrupt them.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.text == rhs.text }

  /// The JSON text, keys in their order.
  var text: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .string(let value): "\"\(value)\""
    case .array(let elements): "[\(elements.map(\.text).joined(separator: ","))]"
    case .object(let members):
      "{\(members.map { "\"\($0.key)\":\($0.value.text)" }.joined(separator: ","))}"
    }
  }

  /// The member for `key` of an object.
  subscript(key: String) -> JSONValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
        }
      } else if let newValue {
        members.append((key, newValue))
      }
      self = .object(members)
    }
  }

  /// The element at `index` of an array.
  subscript(index: Int) -> JSONValue {
    get {
      guard case .array(let elements) = self else { return .null }
      return elements[index]
    }
    set {
      guard case .array(var elements) = self else { return }
      elements[index] = newValue
      self = .array(elements)
    }
  }

  /// Renames the member `key` of an object, keeping its position.
  mutating func renameKey(_ key: String, to newKey: String) {
    guard case .object(var members) = self,
      let index = members.firstIndex(where: { $0.key == key })
    else { return }
    members[index].key = newKey
    self = .object(members)
  }
}

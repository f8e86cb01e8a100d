import ResilientCodableCore

extension PreservedValue {
  /// The value at `path`, if there is one.
  func value(at path: some Collection<CodingPath.Component>) -> PreservedValue? {
    path.reduce(Optional(self)) { value, component in
      switch (value, component) {
      case (.object(let members)?, .key(let key)): members[key]
      case (.array(let elements)?, .index(let index)) where elements.indices.contains(index):
        elements[index]
      default: nil
      }
    }
  }

  /// The value with its value at `path` changed by `change`; unchanged if there is none.
  func changing(
    at path: ArraySlice<CodingPath.Component>, _ change: (PreservedValue) -> PreservedValue
  ) -> PreservedValue {
    guard let first = path.first else { return change(self) }
    switch (self, first) {
    case (.object(var members), .key(let key)):
      guard let member = members[key] else { return self }
      members[key] = member.changing(at: path.dropFirst(), change)
      return .object(members)
    case (.array(var elements), .index(let index)) where elements.indices.contains(index):
      elements[index] = elements[index].changing(at: path.dropFirst(), change)
      return .array(elements)
    default:
      return self
    }
  }

  /// The object with its member `key` set to `value`, or removed for `nil`.
  func settingMember(_ key: String, to value: PreservedValue?) -> PreservedValue {
    guard case .object(var members) = self else { return self }
    members[key] = value
    return .object(members)
  }

  /// The array with its element at `index` set to `value`.
  func settingElement(_ index: Int, to value: PreservedValue) -> PreservedValue {
    guard case .array(var elements) = self, elements.indices.contains(index) else { return self }
    elements[index] = value
    return .array(elements)
  }

  /// The array with `element` appended.
  func appendingElement(_ element: PreservedValue) -> PreservedValue {
    guard case .array(var elements) = self else { return self }
    elements.append(element)
    return .array(elements)
  }
}

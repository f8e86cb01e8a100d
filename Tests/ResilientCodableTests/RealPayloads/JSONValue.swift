import Foundation

/// A JSON document that a test can change at a JSON Pointer and compare.
indirect enum JSONValue: Codable, Equatable, Sendable, ExpressibleByStringLiteral {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(stringLiteral value: String) { self = .string(value) }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The document as JSON text, keys sorted.
  var text: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  /// The value at a JSON Pointer such as `/labels/0/name`, or `nil` if there is none; setting
  /// `nil` removes it.
  subscript(pointer pointer: String) -> JSONValue? {
    get {
      pointer.split(separator: "/").reduce(Optional(self)) { value, token in
        value?.child(String(token))
      }
    }
    set {
      let tokens = pointer.split(separator: "/").map(String.init)
      self = replacing(at: tokens[...], with: newValue) ?? .null
    }
  }

  /// The document with only the object keys that `other` has at the same places: what a model
  /// that declares no other keys would write of it.
  func keepingKeys(of other: JSONValue) -> JSONValue {
    switch (self, other) {
    case (.object(let members), .object(let otherMembers)):
      .object(
        members.reduce(into: [:]) { kept, member in
          if let otherValue = otherMembers[member.key] {
            kept[member.key] = member.value.keepingKeys(of: otherValue)
          }
        })
    case (.array(let elements), .array(let otherElements))
    where elements.count == otherElements.count:
      .array(zip(elements, otherElements).map { $0.keepingKeys(of: $1) })
    default:
      self
    }
  }

  /// Where the document differs from `expected`, as `pointer: found …, expected …` with long
  /// values cut short, in the order of the pointers: empty when the two are equal.
  func differences(from expected: JSONValue, at pointer: String = "") -> [String] {
    switch (self, expected) {
    case (.object(let members), .object(let expectedMembers)):
      return Set(members.keys).union(expectedMembers.keys).sorted().flatMap { key in
        let path = "\(pointer)/\(key)"
        switch (members[key], expectedMembers[key]) {
        case (let value?, let expectedValue?):
          return value.differences(from: expectedValue, at: path)
        case (let value?, nil):
          return ["\(path): found \(value.excerpt), expected no key"]
        case (nil, let expectedValue?):
          return ["\(path): found no key, expected \(expectedValue.excerpt)"]
        case (nil, nil):
          return []
        }
      }
    case (.array(let elements), .array(let expectedElements))
    where elements.count == expectedElements.count:
      return zip(elements, expectedElements).enumerated().flatMap { index, pair in
        pair.0.differences(from: pair.1, at: "\(pointer)/\(index)")
      }
    default:
      return self == expected ? [] : ["\(pointer): found \(excerpt), expected \(expected.excerpt)"]
    }
  }

  /// The document as JSON text, cut after 40 characters.
  private var excerpt: String {
    let text = text
    return text.count > 40 ? text.prefix(40) + "…" : text
  }

  private func child(_ token: String) -> JSONValue? {
    switch self {
    case .object(let members): members[token]
    case .array(let elements):
      Int(token).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
    default: nil
    }
  }

  private func replacing(at tokens: ArraySlice<String>, with value: JSONValue?) -> JSONValue? {
    guard let token = tokens.first else { return value }
    switch self {
    case .object(var members):
      members[token] = (members[token] ?? .null).replacing(at: tokens.dropFirst(), with: value)
      return .object(members)
    case .array(var elements):
      guard let index = Int(token), elements.indices.contains(index) else { return self }
      if let replaced = elements[index].replacing(at: tokens.dropFirst(), with: value) {
        elements[index] = replaced
      } else {
        elements.remove(at: index)
      }
      return .array(elements)
    default:
      return self
    }
  }
}

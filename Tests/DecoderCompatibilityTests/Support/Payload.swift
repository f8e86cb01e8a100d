import Foundation
import ResilientCodableTestSupport

/// A payload written once, as a tree, and rendered in the format of each decoder.
///
/// Objects keep their members in order, so that the rendered texts read like hand-written ones.
/// (`Sendable` is declared, not inferred: inferring it for this recursive type is a cycle in
/// Swift 6.3's SIL passes.)
indirect enum Payload: Sendable, ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([Payload])
  case object([(key: String, value: Payload)])
}

extension Payload {
  init(nilLiteral: ()) { self = .null }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(stringLiteral value: String) { self = .string(value) }
  init(arrayLiteral elements: Payload...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, Payload)...) {
    self = .object(elements.map { (key: $0, value: $1) })
  }
}

// MARK: - Payload + JSON

extension Payload {
  /// The payload as JSON text.
  var json: String {
    switch self {
    case .null: "null"
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .string(let value): Self.quoted(value)
    case .array(let elements): "[\(elements.map(\.json).joined(separator: ", "))]"
    case .object(let members):
      "{\(members.map { "\(Self.quoted($0.key)): \($0.value.json)" }.joined(separator: ", "))}"
    }
  }

  fileprivate static func quoted(_ string: String) -> String {
    let escaped = string.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}

// MARK: - Payload + Property list

extension Payload {
  /// The payload as a Foundation object graph for `PropertyListSerialization`, with `NSNull`
  /// for `null`, which property lists do not have.
  var propertyListObject: Any {
    switch self {
    case .null: NSNull()
    case .bool(let value): value
    case .int(let value): value
    case .string(let value): value
    case .array(let elements): elements.map(\.propertyListObject)
    case .object(let members):
      [String: Any](
        members.map { ($0.key, $0.value.propertyListObject) },
        uniquingKeysWith: { first, _ in first })
    }
  }

  /// The payload as a property list in `format`.
  ///
  /// - Throws: What `PropertyListSerialization` throws for a payload with `null`.
  func propertyList(_ format: PropertyListSerialization.PropertyListFormat) throws -> Data {
    try PropertyListSerialization.data(
      fromPropertyList: propertyListObject, format: format, options: 0)
  }
}

// MARK: - Payload + YAML

extension Payload {
  /// The payload as block-style YAML text; `null` is `~`.
  var yaml: String { yamlLines.joined(separator: "\n") + "\n" }

  private var yamlLines: [String] {
    switch self {
    case .array(let elements) where !elements.isEmpty:
      elements.flatMap { element in
        element.yamlLines.enumerated().map { $0 == 0 ? "- \($1)" : "  \($1)" }
      }
    case .object(let members) where !members.isEmpty:
      members.flatMap { key, value -> [String] in
        switch value {
        case .object(let nested) where !nested.isEmpty:
          ["\(key):"] + value.yamlLines.map { "  \($0)" }
        case .array(let nested) where !nested.isEmpty:
          ["\(key):"] + value.yamlLines
        default: ["\(key): \(value.yamlScalar)"]
        }
      }
    default: [yamlScalar]
    }
  }

  private var yamlScalar: String {
    switch self {
    case .null: "~"
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .string(let value):
      value.allSatisfy({ $0.isLetter || $0 == "#" }) && !value.isEmpty
        && !["null", "true", "false", "yes", "no", "on", "off"].contains(value.lowercased())
        ? value : Self.quoted(value)
    case .array: "[]"
    case .object: "{}"
    }
  }
}

// MARK: - Payload + XML

extension Payload {
  /// The payload as XML text under a `<payload>` root: a member is an element named by its key,
  /// an array is that element repeated, a scalar is text, and `null` is an empty element.
  var xml: String {
    #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<payload>\(xmlContent)</payload>"
  }

  private var xmlContent: String {
    switch self {
    case .null: ""
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .string(let value):
      value.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
    case .array(let elements): elements.map { Self.element("element", $0) }.joined()
    case .object(let members):
      members.map { key, value in
        if case .array(let elements) = value {
          elements.map { Self.element(key, $0) }.joined()
        } else {
          Self.element(key, value)
        }
      }.joined()
    }
  }

  private static func element(_ name: String, _ value: Payload) -> String {
    if case .null = value { return "<\(name)/>" }
    return "<\(name)>\(value.xmlContent)</\(name)>"
  }
}

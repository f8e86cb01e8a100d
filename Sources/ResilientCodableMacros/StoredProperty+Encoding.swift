import SwiftSyntax
import SwiftSyntaxBuilder

// The code that `encode(to:)` runs for one stored property, written as text (see
// `CodeText.swift`).

extension StoredProperty {
  /// The statement of `encode(to:)` that writes the property to `container`, or `nil` when it is
  /// never encoded.
  ///
  /// It writes as synthesized code would; an optional or a collection writes back what
  /// `preservedData` kept of it. The property's `@IgnoreEncoding` condition, if any, guards it.
  func makeEncoding(
    container: TokenSyntax,
    key: String? = nil,
    mayNotBeEncodable: Bool = false
  ) -> String? {
    let key = key ?? ".\(keyCase)"
    let name = name.text
    let nilEncoding = writesNull ? ", nilEncoding: .null" : ""
    let property = StringLiteralExprSyntax(content: reportName)
    // A subclass's properties may be of types that are not `Encodable`, in a hierarchy that is
    // not: one call, which asks at run time what the value is, compiles whatever the type.
    if mayNotBeEncodable {
      let arguments: String? =
        switch decoding {
        case .wrapper: "self._\(self.name.identifierText), forKey: \(key)"
        case .resilient:
          "self.\(name), forKey: \(key), property: \(property), preserved: self.preservedData, "
            + "isResilient: true\(nilEncoding)"
        case .byType:
          "self.\(name), forKey: \(key), property: \(property), preserved: self.preservedData"
        case .none, .plain, .recovering: "self.\(name), forKey: \(key)\(nilEncoding)"
        case .strategy, .flattened: nil
        }
      if let arguments {
        return guarded("try \(container)._$encodeIfEncodable(\(arguments))")
      }
    }
    let statement =
      switch decoding {
      case .wrapper:
        "try \(container).encode(self._\(self.name.identifierText), forKey: \(key))"
      case .resilient:
        "try \(container).encodeResilient(self.\(name), forKey: \(key), "
          + "property: \(property), "
          + "preserved: self.preservedData\(nilEncoding))"
      case .strategy:
        "try \(container).encode(self.\(name), forKey: \(key), "
          + "by: \(strategy?.trimmedDescription ?? ""), "
          + "property: \(property), "
          + "preserved: self.preservedData\(nilEncoding))"
      case .byType:
        "try \(container)._$encode(self.\(name), forKey: \(key), "
          + "property: \(property), "
          + "preserved: self.preservedData)"
      case .none, .plain, .recovering:
        "try \(container)._$encode(self.\(name), forKey: \(key)\(nilEncoding))"
      case .flattened where !objectPath.isEmpty:
        "try \(container)._$encodeFlattened(self.\(name), "
          + "property: \(property), userInfo: encoder.userInfo)"
      case .flattened:
        "try ResilientCodableCore.\(mayNotBeEncodable ? "_$encodeFlattenedIfEncodable" : "_$encodeFlattened")(self.\(name), to: encoder)"
      }
    return guarded(statement)
  }

  /// `statement`, which writes the property, under its `@IgnoreEncoding` condition, if any, or
  /// `nil` when the property is never encoded.
  private func guarded(_ statement: String) -> String? {
    switch encoding {
    case .always: return statement
    case .never: return nil
    case .unless(let condition): return "if \(makeCondition(unless: condition)) { \(statement) }"
    }
  }

  /// The Boolean expression under which `encode(to:)` writes the property, whose
  /// `@IgnoreEncoding` condition is `condition`.
  private func makeCondition(unless condition: IgnoreCondition) -> String {
    let value = "self.\(name.text)"
    switch condition {
    case .isNil:
      return "\(value) != nil"
    case .isEmpty:
      return type?.wrappedOptionalType != nil
        ? "!(\(value)?.isEmpty ?? true)" : "!\(value).isEmpty"
    case .isDefault:
      return "\(value) != (\(initialValue?.trimmedDescription ?? "nil"))"
    case .closure(let closure):
      return "!ResilientCodableCore._$holds(\(closure.trimmedDescription), for: \(value))"
    }
  }
}

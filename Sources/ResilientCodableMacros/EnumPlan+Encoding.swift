import SwiftSyntax
import SwiftSyntaxBuilder

// The `encode(to:)` of an enum whose strategy reads a shape that synthesized `Encodable` code
// does not write, or whose fallback case keeps a value, so that what the enum encodes decodes
// back to the same value.

extension EnumPlan {
  /// `encode(to:)`, writing each case in the shape of the strategy, by its first name, and the
  /// fallback case's value as it came.
  func makeEncoder() -> DeclSyntax {
    let names = Names()
    if isRawValue, case .natural = strategy {
      return """
        \(raw: access)func encode(to encoder: any Swift.Encoder) throws {
        var \(names.container) = encoder.singleValueContainer()
        try \(names.container).encode(self.rawValue)
        }
        """
    }
    var switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      let bindings = enumCase.values.indices.map { localName("value\($0)") }
      let pattern =
        bindings.isEmpty
        ? ".\(enumCase.name.trimmedDescription)"
        : ".\(enumCase.name.trimmedDescription)("
          + bindings.map { "let \($0.text)" }.joined(separator: ", ") + ")"
      let body = makeCaseEncoding(enumCase, bindings: bindings, names)
      return "case \(raw: pattern):\n\(CodeBlockItemListSyntax(lines: body))"
    }
    if let fallbackCase {
      switch fallbackValue {
      case .nothing:
        break
      case .caseName:
        switchCases.append(
          """
          case .\(fallbackCase.trimmed)(let \(names.kept)):
          \(CodeBlockItemListSyntax(lines: makeNameEncoding(ExprSyntax("\(names.kept)"), names)))
          """)
      case .payload:
        switchCases.append(
          "case .\(fallbackCase.trimmed)(let \(names.kept)):\ntry \(names.kept).encode(to: encoder)"
        )
      }
    }
    return """
      \(raw: access)func encode(to encoder: any Swift.Encoder) throws {
      switch self {
      \(SwitchCaseListSyntax(lines: switchCases))
      }
      }
      """
  }

  /// The statements that write `enumCase`, whose associated values are bound to `bindings`.
  private func makeCaseEncoding(
    _ enumCase: Case,
    bindings: [TokenSyntax],
    _ names: Names
  ) -> [CodeBlockItemSyntax] {
    let name = enumCase.names[0].literal
    if case .caseByNestedObject = strategy {
      // By `CodingKeys`, which may be the enum's own, as decoding reads it.
      let keys =
        bindings.isEmpty ? "ResilientCodableCore._$SafeDecodingKey" : keysReference(of: enumCase)
      var body: [CodeBlockItemSyntax] = [
        "var \(names.container) = encoder.container(keyedBy: CodingKeys.self)",
        """
        \(raw: bindings.isEmpty ? "_" : "var \(names.nested)") = \(names.container).nestedContainer(\
        keyedBy: \(raw: keys).self, forKey: .\(enumCase.name))
        """,
      ]
      for (value, binding) in zip(enumCase.values, bindings) {
        body.append(
          makeValueEncoding(
            value.property, binding, names.nested, ".\(raw: value.property.keyCase)"))
      }
      return body
    }
    guard !bindings.isEmpty else { return makeNameEncoding(name, names) }
    let keys = "\(keysReference(of: enumCase)).self"
    var body: [CodeBlockItemSyntax]
    switch strategy {
    case .natural, .caseByNestedObject:
      return []  // `.natural` cases have no associated values (diagnosed); nested: above
    case .caseByObjectProperty:
      body = makeNameEncoding(name, names)
      body.append("var \(names.nested) = encoder.container(keyedBy: \(raw: keys))")
    case .caseByAdjacentTag(_, let content):
      body = makeNameEncoding(name, names)
      let contentKey: ExprSyntax =
        "ResilientCodableCore._$SafeDecodingKey(stringValue: \(StringLiteralExprSyntax(content: content)))"
      body.append(
        "var \(names.container) = encoder.container(keyedBy: ResilientCodableCore._$SafeDecodingKey.self)"
      )
      if enumCase.holdsOneValue {
        body.append(
          makeValueEncoding(enumCase.values[0].property, bindings[0], names.container, contentKey))
        return body
      }
      body.append(
        "var \(names.nested) = \(names.container).nestedContainer(keyedBy: \(raw: keys), forKey: \(contentKey))"
      )
    case .untagged:
      if enumCase.holdsOneValue {
        return [
          "var \(names.container) = encoder.singleValueContainer()",
          "try \(names.container).encode(\(bindings[0]))",
        ]
      }
      body = ["var \(names.nested) = encoder.container(keyedBy: \(raw: keys))"]
    }
    for (value, binding) in zip(enumCase.values, bindings) {
      body.append(
        makeValueEncoding(value.property, binding, names.nested, ".\(raw: value.property.keyCase)"))
    }
    return body
  }

  /// `try container.encode(value, forKey: key)`, or `encodeIfPresent` for an optional.
  private func makeValueEncoding(
    _ property: StoredProperty,
    _ binding: TokenSyntax,
    _ container: TokenSyntax,
    _ key: ExprSyntax
  ) -> CodeBlockItemSyntax {
    let method = property.type?.wrappedOptionalType != nil ? "encodeIfPresent" : "encode"
    return "try \(container).\(raw: method)(\(binding), forKey: \(key))"
  }

  /// The statements that write a case without associated values by its name, `name`, in the
  /// shape of the strategy.
  private func makeNameEncoding(_ name: some ExprSyntaxProtocol, _ names: Names)
    -> [CodeBlockItemSyntax]
  {
    switch strategy {
    case .natural, .untagged:
      return [
        "var \(names.container) = encoder.singleValueContainer()",
        "try \(names.container).encode(\(name))",
      ]
    case .caseByNestedObject:
      return ["encoder._$encodeCaseObject(named: \(name))"]
    case .caseByObjectProperty(let tag), .caseByAdjacentTag(let tag, _):
      return [
        "try encoder._$encodeCaseName(\(name), forKey: \(StringLiteralExprSyntax(content: tag)))"
      ]
    }
  }
}

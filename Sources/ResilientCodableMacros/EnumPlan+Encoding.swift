import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The `encode(to:)` of an enum whose strategy reads a shape that synthesized `Encodable` code
// does not write, or whose fallback case keeps a value, so that what the enum encodes decodes
// back to the same value.

extension EnumPlan {
  /// `encode(to:)`, writing each case in the shape of the strategy, and the fallback case's
  /// value as it came.
  func makeEncoder(in context: some MacroExpansionContext) -> DeclSyntax {
    let container = context.makeUniqueName("container")
    let values = context.makeUniqueName("values")
    var switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      let bindings = enumCase.values.indices.map { context.makeUniqueName("value\($0)") }
      let pattern =
        bindings.isEmpty
        ? ".\(enumCase.name.trimmedDescription)"
        : ".\(enumCase.name.trimmedDescription)("
          + bindings.map { "let \($0.text)" }.joined(separator: ", ") + ")"
      let name = StringLiteralExprSyntax(content: enumCase.payloadName)
      var body: [CodeBlockItemSyntax] = []
      if !bindings.isEmpty {
        switch strategy {
        case .natural:
          break  // diagnosed: `.natural` cases have no associated values
        case .caseByNestedObject:
          body.append("var \(container) = encoder.container(keyedBy: CodingKeys.self)")
          body.append(
            """
            var \(values) = \(container).nestedContainer(\
            keyedBy: \(raw: keysReference(of: enumCase)).self, forKey: .\(enumCase.name))
            """)
        case .caseByObjectProperty:
          body.append(makeNameEncoding(name, container: container))
          body.append(
            "var \(values) = encoder.container(keyedBy: \(raw: keysReference(of: enumCase)).self)")
        }
      } else {
        body.append(makeNameEncoding(name, container: container))
      }
      for (value, binding) in zip(enumCase.values, bindings) {
        let method = value.property.type?.wrappedOptionalType != nil ? "encodeIfPresent" : "encode"
        body.append(
          "try \(values).\(raw: method)(\(binding), forKey: .\(raw: value.property.keyCase))")
      }
      return "case \(raw: pattern):\n\(CodeBlockItemListSyntax(lines: body))"
    }
    if let fallbackCase {
      let kept = context.makeUniqueName("kept")
      switch fallbackValue {
      case .nothing:
        break
      case .caseName:
        switchCases.append(
          """
          case .\(fallbackCase.trimmed)(let \(kept)):
          \(makeNameEncoding(ExprSyntax("\(kept)"), container: container))
          """)
      case .payload:
        switchCases.append(
          "case .\(fallbackCase.trimmed)(let \(kept)):\ntry \(kept).encode(to: encoder)")
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

  /// The statement that writes a case without associated values by its name, `name`, in the
  /// shape of the strategy.
  private func makeNameEncoding(
    _ name: some ExprSyntaxProtocol,
    container: TokenSyntax
  ) -> CodeBlockItemSyntax {
    switch strategy {
    case .natural:
      return """
        var \(container) = encoder.singleValueContainer()
        try \(container).encode(\(name))
        """
    case .caseByNestedObject:
      return "encoder._$encodeCaseObject(named: \(name))"
    case .caseByObjectProperty(let property):
      return
        "try encoder._$encodeCaseName(\(name), forKey: \(StringLiteralExprSyntax(content: property)))"
    }
  }
}

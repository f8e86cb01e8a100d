import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The `encode(to:)` of an enum whose strategy reads a shape that synthesized `Encodable` code
// does not write, so that what the enum encodes decodes back to the same value.

extension EnumPlan {
  /// `encode(to:)`, writing each case in the shape of the strategy.
  func makeEncoder(in context: some MacroExpansionContext) -> DeclSyntax {
    let container = context.makeUniqueName("container")
    let values = context.makeUniqueName("values")
    var statements: [CodeBlockItemSyntax] = []
    if case .natural = strategy {
      statements.append("var \(container) = encoder.singleValueContainer()")
    }
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      let bindings = enumCase.values.indices.map { context.makeUniqueName("value\($0)") }
      let pattern =
        bindings.isEmpty
        ? ".\(enumCase.name.trimmedDescription)"
        : ".\(enumCase.name.trimmedDescription)("
          + bindings.map { "let \($0.text)" }.joined(separator: ", ") + ")"
      let name = StringLiteralExprSyntax(content: enumCase.payloadName)
      var body: [CodeBlockItemSyntax] = []
      switch strategy {
      case .natural, .caseByNestedObject:
        body.append("try \(container).encode(\(name))")
      case .caseByObjectProperty(let property):
        body.append(
          "try encoder._$encodeCaseName(\(name), forKey: \(StringLiteralExprSyntax(content: property)))"
        )
        if !bindings.isEmpty {
          body.append(
            "var \(values) = encoder.container(keyedBy: \(raw: keysReference(of: enumCase)).self)")
        }
        for (value, binding) in zip(enumCase.values, bindings) {
          let method =
            value.property.type?.wrappedOptionalType != nil ? "encodeIfPresent" : "encode"
          body.append(
            "try \(values).\(raw: method)(\(binding), forKey: .\(raw: value.property.keyCase))")
        }
      }
      return "case \(raw: pattern):\n\(CodeBlockItemListSyntax(lines: body))"
    }
    statements.append("switch self {\n\(SwitchCaseListSyntax(lines: switchCases))\n}")
    return """
      \(raw: access)func encode(to encoder: any Swift.Encoder) throws {
      \(CodeBlockItemListSyntax(lines: statements))
      }
      """
  }
}

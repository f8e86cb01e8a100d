import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@CaseNameDecoding("name", …)` or `@CaseNameDecoding(1, …)`: the names of an enum case in the
/// payload, instead of its own.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to an enum case with string literals or integer literals.
public enum CaseNameDecodingMacro: Sendable {}

extension CaseNameDecodingMacro: PeerMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumCase = PropertyAttributeValidation.enumCase(
        of: declaration, for: node, in: context)
    else { return [] }
    if caseNames(of: node) == nil {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.caseNameNotLiteral))
    }
    if enumCase.elements.count > 1 {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.caseNameOnSeveralCases))
    }
    return []
  }

  /// The names that `attribute` gives, if written as plain string literals or as integer
  /// literals.
  static func caseNames(of attribute: AttributeSyntax) -> [CaseName]? {
    let arguments = attribute.argumentList
    guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }) else { return nil }
    let names = arguments.compactMap { CaseName($0.expression) }
    guard names.count == arguments.count,
      names.allSatisfy({ $0.isInteger }) || names.allSatisfy({ !$0.isInteger })
    else { return nil }
    return names
  }
}

/// One name of an enum case in the payload: a string, or an integer.
enum CaseName: Hashable {
  case string(String)
  case integer(Int)

  /// The name a literal spells, if it is a plain string or an integer.
  init?(_ expression: ExprSyntax) {
    if let literal = expression.as(StringLiteralExprSyntax.self),
      let value = literal.representedLiteralValue
    {
      self = .string(value)
    } else if let literal = expression.as(IntegerLiteralExprSyntax.self),
      let value = Int(literal.literal.text.filter { $0 != "_" })
    {
      self = .integer(value)
    } else if let prefix = expression.as(PrefixOperatorExprSyntax.self),
      prefix.operator.text == "-",
      let literal = prefix.expression.as(IntegerLiteralExprSyntax.self),
      let value = Int("-" + literal.literal.text.filter { $0 != "_" })
    {
      self = .integer(value)
    } else {
      return nil
    }
  }

  var isInteger: Bool { if case .integer = self { true } else { false } }

  /// The name as a literal expression: `"movie"` or `2`.
  var literal: String {
    switch self {
    case .string(let value): StringLiteralExprSyntax(content: value).description
    case .integer(let value): String(value)
    }
  }
}

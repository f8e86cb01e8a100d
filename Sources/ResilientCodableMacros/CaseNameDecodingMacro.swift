import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@CaseNameDecoding("name")`: the name of an enum case in the payload, instead of its own.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to an enum case with a string literal.
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
    if caseName(of: node) == nil {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.caseNameNotStringLiteral))
    }
    if enumCase.elements.count > 1 {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.caseNameOnSeveralCases))
    }
    return []
  }

  /// The name that `attribute` gives, if written as a plain string literal.
  static func caseName(of attribute: AttributeSyntax) -> String? {
    let arguments = attribute.argumentList
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
      let literal = argument.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.representedLiteralValue
  }
}

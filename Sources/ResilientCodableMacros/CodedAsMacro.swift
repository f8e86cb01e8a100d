import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@CodedAs("login", "user_name")`: other keys a property may have in the payload, tried in
/// order after its own.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it names at least one key, each a string literal that is not empty, for one
/// property.
public enum CodedAsMacro: PropertyAttributeMacro {
  /// Checks the keys, for one property.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let keys = keys(of: node) else {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.keyNotLiteral(attribute: "CodedAs")))
      return
    }
    if keys.isEmpty || keys.contains(where: \.isEmpty) {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.emptyKey(attribute: "CodedAs")))
    } else if variable.bindings.count > 1 {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.keyOnSeveralProperties))
    }
  }

  /// The keys that `attribute` names, or `nil` when one is not a string literal.
  static func keys(of attribute: AttributeSyntax) -> [String]? {
    var keys: [String] = []
    for argument in attribute.argumentList {
      guard argument.label == nil,
        let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      else { return nil }
      keys.append(key)
    }
    return keys
  }
}

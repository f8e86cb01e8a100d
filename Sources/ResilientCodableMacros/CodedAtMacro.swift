import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@CodedAt("key")`, and SafeDecoding's `@PropertyNameDecoding("key")` and
/// `@PropertyNameDecoding(casing:)`: the key of a property in the payload.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes, with a key
/// the macro can read.
public enum CodedAtMacro: PropertyAttributeMacro {
  /// Checks that the key is a literal, for one property.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else {
      return
    }
    guard let path = path(of: node, forProperty: name.identifier.identifierText) else {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.keyNotLiteral(attribute: node.name)))
      return
    }
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    if path.isEmpty, node.name == "CodedAt", type.map(FlattenedMacro.hasNoKeys) != true {
      // MetaCodable's spelling of flattening.
      let flattened = AttributeSyntax(attributeName: IdentifierTypeSyntax(name: "Flattened"))
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
      context.diagnose(
        Diagnostic(
          node: node, message: SafeDecodingDiagnostic.codedAtWithoutKeys,
          fixIt: FixIt(
            message: SafeDecodingFixIt.flatten,
            changes: [.replace(oldNode: Syntax(node), newNode: Syntax(flattened))])))
    } else if path.isEmpty || path.contains(where: \.isEmpty) {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.emptyKey(attribute: node.name)))
    } else if variable.bindings.count > 1 {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.keyOnSeveralProperties))
    }
  }

  /// The attributes that give a property its key.
  static let attributeNames = ["CodedAt", "PropertyNameDecoding"]

  /// The keys that `attribute` gives the property named `property`, from the outermost object
  /// to the property's own key: string literals, or the name in a casing; `nil` when the macro
  /// cannot read them.
  static func path(of attribute: AttributeSyntax, forProperty property: String) -> [String]? {
    let arguments = attribute.argumentList
    if arguments.allSatisfy({ $0.label == nil }) {
      var path: [String] = []
      for argument in arguments {
        guard
          let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return nil }
        path.append(key)
      }
      return path
    }
    guard arguments.count == 1, let argument = arguments.first,
      argument.label?.text == "casing",
      let casing = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    else { return nil }
    return KeyStyling.convert(property, to: casing).map { [$0] }
  }
}

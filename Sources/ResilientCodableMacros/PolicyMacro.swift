import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Policy`: Says what a missing key, `null` or invalid value makes of a property.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property that the generated `init(from:)` decodes itself,
/// not through a property wrapper, and that a `.useDefault` has a default to use.
public enum PolicyMacro: PropertyAttributeMacro {
  /// Checks that no property wrapper decodes the property, and that each `.useDefault` has a
  /// default to use.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    if StoredProperty.isWrapped(variable) {
      context.diagnose(
        .removing(node, from: variable.attributes, .policyOnWrappedProperty(property: property)))
      return
    }
    for response in responsesUsingMissingDefault(node, of: variable) {
      let replacement = ExprSyntax(".dropElement").with(\.leadingTrivia, response.leadingTrivia)
        .with(\.trailingTrivia, response.trailingTrivia)
      context.diagnose(
        Diagnostic(
          node: response,
          message: SafeDecodingDiagnostic.defaultPolicyWithoutDefault(property: property),
          fixIt: FixIt(
            message: SafeDecodingFixIt.writeResponse(".dropElement"),
            changes: [.replace(oldNode: Syntax(response), newNode: Syntax(replacement))])))
    }
  }

  /// The responses of `node` that say `.useDefault` for `variable`, which has no default: no
  /// initial value, no `@FallbackDecoding`, and a type with no empty value (an optional, an
  /// array, a set, a dictionary) that `.useDefault` would take instead.
  private static func responsesUsingMissingDefault(
    _ node: AttributeSyntax,
    of variable: VariableDeclSyntax
  ) -> [ExprSyntax] {
    guard variable.bindings.allSatisfy({ $0.initializer == nil }),
      variable.attributes.named("FallbackDecoding").isEmpty,
      let type = variable.bindings.last?.typeAnnotation?.type, !type.isResilientKind
    else { return [] }
    return node.argumentList.map(\.expression).filter { response in
      var base = response.as(MemberAccessExprSyntax.self)
      // `.useDefault.reported` names the response in its base.
      while let inner = base?.base?.as(MemberAccessExprSyntax.self) { base = inner }
      return base?.base == nil && base?.declName.baseName.text == "useDefault"
    }
  }
}

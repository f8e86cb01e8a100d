import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@RequireCompleteness`: Fails the decode when a collection property, or a collection that an
/// enum case holds, drops more elements than a limit allows.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a collection that the generated `init(from:)` decodes element by
/// element, or to an enum case that holds one.
public enum RequireCompletenessMacro: PropertyAttributeMacro {
  /// Checks the attribute on a stored property, or on an enum case; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(EnumCaseDeclSyntax.self) else {
      if PropertyAttributeValidation.validate(node, on: declaration, in: context),
        let variable = declaration.as(VariableDeclSyntax.self)
      {
        check(node, on: variable, in: context)
      }
      return []
    }
    guard
      let enumCase = PropertyAttributeValidation.enumCase(
        of: declaration, for: node, in: context)
    else { return [] }
    let holdsCollection = enumCase.elements.contains { element in
      (element.parameterClause?.parameters ?? []).contains { $0.type.isCollectionKind }
    }
    if !holdsCollection {
      let name = enumCase.elements.first?.name.text ?? "this case"
      context.diagnose(
        .removing(
          node, from: enumCase.attributes,
          .completenessOfCaseWithoutCollection(enumCase: name)))
    }
    return []
  }

  /// Checks that the property is a collection that recovers element by element.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    // A wrapper decodes itself; a plain property with a fallback or a retry, or a policy beside
    // an initial value, recovers as a whole.
    let hasInitialValue = variable.bindings.contains { $0.initializer != nil }
    let recoversWhole =
      !variable.attributes.named("FallbackDecoding").isEmpty
      || !variable.attributes.named("RetryDecoding").isEmpty
      || hasInitialValue && !variable.attributes.named("Policy").isEmpty
    if recoversWhole, !StoredProperty.isWrapped(variable) {
      let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      context.diagnose(
        .removing(node, from: variable.attributes, .completenessOfRecoveringProperty(property)))
      return
    }
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    if let type, !type.isCollectionKind {
      let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      context.diagnose(
        .removing(
          node, from: variable.attributes,
          .completenessOfNonCollection(property: property, type: type.trimmedDescription)))
    }
  }
}

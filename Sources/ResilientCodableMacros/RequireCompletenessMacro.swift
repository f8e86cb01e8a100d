import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@RequireCompleteness`: Fails the decode when a collection property drops more elements than
/// a limit allows.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a collection that the generated `init(from:)` decodes element by
/// element.
public enum RequireCompletenessMacro: Sendable {}

extension RequireCompletenessMacro: PeerMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = PropertyAttributeValidation.variable(node, on: declaration, in: context)
    else { return [] }
    // A wrapper decodes itself, whatever the initial value; a plain property with one recovers
    // as a whole.
    let isWrapped = !variable.attributes.named("Resilient").isEmpty
    for binding in variable.bindings where binding.initializer != nil && !isWrapped {
      let property = binding.pattern.trimmedDescription
      context.diagnose(
        .removing(node, from: variable.attributes, .completenessOfRecoveringProperty(property)))
      return []
    }
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    if let type, !type.isCollectionKind {
      let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      context.diagnose(
        .removing(
          node, from: variable.attributes,
          .completenessOfNonCollection(property: property, type: type.trimmedDescription)))
    }
    return []
  }
}

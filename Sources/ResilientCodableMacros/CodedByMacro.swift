public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@CodedBy`: Decodes and encodes a property with a strategy.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that the property is decoded by the generated `init(from:)` itself, with one
/// strategy.
public enum CodedByMacro: PropertyAttributeMacro {
  /// Checks that no property wrapper decodes the property and that it has no other strategy.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    if StoredProperty.isWrapped(variable) {
      context.diagnose(
        .removing(node, from: variable.attributes, .strategyOnWrappedProperty(property: property)))
      return
    }
    // The attribute a peer macro receives may not be the node in the list, nor at its
    // position: find it by position, or else by its text.
    let strategies = variable.attributes.named("CodedBy")
    let position =
      strategies.firstIndex {
        $0.positionAfterSkippingLeadingTrivia == node.positionAfterSkippingLeadingTrivia
          && $0.trimmedDescription == node.trimmedDescription
      } ?? strategies.firstIndex { $0.trimmedDescription == node.trimmedDescription }
    if let position, position > 0 {
      context.diagnose(
        .removing(node, from: variable.attributes, .secondStrategy(property: property)))
    }
  }
}

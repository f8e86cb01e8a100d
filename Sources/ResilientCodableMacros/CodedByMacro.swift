public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@CodedBy` and `@Validate`: Decode and encode a property with a strategy, and check what it
/// reads against rules.
///
/// The attributes are markers that `@SafeDecoding` reads; their own expansion adds nothing and
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
        .removing(
          node, from: variable.attributes,
          .strategyOnWrappedProperty(attribute: node.name, property: property)))
      return
    }
    // Rules stack: each checks what the one before let through.
    guard node.name == "CodedBy" else { return }
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

  /// The strategy that `attributes` give a property: its `@CodedBy` strategy, if any, with the
  /// rules of its `@Validate` attributes around it, in order; `nil` for neither.
  static func strategy(in attributes: AttributeListSyntax) -> ExprSyntax? {
    let base = attributes.named("CodedBy").first?.argumentList.first?.expression.trimmed
    let rules = attributes.named("Validate").compactMap { $0.argumentList.first?.expression }
    guard let first = rules.first else { return base }
    let validated: ExprSyntax =
      if let base {
        "ResilientCodableCore.ValidatedStrategy(\(base), \(first.trimmed))"
      } else {
        "ResilientCodableCore.ValidatedStrategy(\(first.trimmed))"
      }
    return rules.dropFirst().reduce(validated) { strategy, rule in
      "ResilientCodableCore.ValidatedStrategy(\(strategy), \(rule.trimmed))"
    }
  }
}

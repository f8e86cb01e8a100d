public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@CodedBy`: Decodes and encodes a property with a strategy.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that the property is decoded by the generated `init(from:)` itself, with one strategy
/// and no retry.
public enum CodedByMacro: PropertyAttributeMacro {
  /// Checks that no property wrapper decodes the property, that it has no other strategy and
  /// no `@RetryDecoding`.
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
    let strategies = variable.attributes.named("CodedBy")
    if let first = strategies.first,
      first.positionAfterSkippingLeadingTrivia != node.positionAfterSkippingLeadingTrivia
    {
      context.diagnose(
        .removing(node, from: variable.attributes, .secondStrategy(property: property)))
      return
    }
    for retry in variable.attributes.named("RetryDecoding") {
      context.diagnose(
        .removing(retry, from: variable.attributes, .strategyWithRetry(property: property)))
    }
  }
}

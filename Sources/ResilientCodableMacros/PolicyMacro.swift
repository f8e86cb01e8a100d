public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Policy`: Says what a missing key, `null` or invalid value makes of a property.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property that the generated `init(from:)` decodes itself,
/// not through a property wrapper.
public enum PolicyMacro: PropertyAttributeMacro {
  /// Checks that no property wrapper decodes the property.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    guard StoredProperty.isWrapped(variable) else { return }
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    context.diagnose(
      .removing(node, from: variable.attributes, .policyOnWrappedProperty(property: property)))
  }
}

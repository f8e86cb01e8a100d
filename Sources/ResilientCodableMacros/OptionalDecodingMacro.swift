public import SwiftSyntax
public import SwiftSyntaxMacros

/// SafeDecoding's `@OptionalDecoding(condition)`: an optional property decoded only when the
/// condition holds, `nil` otherwise.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to an optional stored property the generated `init(from:)` decodes.
public enum OptionalDecodingMacro: PropertyAttributeMacro {
  /// Checks that the property is optional.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    if type?.wrappedOptionalType == nil {
      let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      context.diagnose(
        .removing(node, from: variable.attributes, .conditionOnNonOptional(property: property)))
    }
  }
}

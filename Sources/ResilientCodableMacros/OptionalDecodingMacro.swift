public import SwiftSyntax
public import SwiftSyntaxMacros

/// SafeDecoding's `@OptionalDecoding(condition)`: an optional property decoded only when the
/// condition holds, `nil` otherwise.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to an optional stored property the generated `init(from:)` decodes.
public enum OptionalDecodingMacro: PeerMacro, Sendable {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = PropertyAttributeValidation.variable(node, on: declaration, in: context)
    else { return [] }
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    if type?.wrappedOptionalType == nil {
      let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
      context.diagnose(
        .removing(node, from: variable.attributes, .conditionOnNonOptional(property: property)))
    }
    return []
  }
}

import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@FallbackCaseDecoding`: the case an enum takes when no case matches the payload.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to one case without associated values, or with one `String` (the
/// unknown case name) or one `PreservedValue` (the whole payload).
public enum FallbackCaseDecodingMacro: Sendable {}

extension FallbackCaseDecodingMacro: PeerMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumCase = PropertyAttributeValidation.enumCase(
        of: declaration, for: node, in: context)
    else { return [] }
    if let element = enumCase.elements.first(where: { EnumPlan.FallbackValue($0) == nil }) {
      context.diagnose(
        .removing(
          node, from: enumCase.attributes,
          .fallbackCaseWithAssociatedValues(enumCase: element.name.text)))
    } else if enumCase.elements.count > 1 {
      context.diagnose(
        .removing(
          node, from: enumCase.attributes,
          .duplicateFallbackCase(
            enumCase: enumCase.elements.map(\.name.text).joined(separator: ", "))))
    }
    return []
  }
}

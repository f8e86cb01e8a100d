import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@IgnoreSafeDecoding`: Marks a property that decodes exactly as synthesized `Codable` decodes it.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes.
public enum IgnoreSafeDecodingMacro: Sendable {}

extension IgnoreSafeDecodingMacro: PeerMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    PropertyAttributeValidation.validate(node, on: declaration, in: context)
    return []
  }
}

public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@SafeDecoding`: generates the resilient `init(from:)` of a struct, a class or an enum, and
/// its `CodingKeys`, and adds `Decodable` when the type does not declare it.
///
/// Both roles build the same ``SafeDecodingPlan``; only the member role reports its diagnostics.
/// The `init(from:)` of a class or an enum is a member of the type, so that a class gets a
/// designated `required` initializer and a private nested type can be decoded; a struct's goes
/// in the extension, to keep the memberwise initializer.
public enum SafeDecodingMacro: Sendable {}

extension SafeDecodingMacro: Macro {
  /// The macro's code is written formatted (see `CodeText.swift`): formatting it again would
  /// visit every token once more.
  public static var formatMode: FormatMode { .disabled }
}

extension SafeDecodingMacro: MemberMacro {
  /// Reports the plan's diagnostics and generates the type's members.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let plan = SafeDecodingPlan(
      node, on: declaration, conformingTo: protocols, isNestedInType: isNestedInType(context))
    for diagnostic in plan.diagnostics { context.diagnose(diagnostic) }
    return plan.makeMembers(LocalNames(context))
  }
}

extension SafeDecodingMacro: ExtensionMacro {
  /// Adds `Decodable` when the type does not declare it and an extension can name the type (and
  /// `Encodable` for SafeDecoding's `shouldImplementEncoding: true`), and a struct's
  /// `init(from:)`.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let plan = SafeDecodingPlan(
      node, on: declaration, conformingTo: protocols, isNestedInType: isNestedInType(context))
    let members = plan.makeExtensionMembers(LocalNames(context))
    guard !plan.addedConformances.isEmpty || !members.isEmpty else { return [] }
    return [
      makeExtension(of: type, conformingTo: plan.addedConformances, members: members)
    ]
  }
}

extension SafeDecodingMacro {
  /// Whether the expansion's lexical context puts the declaration inside a type.
  static func isNestedInType(_ context: some MacroExpansionContext) -> Bool {
    context.lexicalContext.contains { $0.asProtocol((any DeclGroupSyntax).self) != nil }
  }
}

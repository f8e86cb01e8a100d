import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@SafeDecoding`: generates the resilient `init(from:)` of a struct, a class or an enum, and
/// its `CodingKeys`, and adds `Decodable` when the type does not declare it.
///
/// The `init(from:)` is a member of the type, not of an extension, so that a class gets a
/// designated `required` initializer and a private nested type can be decoded.
public enum SafeDecodingMacro: Sendable {}

extension SafeDecodingMacro: MemberMacro {
  /// Generates `CodingKeys` and `init(from:)`, after validating the type.
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard var arguments = SafeDecodingArguments(node, in: context) else { return [] }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      if let preserving = arguments.preservingUnknownKeys {
        context.diagnose(
          Diagnostic(node: preserving, message: SafeDecodingDiagnostic.preservingUnknownKeysOnEnum))
      }
      guard let plan = EnumPlan(enumDecl, arguments: arguments, in: context) else { return [] }
      return plan.makeMembers(in: context)
    }
    guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) else {
      context.diagnose(
        .removing(
          node, from: declaration.attributes,
          .unsupportedDeclaration(kind: kindDescription(of: declaration))))
      return []
    }
    if let strategy = arguments.strategy {
      context.diagnose(
        Diagnostic(node: strategy.node, message: SafeDecodingDiagnostic.strategyOnNonEnum))
    }
    let needsDecodable =
      protocols.contains { $0.trimmedDescription.hasSuffix("Decodable") }
      && !declaresDecodable(declaration)
    if needsDecodable, isPrivateNested(declaration, in: context) {
      diagnoseMissingConformance(of: declaration, in: context)
      return []
    }
    let callsSuperclass =
      declaration.is(ClassDeclSyntax.self) && !needsDecodable && !declaresDecodable(declaration)
    if let preserving = arguments.preservingUnknownKeys {
      let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "the type"
      if callsSuperclass {
        context.diagnose(
          Diagnostic(
            node: preserving,
            message: SafeDecodingDiagnostic.preservingUnknownKeysOnSubclass(type: name)))
        arguments.preservingUnknownKeys = nil
      } else if !declaresEncodable(declaration) {
        context.diagnose(
          Diagnostic(
            node: preserving,
            message: SafeDecodingDiagnostic.preservingUnknownKeysNeedsEncodable(type: name)))
        arguments.preservingUnknownKeys = nil
      }
    }
    let plan = ModelPlan(
      declaration, arguments: arguments, callsSuperclass: callsSuperclass, in: context)
    return plan.makeMembers(
      in: context,
      includingInitializer: !initializerGoesInExtension(declaration, in: context))
  }

  /// Whether `init(from:)` goes in the extension rather than in the type: for a struct, where
  /// an initializer in the type would remove the memberwise initializer, unless no extension
  /// can name the type.
  static func initializerGoesInExtension(
    _ declaration: some DeclGroupSyntax,
    in context: some MacroExpansionContext
  ) -> Bool {
    declaration.is(StructDeclSyntax.self) && !isPrivateNested(declaration, in: context)
  }

  /// What `declaration` is, in a diagnostic.
  static func kindDescription(of declaration: some DeclGroupSyntax) -> String {
    switch declaration.kind {
    case .protocolDecl: "a protocol"
    case .extensionDecl: "an extension"
    case .actorDecl: "an actor"
    default: "this declaration"
    }
  }

  /// Whether the type is `private` inside another type, where no extension can name it.
  static func isPrivateNested(
    _ declaration: some DeclGroupSyntax,
    in context: some MacroExpansionContext
  ) -> Bool {
    declaration.modifiers.accessLevel == .private
      && context.lexicalContext.contains { $0.asProtocol((any DeclGroupSyntax).self) != nil }
  }

  /// Whether the inheritance clause names `Decodable` or `Codable`.
  static func declaresDecodable(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.inheritanceClause?.inheritedTypes.contains { inherited in
      let name = inherited.type.trimmedDescription
      return ["Decodable", "Codable", "Swift.Decodable", "Swift.Codable"].contains(name)
    } ?? false
  }

  /// Whether the inheritance clause names `Encodable` or `Codable`.
  static func declaresEncodable(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.inheritanceClause?.inheritedTypes.contains { inherited in
      let name = inherited.type.trimmedDescription
      return ["Encodable", "Codable", "Swift.Encodable", "Swift.Codable"].contains(name)
    } ?? false
  }

  /// Asks for `: Decodable` on a type no extension can add it to.
  static func diagnoseMissingConformance(
    of declaration: some DeclGroupSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name else { return }
    let change: FixIt.Change
    if let clause = declaration.inheritanceClause,
      let last = clause.inheritedTypes.last
    {
      // `: Equatable {` becomes `: Equatable, Decodable {`, the spacing as it was.
      let appended =
        clause.inheritedTypes.dropLast()
        + [
          last.with(\.trailingTrivia, []).with(
            \.trailingComma, .commaToken(trailingTrivia: .space)),
          InheritedTypeSyntax(type: IdentifierTypeSyntax(name: "Decodable"))
            .with(\.trailingTrivia, last.trailingTrivia),
        ]
      change = .replace(
        oldNode: Syntax(clause.inheritedTypes),
        newNode: Syntax(InheritedTypeListSyntax(appended)))
    } else {
      change = .replace(
        oldNode: Syntax(name),
        newNode: Syntax(
          name.with(\.trailingTrivia, []).with(\.tokenKind, .identifier("\(name.text): Decodable"))
            .with(\.trailingTrivia, name.trailingTrivia)))
    }
    context.diagnose(
      Diagnostic(
        node: name,
        message: SafeDecodingDiagnostic.privateNestedTypeNeedsConformance(type: name.text),
        fixIt: FixIt(message: SafeDecodingFixIt.declareDecodable, changes: [change])))
  }
}

extension SafeDecodingMacro: ExtensionMacro {
  /// Adds `Decodable` when the type does not declare it and an extension can name the type.
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard
      declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        || declaration.is(EnumDeclSyntax.self),
      !isPrivateNested(declaration, in: context)
    else { return [] }
    let conforms = !protocols.isEmpty && !declaresDecodable(declaration)
    var members: [DeclSyntax] = []
    if initializerGoesInExtension(declaration, in: context),
      var arguments = SafeDecodingArguments(node, in: context, diagnoses: false)
    {
      if !declaresEncodable(declaration) { arguments.preservingUnknownKeys = nil }
      let plan = ModelPlan(
        declaration, arguments: arguments, callsSuperclass: false, in: context, diagnoses: false)
      members.append(plan.makeInitializer(in: context))
    }
    guard conforms || !members.isEmpty else { return [] }
    return [
      ExtensionDeclSyntax(
        extendedType: type.trimmed,
        inheritanceClause: conforms
          ? InheritanceClauseSyntax(
            inheritedTypes: [InheritedTypeSyntax(type: TypeSyntax("Swift.Decodable"))]) : nil,
        memberBlock: MemberBlockSyntax(
          members: MemberBlockItemListSyntax(members.map { MemberBlockItemSyntax(decl: $0) })))
    ]
  }
}

/// The access modifier a member needs to satisfy a requirement of the type's conformances.
func requirementAccess(of declaration: some DeclGroupSyntax) -> String {
  switch declaration.modifiers.accessLevel {
  case .open, .public: "public "
  case .package: "package "
  default: ""
  }
}

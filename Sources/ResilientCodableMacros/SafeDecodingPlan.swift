import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder

/// What `@SafeDecoding` makes of one declaration: the one pure step that both of its roles
/// share.
///
/// It reads the attribute's arguments and the declaration, validates them, and says what to
/// generate and what to tell the user, without emitting anything: the member role emits
/// ``diagnostics`` and generates the members, the extension role generates the conformance and,
/// for a struct, `init(from:)`, from the same plan.
struct SafeDecodingPlan {
  /// What is generated for the declaration.
  enum Shape {
    case model(ModelPlan)
    case enumeration(EnumPlan)
    /// A struct that synthesized `Decodable` decodes as the macro would
    /// (``ModelPlan/decodesAsSynthesized``): nothing is generated but the conformance, and the
    /// compiler has nothing more to parse and type-check than without the macro.
    case synthesized
  }

  /// What is generated, or `nil` when the declaration cannot be decoded.
  let shape: Shape?
  /// What to tell the user, in source order.
  let diagnostics: [Diagnostic]
  /// Whether `init(from:)` goes in the extension rather than in the type: for a struct, where an
  /// initializer in the type would remove the memberwise initializer, unless no extension can
  /// name the type.
  let initializerGoesInExtension: Bool
  /// The conformances the extension adds: `Decodable` unless declared, and `Encodable` for
  /// SafeDecoding's `shouldImplementEncoding: true`.
  let addedConformances: [TypeSyntax]
  /// The memberwise initializer that `memberwise:` asks for, as text.
  let memberwiseInitializer: String?

  /// Plans the expansion of `attribute` on `declaration`.
  ///
  /// - Parameters:
  ///   - attribute: The `@SafeDecoding` attribute.
  ///   - declaration: The declaration it is attached to.
  ///   - protocols: The conformances the compiler asks the macro to add.
  ///   - isNestedInType: Whether the declaration is nested in a type, which the lexical context
  ///     of the expansion tells.
  init(
    _ attribute: AttributeSyntax,
    on declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    isNestedInType: Bool
  ) {
    let isPrivateNested = declaration.modifiers.accessLevel == .private && isNestedInType
    let asksFor = { (name: String) in protocols.contains { $0.trimmedDescription.hasSuffix(name) } }
    let needsDecodable = asksFor("Decodable") && !declaration.declaresDecodable
    initializerGoesInExtension = declaration.is(StructDeclSyntax.self) && !isPrivateNested
    let arguments = SafeDecodingArguments.read(attribute)
    let needsEncodable =
      (try? arguments.get().implementsEncoding) == true
      && asksFor("Encodable") && !declaration.declaresEncodable
    let canExtend =
      (declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        || declaration.is(EnumDeclSyntax.self)) && !isPrivateNested
    // A class open to subclasses says so with a conformance, which a `@SafeDecoding` subclass
    // finds among those it already has.
    // A class open to subclasses says so with a conformance, which a `@SafeDecoding` subclass
    // finds among those it already has.
    let marksClass =
      (declaration.as(ClassDeclSyntax.self).map { !$0.modifiers.contains(.final) } ?? false)
      && asksFor(safeDecodingClassProtocol)
    addedConformances =
      !canExtend
      ? []
      : (needsDecodable ? ["Swift.Decodable"] : []) + (needsEncodable ? ["Swift.Encodable"] : [])
        + (marksClass ? ["ResilientCodableCore.\(raw: safeDecodingClassProtocol)"] : [])
    var diagnostics: [Diagnostic] = []
    if let memberwise = try? arguments.get().memberwise {
      if let structDecl = declaration.as(StructDeclSyntax.self) {
        memberwiseInitializer = MemberwiseInitializer.make(
          for: structDecl, access: memberwise.access, diagnostics: &diagnostics)
      } else {
        diagnostics.append(
          Diagnostic(node: memberwise.node, message: SafeDecodingDiagnostic.memberwiseOnNonStruct))
        memberwiseInitializer = nil
      }
    } else {
      memberwiseInitializer = nil
    }
    shape = Self.shape(
      of: declaration, attribute: attribute, arguments: arguments, needsDecodable: needsDecodable,
      inheritsSafeDecoding: !asksFor(safeDecodingClassProtocol),
      isPrivateNested: isPrivateNested, diagnostics: &diagnostics)
    self.diagnostics = diagnostics
  }

  /// What to generate for `declaration`, adding what to tell the user to `diagnostics`.
  private static func shape(
    of declaration: some DeclGroupSyntax,
    attribute: AttributeSyntax,
    arguments read: Result<SafeDecodingArguments, SafeDecodingArguments.Failure>,
    needsDecodable: Bool,
    inheritsSafeDecoding: Bool,
    isPrivateNested: Bool,
    diagnostics: inout [Diagnostic]
  ) -> Shape? {
    var arguments: SafeDecodingArguments
    switch read {
    case .success(let valid): arguments = valid
    case .failure(let failure):
      diagnostics.append(failure.diagnostic)
      return nil
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      if let path = arguments.containerPath {
        diagnostics.append(
          Diagnostic(node: path.node, message: SafeDecodingDiagnostic.containerPathOnEnum))
      }
      if let preserving = arguments.preservingUnknownKeys {
        diagnostics.append(
          Diagnostic(node: preserving, message: SafeDecodingDiagnostic.preservingUnknownKeysOnEnum))
      }
      if let unknownKeys = arguments.unknownKeys {
        diagnostics.append(
          Diagnostic(node: unknownKeys, message: SafeDecodingDiagnostic.unknownKeysOnEnum))
      }
      return ValidatedEnum(
        enumDecl, attribute: attribute, arguments: arguments, diagnostics: &diagnostics
      ).map {
        .enumeration(EnumPlan($0))
      }
    }
    guard declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) else {
      diagnostics.append(
        .removing(
          attribute, from: declaration.attributes,
          .unsupportedDeclaration(kind: declaration.kindDescription)))
      return nil
    }
    if let strategy = arguments.strategy {
      diagnostics.append(
        Diagnostic(node: strategy.node, message: SafeDecodingDiagnostic.strategyOnNonEnum))
    }
    if needsDecodable, isPrivateNested {
      if let missing = missingConformance(of: declaration) { diagnostics.append(missing) }
      return nil
    }
    let callsSuperclass =
      declaration.is(ClassDeclSyntax.self) && !needsDecodable && !declaration.declaresDecodable
    let superclass =
      callsSuperclass
      ? ValidatedModel.Superclass(isSafeDecoding: inheritsSafeDecoding) : nil
    if let preserving = arguments.preservingUnknownKeys {
      let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "the type"
      if let superclass, !superclass.isSafeDecoding {
        diagnostics.append(
          Diagnostic(
            node: preserving,
            message: SafeDecodingDiagnostic.preservingUnknownKeysOnSubclass(type: name)))
        arguments.preservingUnknownKeys = nil
      } else if !declaration.declaresEncodable && superclass == nil {
        diagnostics.append(
          Diagnostic(
            node: preserving,
            message: SafeDecodingDiagnostic.preservingUnknownKeysNeedsEncodable(type: name)))
        arguments.preservingUnknownKeys = nil
      }
    }
    let model = ValidatedModel(
      declaration, arguments: arguments, superclass: superclass,
      diagnostics: &diagnostics)
    let plan = ModelPlan(model)
    return plan.decodesAsSynthesized ? .synthesized : .model(plan)
  }

  /// The members of the type: everything but what goes in the extension.
  func makeMembers(_ locals: LocalNames) -> [DeclSyntax] {
    guard let shape else { return [] }
    let members: [String] =
      switch shape {
      case .model(let plan):
        plan.makeMembers(includingInitializer: !initializerGoesInExtension, locals)
      case .enumeration(let plan): plan.makeMembers(locals)
      case .synthesized: []
      }
    return (members + (memberwiseInitializer.map { [$0] } ?? [])).map(parsedDeclaration)
  }

  /// The members of the extension, as text: `init(from:)` of a struct.
  func makeExtensionMembers(_ locals: LocalNames) -> [String] {
    guard initializerGoesInExtension, case .model(let plan) = shape else { return [] }
    return [plan.makeInitializer(locals)]
  }

  /// Asks for `: Decodable` on a private nested type, which no extension can add it to, with
  /// the fix-it that declares it.
  private static func missingConformance(of declaration: some DeclGroupSyntax) -> Diagnostic? {
    guard let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name else { return nil }
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
      // `Name {` becomes `Name: Decodable {`: the clause takes the name's trailing trivia.
      let clause = InheritanceClauseSyntax(
        colon: .colonToken(trailingTrivia: .space),
        inheritedTypes: [
          InheritedTypeSyntax(type: IdentifierTypeSyntax(name: "Decodable"))
            .with(\.trailingTrivia, name.trailingTrivia)
        ])
      let bareName = name.with(\.trailingTrivia, [])
      if let structDecl = declaration.as(StructDeclSyntax.self) {
        change = .replace(
          oldNode: Syntax(structDecl),
          newNode: Syntax(structDecl.with(\.name, bareName).with(\.inheritanceClause, clause)))
      } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
        change = .replace(
          oldNode: Syntax(classDecl),
          newNode: Syntax(classDecl.with(\.name, bareName).with(\.inheritanceClause, clause)))
      } else {
        return nil
      }
    }
    return Diagnostic(
      node: name,
      message: SafeDecodingDiagnostic.privateNestedTypeNeedsConformance(type: name.text),
      fixIt: FixIt(message: SafeDecodingFixIt.declareDecodable, changes: [change]))
  }
}

/// The name of the protocol that a `@SafeDecoding` class open to subclasses conforms to.
let safeDecodingClassProtocol = "_SafeDecodingClass"

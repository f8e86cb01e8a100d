import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// A property attribute that is only a marker `@SafeDecoding` reads: its expansion adds nothing
/// and checks that it applies to a stored property the generated `init(from:)` decodes, then
/// what the attribute itself needs.
public protocol PropertyAttributeMacro: PeerMacro, Sendable {
  /// Checks what the attribute needs of `variable`, a stored property that passed the shared
  /// checks.
  static func check(
    _ attribute: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext)
}

extension PropertyAttributeMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if PropertyAttributeValidation.validate(node, on: declaration, in: context),
      let variable = declaration.as(VariableDeclSyntax.self)
    {
      check(node, on: variable, in: context)
    }
    return []
  }

  /// Nothing more to check.
  public static func check(
    _ attribute: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {}
}

/// The checks shared by the property attributes: `@IgnoreSafeDecoding`, `@FallbackDecoding`,
/// `@RetryDecoding` and `@RequireCompleteness` apply to a stored property that the generated
/// `init(from:)` decodes.
enum PropertyAttributeValidation {
  /// Diagnoses `attribute` on `declaration` if it cannot apply there.
  ///
  /// - Returns: Whether the attribute passed the checks.
  @discardableResult
  static func validate(
    _ attribute: AttributeSyntax,
    on declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) -> Bool {
    let name = attribute.name
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: SafeDecodingDiagnostic.attributeNeedsStoredProperty(
            attribute: name, found: declaration.kindName)))
      return false
    }
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    if variable.modifiers.contains(.static) || variable.modifiers.contains(.class) {
      context.diagnose(
        .removing(
          attribute, from: variable.attributes,
          .attributeOnStaticProperty(attribute: name, property: property)))
      return false
    }
    if variable.bindings.allSatisfy(StoredProperty.isComputed) {
      context.diagnose(
        .removing(
          attribute, from: variable.attributes,
          .attributeNeedsStoredProperty(attribute: name, found: "computed property")))
      return false
    }
    // A `let` with an initial value is not decoded, but encoded: a coding control applies.
    if !codingControlNames.contains(name), variable.bindingSpecifier.tokenKind == .keyword(.let),
      variable.bindings.contains(where: { $0.initializer != nil })
    {
      context.diagnose(
        .makingVar(
          variable, at: attribute,
          .attributeOnLetWithInitialValue(attribute: name, property: property)))
      return false
    }
    if name != "IgnoreSafeDecoding", !codingControlNames.contains(name),
      !variable.attributes.named("IgnoreSafeDecoding").isEmpty
    {
      context.diagnose(
        .removing(
          attribute, from: variable.attributes,
          .ignoredPropertyWithRecovery(attribute: name, property: property)))
      return false
    }
    warnOutsideSafeDecoding(attribute, in: context)
    return true
  }

  /// The enum case that `attribute`, which applies to an enum case of a `@SafeDecoding` enum,
  /// is attached to; diagnoses and returns `nil` for any other declaration.
  static func enumCase(
    of declaration: some DeclSyntaxProtocol,
    for attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> EnumCaseDeclSyntax? {
    guard let enumCase = declaration.as(EnumCaseDeclSyntax.self) else {
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: SafeDecodingDiagnostic.attributeNeedsEnumCase(attribute: attribute.name)))
      return nil
    }
    warnOutsideSafeDecoding(attribute, in: context)
    return enumCase
  }

  /// Warns that `attribute` does nothing when the type it is in, as the expansion sees it (with
  /// its attributes, without its members), is not `@SafeDecoding`: only that macro reads it.
  static func warnOutsideSafeDecoding(
    _ attribute: AttributeSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let type = context.lexicalContext.first?.asProtocol((any DeclGroupSyntax).self),
      type.attributes.named("SafeDecoding").isEmpty
    else { return }
    let name = type.asProtocol((any NamedDeclSyntax).self)?.name.text ?? "the type"
    context.diagnose(
      Diagnostic(
        node: attribute,
        message: SafeDecodingDiagnostic.attributeOutsideSafeDecoding(
          attribute: attribute.name, type: name)))
  }
}

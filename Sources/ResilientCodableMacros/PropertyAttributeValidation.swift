import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

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
    if variable.bindingSpecifier.tokenKind == .keyword(.let),
      variable.bindings.contains(where: { $0.initializer != nil })
    {
      let specifier = variable.bindingSpecifier
      context.diagnose(
        Diagnostic(
          node: attribute,
          message: SafeDecodingDiagnostic.attributeOnLetWithInitialValue(
            attribute: name, property: property),
          fixIt: FixIt(
            message: SafeDecodingFixIt.makeVar,
            changes: [
              .replace(
                oldNode: Syntax(specifier),
                newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))
            ])))
      return false
    }
    if name != "IgnoreSafeDecoding", !variable.attributes.named("IgnoreSafeDecoding").isEmpty {
      context.diagnose(
        .removing(
          attribute, from: variable.attributes,
          .ignoredPropertyWithRecovery(attribute: name, property: property)))
      return false
    }
    return true
  }
}

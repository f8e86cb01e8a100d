import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@IgnoreCoding`, `@IgnoreDecoding`, `@IgnoreEncoding` and `@EncodeNil`: leave a property out
/// of decoding or encoding, or write its `nil` as `null`.
///
/// The attributes are markers that `@SafeDecoding` reads; their expansion adds nothing and checks
/// that the property can be left as initialized, is an optional where `nil` is asked about, and
/// has no other attribute that the control makes pointless.
public enum CodingControlMacro: PropertyAttributeMacro {
  /// The attributes that only apply to decoding, which a property left out of decoding never
  /// runs.
  private static let decodingAttributeNames = [
    "IgnoreSafeDecoding", "FallbackDecoding", "RetryDecoding", "RequireCompleteness",
    "OptionalDecoding", "CodedAs", "Policy", "Validate",
  ]

  /// Checks the control against the property's declaration and its other attributes.
  public static func check(
    _ attribute: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let name = attribute.name
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    let attributes = variable.attributes
    let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last
    let isOptional = type?.wrappedOptionalType != nil
    switch name {
    case "IgnoreCoding", "IgnoreDecoding":
      // Another attribute made pointless by this one is diagnosed on that attribute.
      let pointless =
        name == "IgnoreCoding"
        ? decodingAttributeNames + [
          "CodedAt", "CodedBy", "IgnoreDecoding", "IgnoreEncoding", "EncodeNil",
        ]
        : decodingAttributeNames
      for case .attribute(let other) in attributes where pointless.contains(other.name) {
        context.diagnose(
          .removing(
            other, from: attributes,
            .attributeOnUndecodedProperty(attribute: other.name, property: property, ignoring: name)
          ))
      }
      checkInitialized(attribute, on: variable, isOptional: isOptional, in: context)
    case "IgnoreEncoding":
      let condition = attribute.argumentList.first
      if let condition, condition.label?.text == "when" {
        switch StoredProperty.encoding(of: attribute) {
        case .unless(.isNil) where !isOptional:
          context.diagnose(
            Diagnostic(
              node: condition.expression,
              message: SafeDecodingDiagnostic.encodingControlNeedsOptional(
                attribute: "when: .nil", property: property)))
        case .unless(.isDefault) where variable.bindings.contains { $0.initializer == nil }:
          context.diagnose(
            Diagnostic(
              node: condition.expression,
              message: SafeDecodingDiagnostic.defaultConditionWithoutInitialValue(
                property: property)))
        case .always:
          context.diagnose(
            Diagnostic(
              node: condition.expression,
              message: SafeDecodingDiagnostic.unsupportedEncodingCondition))
        default:
          break
        }
      } else if condition == nil, let encodeNil = attributes.named("EncodeNil").first {
        context.diagnose(
          .removing(
            encodeNil, from: attributes,
            .attributeOnUndecodedProperty(
              attribute: "EncodeNil", property: property, ignoring: "IgnoreEncoding")))
      }
    case "EncodeNil":
      if StoredProperty.isWrapped(variable) {
        context.diagnose(
          .removing(attribute, from: attributes, .encodeNilOnWrappedProperty(property: property)))
      } else if !isOptional {
        context.diagnose(
          .removing(
            attribute, from: attributes,
            .encodingControlNeedsOptional(attribute: "@EncodeNil", property: property)))
      }
    default:
      break
    }
  }

  /// Diagnoses a property that a control leaves as initialized and that has no initial value: a
  /// `var` optional starts as `nil`, and a `let` one is offered to become a `var`.
  private static func checkInitialized(
    _ attribute: AttributeSyntax,
    on variable: VariableDeclSyntax,
    isOptional: Bool,
    in context: some MacroExpansionContext
  ) {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    guard let binding = variable.bindings.first(where: { $0.initializer == nil }),
      isLet || !isOptional
    else { return }
    let message = SafeDecodingDiagnostic.ignoredWithoutInitialValue(
      attribute: attribute.name, property: binding.pattern.trimmedDescription)
    guard isLet, isOptional else {
      context.diagnose(Diagnostic(node: attribute, message: message))
      return
    }
    context.diagnose(.makingVar(variable, at: attribute, message))
  }
}

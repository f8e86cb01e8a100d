import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Flattened`: reads a property's type from the model's own object.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that the property's type can have keys of its own, that no property wrapper decodes
/// it, and that no attribute about its key or its value's decoding is beside it.
public enum FlattenedMacro: PropertyAttributeMacro {
  /// The attributes about a property's key or the decoding of its value, which a flattened
  /// property, decoded by its type from the model's object, never uses.
  private static let keyAndValueAttributeNames = [
    "CodedAt", "PropertyNameDecoding", "CodedAs", "RetryDecoding", "Policy", "CodedBy",
    "Validate",
    "RequireCompleteness", "IgnoreSafeDecoding", "OptionalDecoding",
  ]

  /// Checks the property's type, its wrapper and its other attributes.
  public static func check(
    _ attribute: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let property = variable.bindings.first?.pattern.trimmedDescription ?? "this property"
    let attributes = variable.attributes
    if StoredProperty.isWrapped(variable) {
      context.diagnose(
        .removing(attribute, from: attributes, .flattenedWrappedProperty(property: property)))
      return
    }
    for case .attribute(let other) in attributes
    where keyAndValueAttributeNames.contains(other.name) {
      context.diagnose(
        .removing(
          other, from: attributes,
          .attributeOnFlattenedProperty(attribute: other.name, property: property)))
    }
    if let type = variable.bindings.lazy.compactMap(\.typeAnnotation?.type).last,
      hasNoKeys(type)
    {
      context.diagnose(
        .removing(
          attribute, from: attributes,
          .flattenedNonObject(property: property, type: type.trimmedDescription)))
    }
  }

  /// Whether `type`, or the type it makes optional, is written as a scalar or a collection,
  /// which has no keys of its own to flatten.
  static func hasNoKeys(_ type: TypeSyntax) -> Bool {
    let value = type.wrappedOptionalType ?? type
    return value.isCollectionKind || value.isStandardScalar
  }
}

import SwiftDiagnostics
import SwiftSyntax

/// An enum that `@SafeDecoding` decodes, read from its declaration and validated: the input of
/// ``EnumPlan``, which only derives from it what to generate.
struct ValidatedEnum {
  /// The cases that a payload names, the fallback case too unless it keeps a value.
  let cases: [EnumPlan.Case]
  /// The case taken when no case matches.
  let fallbackCase: TokenSyntax?
  /// What the fallback case keeps.
  let fallbackValue: EnumPlan.FallbackValue
  let strategy: SafeDecodingArguments.Strategy
  /// Whether the enum has a raw type, for `.natural`.
  let isRawValue: Bool
  /// Whether the payload names the cases by integers.
  let namesCasesByIntegers: Bool
  /// The key enums the enum declares itself.
  let declaredKeyTypes: Set<String>
  /// `public `, `package ` or nothing.
  let access: String
  /// Whether the enum declares `Encodable`.
  let declaresEncodable: Bool
  /// Whether the enum declares its own `encode(to:)`.
  let declaresEncoder: Bool
  /// The macro's arguments, validated.
  let arguments: SafeDecodingArguments
  /// The `didDecode` and `willEncode` methods that the generated code calls.
  let hooks: [ModelHook]

  /// Reads and validates the cases of `declaration`; adds to `diagnostics` what is wrong with
  /// them, and returns `nil` when the macro cannot decode it.
  init?(
    _ declaration: EnumDeclSyntax,
    attribute: AttributeSyntax,
    arguments: SafeDecodingArguments,
    diagnostics: inout [Diagnostic]
  ) {
    let rawTypes: Set<String> = [
      "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "Double", "Float", "Character", "Swift.String", "Swift.Int",
    ]
    let firstInherited = declaration.inheritanceClause?.inheritedTypes.first?.type
    isRawValue = firstInherited.map { rawTypes.contains($0.trimmedDescription) } ?? false
    strategy = arguments.strategy?.value ?? (isRawValue ? .natural : .caseByNestedObject)
    access = requirementAccess(of: declaration)
    var cases: [EnumPlan.Case] = []
    // The attributes of each case's declaration, beside `cases`.
    var caseAttributes: [AttributeListSyntax] = []
    var fallbackCase: TokenSyntax?
    var fallbackValue = EnumPlan.FallbackValue.nothing
    var declaredKeyTypes: Set<String> = []
    var isValid = true
    for member in declaration.memberBlock.members {
      if let nested = member.decl.as(EnumDeclSyntax.self) {
        declaredKeyTypes.insert(nested.name.text)
      }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let customNames =
        caseDecl.attributes.named("CaseNameDecoding").first
        .flatMap(CaseNameDecodingMacro.caseNames(of:)) ?? []
      for fallback in caseDecl.attributes.named("FallbackCaseDecoding") {
        guard caseDecl.elements.count == 1, let element = caseDecl.elements.first,
          let value = EnumPlan.FallbackValue(element)
        else {
          isValid = false  // diagnosed by `@FallbackCaseDecoding`
          continue
        }
        if fallbackCase == nil {
          fallbackCase = element.name
          fallbackValue = value
        } else {
          diagnostics.append(
            .removing(
              fallback, from: caseDecl.attributes,
              .duplicateFallbackCase(enumCase: element.name.text)))
          isValid = false
        }
      }
      // A case's `@RequireCompleteness` holds for each collection it holds: positional arrays
      // (coordinates, ranges) decode whole or not at all.
      let completenessLimit = caseDecl.attributes.named("RequireCompleteness").first?
        .argumentList.first?.expression
      let keepsValue =
        !caseDecl.attributes.named("FallbackCaseDecoding").isEmpty
        && caseDecl.elements.first?.parameterClause != nil
      for element in caseDecl.elements where !keepsValue {
        if case .natural = strategy, let parameters = element.parameterClause {
          diagnostics.append(
            Diagnostic(
              node: parameters,
              message: SafeDecodingDiagnostic.naturalStrategyWithAssociatedValues(
                enumCase: element.name.text)))
          isValid = false
        }
        let values = (element.parameterClause?.parameters ?? []).enumerated().map {
          index, parameter in
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0 }
          let key = label?.trimmed ?? .identifier("_\(index)")
          // A value with a default takes it when its key is missing or its value is bad, as a
          // property with an initial value does; a `PreservedData` value is not read.
          let isPreservedData = EnumPlan.Case.isPreservedData(parameter.type)
          let initialValue = isPreservedData ? nil : parameter.defaultValue?.value
          let decoding: StoredProperty.Decoding =
            if isPreservedData {
              .plain
            } else if initialValue != nil, !parameter.type.isCollectionKind {
              .recovering(retries: [], fallback: nil)
            } else if parameter.type.isResilientKind {
              .resilient
            } else {
              .init(plainValueOf: parameter.type)
            }
          let property = StoredProperty(
            name: key, type: parameter.type, initialValue: initialValue, decoding: decoding,
            completenessLimit: parameter.type.isCollectionKind ? completenessLimit : nil)
          return (label: label, property: property)
        }
        cases.append(
          EnumPlan.Case(
            name: element.name.trimmed,
            customNames: caseDecl.elements.count == 1 ? customNames : [],
            values: values))
        caseAttributes.append(caseDecl.attributes)
      }
    }
    cases = Self.keyingValues(
      of: cases, declaredWith: caseAttributes, style: arguments.keyStyle, attribute: attribute,
      declaredKeyTypes: declaredKeyTypes, strategy: strategy, diagnostics: &diagnostics)
    let namesCasesByIntegers = cases.contains { $0.customNames.first?.isInteger == true }
    if namesCasesByIntegers {
      isValid =
        Self.validateIntegerNames(
          of: cases,
          fallbackCase: declaration.declaresEncodable || arguments.implementsEncoding
            ? nil : fallbackCase,
          strategy: strategy, isRawValue: isRawValue, attribute: attribute,
          diagnostics: &diagnostics) && isValid
    }
    guard isValid else { return nil }
    // A fallback case without an integer name is not named by the payload.
    self.cases = cases.filter { !namesCasesByIntegers || $0.names[0].isInteger }
    self.fallbackCase = fallbackCase
    self.fallbackValue = fallbackValue
    self.namesCasesByIntegers = namesCasesByIntegers
    self.declaredKeyTypes = declaredKeyTypes
    declaresEncodable = declaration.declaresEncodable
    declaresEncoder = declaration.declaresEncoder
    self.arguments = arguments
    hooks = ModelHook.all(in: declaration, diagnostics: &diagnostics)
  }

  /// Checks that a strategy that reads integers names every case by integers, but
  /// `fallbackCase`: the fallback case of an enum that is not encoded.
  private static func validateIntegerNames(
    of cases: [EnumPlan.Case],
    fallbackCase: TokenSyntax?,
    strategy: SafeDecodingArguments.Strategy,
    isRawValue: Bool,
    attribute: AttributeSyntax,
    diagnostics: inout [Diagnostic]
  ) -> Bool {
    switch strategy {
    case .caseByObjectProperty, .caseByAdjacentTag: break
    case .natural where !isRawValue: break
    case .natural, .caseByNestedObject, .untagged:
      diagnostics.append(
        Diagnostic(
          node: attribute, message: SafeDecodingDiagnostic.integerCaseNamesNeedDiscriminator))
      return false
    }
    var isValid = true
    for enumCase in cases
    where !enumCase.names[0].isInteger && enumCase.name.text != fallbackCase?.text {
      diagnostics.append(
        Diagnostic(
          node: enumCase.name,
          message: SafeDecodingDiagnostic.caseNeedsIntegerName(enumCase: enumCase.name.text)))
      isValid = false
    }
    return isValid
  }
}

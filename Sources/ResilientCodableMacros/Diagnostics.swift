import SwiftDiagnostics

/// A misuse of the package's macros, reported at compile time with what to do about it; its
/// messages are in `Diagnostics+Messages.swift`.
enum SafeDecodingDiagnostic: DiagnosticMessage {
  case unsupportedDeclaration(kind: String)
  case privateNestedTypeNeedsConformance(type: String)
  case attributeNeedsStoredProperty(attribute: String, found: String)
  case attributeOnLetWithInitialValue(attribute: String, property: String)
  case attributeOnStaticProperty(attribute: String, property: String)
  case duplicateFallback(property: String)
  case ignoredPropertyWithRecovery(attribute: String, property: String)
  case attributeNeedsEnumCase(attribute: String)
  case fallbackCaseWithAssociatedValues(enumCase: String)
  case duplicateFallbackCase(enumCase: String)
  case caseNameNotLiteral
  case caseNameOnSeveralCases
  case unsupportedStrategy
  case strategyOnNonEnum
  case naturalStrategyWithAssociatedValues(enumCase: String)
  case integerCaseNamesNeedDiscriminator
  case keyNotLiteral(attribute: String)
  case misspelledAttribute(found: String, suggestion: String)
  case conditionOnNonOptional(property: String)
  case keyOnSeveralProperties
  case keyCollision(property: String, key: String, other: String)
  case keyBesideDeclaredCodingKeys(property: String)
  case unsupportedKeyStyle
  case keyStyleWithoutLabels
  case keyStyleBesideDeclaredCodingKeys
  case keyStyleBesideDeclaredCaseKeys(keys: String, enumCase: String)
  case emptyKey(attribute: String)
  case caseNeedsIntegerName(enumCase: String)
  case unexpectedSyntax(String)
  case preservingUnknownKeysNotLiteral
  case shouldImplementEncodingNotLiteral
  case preservingUnknownKeysOnEnum
  case preservingUnknownKeysNeedsEncodable(type: String)
  case preservingUnknownKeysOnSubclass(type: String)
  case completenessOfRecoveringProperty(String)
  case completenessOfNonCollection(property: String, type: String)
  case completenessOfCaseWithoutCollection(enumCase: String)
  case policyOnWrappedProperty(property: String)
  case unsupportedMemberwise
  case memberwiseOnNonStruct
  case memberwiseNeedsType(property: String, initialValue: String)
  case defaultPolicyWithoutDefault(property: String)
  case strategyOnWrappedProperty(attribute: String, property: String)
  case secondStrategy(property: String)
  case attributeOutsideSafeDecoding(attribute: String, type: String)
  case containerKeyNotLiteral
  case containerPathOnEnum
  case containerPathBesideDeclaredCodingKeys
  case unsupportedNilEncoding
  case unsupportedUnknownKeys
  case unknownKeysOnEnum
  case ignoredWithoutInitialValue(attribute: String, property: String)
  case encodingControlNeedsOptional(attribute: String, property: String)
  case defaultConditionWithoutInitialValue(property: String)
  case unsupportedEncodingCondition
  case attributeOnUndecodedProperty(attribute: String, property: String, ignoring: String)
  case encodingControlWithoutEncoder(attribute: String, type: String)
  case encodeNilOnWrappedProperty(property: String)
  case hookSignature(name: String, signatures: String)
  case flattenedWrappedProperty(property: String)
  case attributeOnFlattenedProperty(attribute: String, property: String)
  case flattenedNonObject(property: String, type: String)
  case codedAtWithoutKeys
  case caseValueKeysNotLiteral
  case caseValueKeysOnSeveralCases
  case caseValueKeysOnFallbackCase
  case caseValueKeysWithoutValues(enumCase: String)
  case caseValueKeysBesideDeclaredCaseKeys(keys: String, enumCase: String)
  case unknownValueLabel(label: String, enumCase: String, labels: [String])
  case duplicateValueLabel(label: String)
  case duplicateCaseValueKeys(enumCase: String)
  case emptyValueKey(label: String)
  case valueKeyOfWholePayload(label: String, enumCase: String, source: String)
  case valueKeyOfPreservedData(label: String)
  case valueKeyIsDiscriminator(label: String, key: String)

  var diagnosticID: MessageID {
    let id =
      switch self {
      case .unsupportedDeclaration: "unsupportedDeclaration"
      case .privateNestedTypeNeedsConformance: "privateNestedTypeNeedsConformance"
      case .attributeNeedsStoredProperty: "attributeNeedsStoredProperty"
      case .attributeOnLetWithInitialValue: "attributeOnLetWithInitialValue"
      case .attributeOnStaticProperty: "attributeOnStaticProperty"
      case .duplicateFallback: "duplicateFallback"
      case .ignoredPropertyWithRecovery: "ignoredPropertyWithRecovery"
      case .attributeNeedsEnumCase: "attributeNeedsEnumCase"
      case .fallbackCaseWithAssociatedValues: "fallbackCaseWithAssociatedValues"
      case .duplicateFallbackCase: "duplicateFallbackCase"
      case .caseNameNotLiteral: "caseNameNotLiteral"
      case .caseNameOnSeveralCases: "caseNameOnSeveralCases"
      case .unsupportedStrategy: "unsupportedStrategy"
      case .strategyOnNonEnum: "strategyOnNonEnum"
      case .naturalStrategyWithAssociatedValues: "naturalStrategyWithAssociatedValues"
      case .integerCaseNamesNeedDiscriminator: "integerCaseNamesNeedDiscriminator"
      case .keyNotLiteral: "keyNotLiteral"
      case .misspelledAttribute: "misspelledAttribute"
      case .conditionOnNonOptional: "conditionOnNonOptional"
      case .keyOnSeveralProperties: "keyOnSeveralProperties"
      case .keyCollision: "keyCollision"
      case .keyBesideDeclaredCodingKeys: "keyBesideDeclaredCodingKeys"
      case .caseNeedsIntegerName: "caseNeedsIntegerName"
      case .unsupportedKeyStyle: "unsupportedKeyStyle"
      case .keyStyleWithoutLabels: "keyStyleWithoutLabels"
      case .keyStyleBesideDeclaredCodingKeys: "keyStyleBesideDeclaredCodingKeys"
      case .keyStyleBesideDeclaredCaseKeys: "keyStyleBesideDeclaredCaseKeys"
      case .emptyKey: "emptyKey"
      case .unexpectedSyntax: "unexpectedSyntax"
      case .preservingUnknownKeysNotLiteral: "preservingUnknownKeysNotLiteral"
      case .shouldImplementEncodingNotLiteral: "shouldImplementEncodingNotLiteral"
      case .preservingUnknownKeysOnEnum: "preservingUnknownKeysOnEnum"
      case .preservingUnknownKeysNeedsEncodable: "preservingUnknownKeysNeedsEncodable"
      case .preservingUnknownKeysOnSubclass: "preservingUnknownKeysOnSubclass"
      case .completenessOfRecoveringProperty: "completenessOfRecoveringProperty"
      case .completenessOfNonCollection: "completenessOfNonCollection"
      case .completenessOfCaseWithoutCollection: "completenessOfCaseWithoutCollection"
      case .policyOnWrappedProperty: "policyOnWrappedProperty"
      case .unsupportedMemberwise: "unsupportedMemberwise"
      case .memberwiseOnNonStruct: "memberwiseOnNonStruct"
      case .memberwiseNeedsType: "memberwiseNeedsType"
      case .defaultPolicyWithoutDefault: "defaultPolicyWithoutDefault"
      case .strategyOnWrappedProperty: "strategyOnWrappedProperty"
      case .secondStrategy: "secondStrategy"
      case .attributeOutsideSafeDecoding: "attributeOutsideSafeDecoding"
      case .containerKeyNotLiteral: "containerKeyNotLiteral"
      case .containerPathOnEnum: "containerPathOnEnum"
      case .containerPathBesideDeclaredCodingKeys: "containerPathBesideDeclaredCodingKeys"
      case .unsupportedNilEncoding: "unsupportedNilEncoding"
      case .unsupportedUnknownKeys: "unsupportedUnknownKeys"
      case .unknownKeysOnEnum: "unknownKeysOnEnum"
      case .ignoredWithoutInitialValue: "ignoredWithoutInitialValue"
      case .encodingControlNeedsOptional: "encodingControlNeedsOptional"
      case .defaultConditionWithoutInitialValue: "defaultConditionWithoutInitialValue"
      case .unsupportedEncodingCondition: "unsupportedEncodingCondition"
      case .attributeOnUndecodedProperty: "attributeOnUndecodedProperty"
      case .encodingControlWithoutEncoder: "encodingControlWithoutEncoder"
      case .encodeNilOnWrappedProperty: "encodeNilOnWrappedProperty"
      case .hookSignature: "hookSignature"
      case .flattenedWrappedProperty: "flattenedWrappedProperty"
      case .attributeOnFlattenedProperty: "attributeOnFlattenedProperty"
      case .flattenedNonObject: "flattenedNonObject"
      case .codedAtWithoutKeys: "codedAtWithoutKeys"
      case .caseValueKeysNotLiteral: "caseValueKeysNotLiteral"
      case .caseValueKeysOnSeveralCases: "caseValueKeysOnSeveralCases"
      case .caseValueKeysOnFallbackCase: "caseValueKeysOnFallbackCase"
      case .caseValueKeysWithoutValues: "caseValueKeysWithoutValues"
      case .caseValueKeysBesideDeclaredCaseKeys: "caseValueKeysBesideDeclaredCaseKeys"
      case .unknownValueLabel: "unknownValueLabel"
      case .duplicateValueLabel: "duplicateValueLabel"
      case .duplicateCaseValueKeys: "duplicateCaseValueKeys"
      case .emptyValueKey: "emptyValueKey"
      case .valueKeyOfWholePayload: "valueKeyOfWholePayload"
      case .valueKeyOfPreservedData: "valueKeyOfPreservedData"
      case .valueKeyIsDiscriminator: "valueKeyIsDiscriminator"
      }
    return MessageID(domain: "ResilientCodableMacros", id: id)
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .attributeOnStaticProperty, .strategyOnNonEnum, .attributeOutsideSafeDecoding,
      .encodingControlWithoutEncoder:
      .warning
    default: .error
    }
  }
}

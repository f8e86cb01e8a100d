import SwiftDiagnostics

// What each diagnostic says: the attribute or argument it is about, and what to do instead.

extension SafeDecodingDiagnostic {
  var message: String {
    switch self {
    case .attributeOutsideSafeDecoding(let attribute, let type):
      "'@\(attribute)' does nothing: '\(type)' is not '@SafeDecoding', so its decoding never "
        + "reads it; write '@SafeDecoding' on '\(type)', or remove '@\(attribute)'"
    case .unsupportedDeclaration(let kind):
      "'@SafeDecoding' applies to a struct, a class or an enum, not to \(kind); remove it"
    case .privateNestedTypeNeedsConformance(let type):
      "'@SafeDecoding' cannot add 'Decodable' to the private nested type '\(type)' from an "
        + "extension; declare it: '\(type): Decodable'"
    case .attributeNeedsStoredProperty(let attribute, let found):
      "'@\(attribute)' applies to a stored property; remove it from this \(found)"
    case .attributeOnLetWithInitialValue(let attribute, let property):
      "'@\(attribute)' has no effect on '\(property)': a 'let' with an initial value is never "
        + "decoded; make it a 'var' to decode it"
    case .attributeOnStaticProperty(let attribute, let property):
      "'@\(attribute)' has no effect on the static property '\(property)', which is never "
        + "decoded; remove it"
    case .duplicateFallback(let property):
      "'\(property)' has more than one '@FallbackDecoding'; keep one"
    case .ignoredPropertyWithRecovery(let attribute, let property):
      "'@IgnoreSafeDecoding' decodes '\(property)' as synthesized code does, so '@\(attribute)' "
        + "would never apply; remove one of them"
    case .attributeNeedsEnumCase(let attribute):
      "'@\(attribute)' applies to an enum case of a '@SafeDecoding' enum; remove it"
    case .fallbackCaseWithAssociatedValues(let enumCase):
      "'@FallbackCaseDecoding' needs a case without associated values, or with one 'String' "
        + "(the unknown case name) or one 'PreservedValue' (the whole payload); change the "
        + "associated values of '\(enumCase)' or mark another case"
    case .duplicateFallbackCase(let enumCase):
      "only one case can be '@FallbackCaseDecoding'; remove it from '\(enumCase)'"
    case .caseNameOnSeveralCases:
      "'@CaseNameDecoding' names one case; declare the case on a line of its own"
    case .caseNameNotLiteral:
      "'@CaseNameDecoding' takes the case's names in the payload as string literals, such as "
        + "'@CaseNameDecoding(\"ASSET/EPISODE\")', or as integer literals, such as "
        + "'@CaseNameDecoding(2)'"
    case .unsupportedStrategy:
      "'decodingStrategy:' must be written '.caseByNestedObject', "
        + "'.caseByObjectProperty(\"type\")' or '.caseByAdjacentTag(\"type\", content: \"value\")' "
        + "with string literals, '.untagged', or '.natural'"
    case .strategyOnNonEnum:
      "'decodingStrategy:' applies to enums only; remove it"
    case .naturalStrategyWithAssociatedValues(let enumCase):
      "'.natural' decodes a case from a single value, so the case '\(enumCase)' cannot have "
        + "associated values; use '.caseByNestedObject' or '.caseByObjectProperty(\"type\")'"
    case .conditionOnNonOptional(let property):
      "'@OptionalDecoding' leaves a property nil when its condition is false, so '\(property)' "
        + "must be optional; remove the attribute or make the type optional"
    case .misspelledAttribute(let found, let suggestion):
      "'@\(found)' is no attribute of '@SafeDecoding'; did you mean '@\(suggestion)'?"
    case .keyNotLiteral(let attribute) where attribute == "CodedAs":
      "'@CodedAs' takes the property's other keys in the payload as string literals, such as "
        + "'@CodedAs(\"login\", \"user_name\")'"
    case .keyNotLiteral(let attribute):
      "'@\(attribute)' takes the property's key in the payload as a string literal, such as "
        + "'@CodedAt(\"full_name\")'"
    case .keyOnSeveralProperties:
      "a key names one property; declare the property on a line of its own"
    case .keyCollision(let property, let key, let other):
      "'\(property)' and '\(other)' both decode the key '\(key)'; give one of them another key"
    case .keyBesideDeclaredCodingKeys(let property):
      "the type declares 'CodingKeys', which names the keys: write the key of '\(property)' "
        + "there, as 'case \(property) = \"key\"', and remove the attribute"
    case .unsupportedKeyStyle:
      "'keyStyle:' must be written '.camelCase', '.snakeCase', '.upperSnakeCase', '.kebabCase' "
        + "or '.upperKebabCase'"
    case .keyStyleWithoutLabels:
      "'keyStyle:' spells the keys of associated values from their labels, and no case of this "
        + "enum has a labeled value with a key; case names keep their spelling "
        + "('@CaseNameDecoding' renames a case); remove 'keyStyle:'"
    case .keyStyleBesideDeclaredCodingKeys:
      "the type declares 'CodingKeys', which names the keys; remove 'keyStyle:' or the "
        + "'CodingKeys'"
    case .keyStyleBesideDeclaredCaseKeys(let keys, let enumCase):
      "the enum declares '\(keys)', which names the keys of '\(enumCase)'; remove 'keyStyle:' "
        + "or '\(keys)'"
    case .emptyKey(let attribute):
      "'@\(attribute)' needs a key that is not empty, such as '@\(attribute)(\"login\")'"
    case .integerCaseNamesNeedDiscriminator:
      "integer case names are read from a discriminator or a single value; use "
        + "'.caseByObjectProperty', '.caseByAdjacentTag', or '.natural' on an enum without raw "
        + "values, or name the case with a string"
    case .caseNeedsIntegerName(let enumCase):
      "the payload names this enum's cases by integers; give '\(enumCase)' an integer "
        + "'@CaseNameDecoding' too"
    case .preservingUnknownKeysNotLiteral:
      "'preservingUnknownKeys:' takes 'true' or 'false' written out"
    case .shouldImplementEncodingNotLiteral:
      "'shouldImplementEncoding:' takes 'true' or 'false' written out"
    case .preservingUnknownKeysOnEnum:
      "'preservingUnknownKeys:' applies to structs and classes; remove it, and give each case "
        + "whose unknown keys to keep a 'PreservedData' value"
    case .preservingUnknownKeysNeedsEncodable(let type):
      "'preservingUnknownKeys: true' generates 'encode(to:)' to write the keys back; declare "
        + "'\(type): Codable'"
    case .preservingUnknownKeysOnSubclass(let type):
      "'preservingUnknownKeys:' cannot write back the keys of '\(type)', whose superclass "
        + "decodes part of the payload without '@SafeDecoding'; make the superclass "
        + "'@SafeDecoding', or remove the argument"
    case .completenessOfRecoveringProperty(let property):
      "'@RequireCompleteness' limits the elements a collection drops, but '\(property)' "
        + "recovers as a whole: its fallback, retry or policy replaces the whole collection on a "
        + "bad element; remove them or the attribute"
    case .completenessOfCaseWithoutCollection(let enumCase):
      "'@RequireCompleteness' applies to a case that holds an array, a set or a dictionary; "
        + "'\(enumCase)' holds none; remove the attribute"
    case .completenessOfNonCollection(let property, let type):
      "'@RequireCompleteness' applies to an array, a set or a dictionary; '\(property)' is "
        + "'\(type)'; remove the attribute"
    case .policyOnWrappedProperty(let property):
      "'@Policy' has no effect on '\(property)', whose property wrapper decodes it; remove the "
        + "property wrapper, so that '@SafeDecoding' decodes '\(property)' with the policy, or "
        + "remove '@Policy'"
    case .unsupportedMemberwise:
      "'memberwise:' takes '.public', '.package' or '.internal' written out"
    case .memberwiseOnNonStruct:
      "'memberwise:' applies to structs; write the initializer of a class or an enum by hand"
    case .memberwiseNeedsType(let property, let initialValue):
      "the memberwise initializer needs the type of '\(property)'; write it out "
        + "('\(property): <Type> = \(initialValue)')"
    case .defaultPolicyWithoutDefault(let property):
      "'.useDefault' takes the initial value of '\(property)', which has none, so the model fails "
        + "as with '.dropElement'; give '\(property)' an initial value, or write '.dropElement'"
    case .strategyOnWrappedProperty(let attribute, let property):
      "'@\(attribute)' has no effect on '\(property)', whose property wrapper decodes it; remove "
        + "the property wrapper, so that '@SafeDecoding' decodes '\(property)' with the "
        + (attribute == "Validate" ? "rule" : "strategy")
    case .secondStrategy(let property):
      "'\(property)' already has a '@CodedBy' strategy; a property decodes with one, so remove "
        + "this one, or write a strategy of your own that does both"
    case .containerKeyNotLiteral:
      "'at:' takes the keys of the objects that hold the properties as string literals that are "
        + "not empty, such as 'at: \"data\", \"attributes\"'"
    case .containerPathOnEnum:
      "'at:' applies to structs and classes; read the enum from its own property of a model "
        + "with 'at:'"
    case .containerPathBesideDeclaredCodingKeys:
      "the type declares 'CodingKeys', whose keys 'at:' cannot nest; remove 'at:' or the "
        + "'CodingKeys'"
    case .unsupportedNilEncoding:
      "'nilEncoding:' takes '.omitted' or '.null' written out"
    case .unsupportedUnknownKeys:
      "'unknownKeys:' takes '.ignore', '.report' or '.reject' written out"
    case .unknownKeysOnEnum:
      "'unknownKeys:' applies to structs and classes; set the decode's "
        + "'ResilientDecodingOptions.unknownKeyPolicy' to find the keys of an enum's payloads"
    case .ignoredWithoutInitialValue(let attribute, let property):
      "'@\(attribute)' leaves '\(property)' as it is initialized, and it has no initial value; "
        + "give it one, or make it an optional 'var', which starts as 'nil'"
    case .encodingControlNeedsOptional(let attribute, let property):
      "'\(attribute)' applies to an optional, and '\(property)' is not declared as one; remove "
        + "it, or write the property's type as an optional"
    case .defaultConditionWithoutInitialValue(let property):
      "'.default' compares '\(property)' with its initial value, and it has none; give it one, "
        + "or write '.nil' or '.empty'"
    case .unsupportedEncodingCondition:
      "'when:' takes '.nil', '.empty' or '.default' written out; for another condition, write "
        + "'@IgnoreEncoding(if: { (value: Type) in … })'"
    case .attributeOnUndecodedProperty(let attribute, let property, let ignoring):
      "'@\(attribute)' does nothing on '\(property)', which '@\(ignoring)' leaves out; remove "
        + "one of them"
    case .encodingControlWithoutEncoder(let attribute, let type):
      "'\(attribute)' does nothing: '@SafeDecoding' writes no 'encode(to:)' for '\(type)', "
        + "which does not declare 'Encodable' (or 'Codable'), or declares its own 'encode(to:)'"
    case .encodeNilOnWrappedProperty(let property):
      "'@EncodeNil' has no effect on '\(property)', whose property wrapper encodes it; remove "
        + "one of them"
    case .hookSignature(let name, let signatures):
      "'@SafeDecoding' calls '\(name)' with no argument or with the coder; declare it as "
        + "\(signatures), or rename it"
    case .caseValueKeysNotLiteral:
      "'@CaseValueKeys' takes a dictionary literal from the labels of the case's values to "
        + "their keys in the payload, such as '@CaseValueKeys([\"expMonth\": \"exp_month\"])'"
    case .caseValueKeysOnSeveralCases:
      "'@CaseValueKeys' names the values of one case; declare the case on a line of its own"
    case .caseValueKeysOnFallbackCase:
      "'@CaseValueKeys' has no effect on the '@FallbackCaseDecoding' case, whose value is not "
        + "read by key; remove it"
    case .caseValueKeysWithoutValues(let enumCase):
      "'\(enumCase)' has no associated values to give keys; remove '@CaseValueKeys'"
    case .caseValueKeysBesideDeclaredCaseKeys(let keys, let enumCase):
      "the enum declares '\(keys)', which names the keys of '\(enumCase)': write the keys "
        + "there, and remove '@CaseValueKeys'"
    case .unknownValueLabel(let label, let enumCase, let labels):
      "'\(label)' names no associated value of '\(enumCase)', whose values are "
        + labels.map { "'\($0)'" }.joined(separator: ", ") + "; write one of them"
    case .duplicateValueLabel(let label):
      "'\(label)' is given two keys; keep one"
    case .duplicateCaseValueKeys(let enumCase):
      "'\(enumCase)' has more than one '@CaseValueKeys'; write all its keys in one"
    case .emptyValueKey(let label):
      "the key of '\(label)' is empty; write its key in the payload"
    case .valueKeyOfWholePayload(let label, let enumCase, let source):
      "'\(label)' has no key of its own: the one unlabeled value of '\(enumCase)' is \(source); "
        + "remove it from '@CaseValueKeys'"
    case .valueKeyOfPreservedData(let label):
      "'\(label)' keeps the keys that the case does not read, and has no key of its own; remove "
        + "it from '@CaseValueKeys'"
    case .valueKeyIsDiscriminator(let label, let key):
      "'\(label)' decodes the key '\(key)', which holds the case's name; give it another key"
    case .flattenedWrappedProperty(let property):
      "'@Flattened' has no effect on '\(property)', whose property wrapper decodes it; remove "
        + "one of them"
    case .attributeOnFlattenedProperty(let attribute, let property):
      "'@\(attribute)' does nothing on '\(property)', whose type '@Flattened' decodes from the "
        + "model's own object with its own keys; remove one of them"
    case .flattenedNonObject(let property, let type):
      "'@Flattened' reads the keys of the type of '\(property)' from the model's object, and "
        + "'\(type)' has none; remove it, or give the property a key with '@CodedAt'"
    case .codedAtWithoutKeys:
      "'@CodedAt()' without keys would flatten the property, as in MetaCodable; write "
        + "'@Flattened'"
    case .unexpectedSyntax(let what):
      "'@SafeDecoding' does not understand \(what); decode this type by hand"
    }
  }
}

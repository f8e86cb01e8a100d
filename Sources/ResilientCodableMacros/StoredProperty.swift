import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// A stored property of a `@SafeDecoding` model, and how its attributes ask to decode it.
struct StoredProperty {
  /// The property's name as declared, backticks included.
  let name: TokenSyntax
  /// The declared type, if written.
  let type: TypeSyntax?
  /// The property's initial value, if it has one.
  let initialValue: ExprSyntax?
  /// Whether the property has an initial value.
  var hasInitialValue: Bool { initialValue != nil }
  /// How to decode it.
  let decoding: Decoding
  /// When `encode(to:)` writes the property.
  var encoding = Encoding.always
  /// Whether `encode(to:)` writes `null` for the property, an optional, when it is `nil`:
  /// `@EncodeNil`, or the model's `nilEncoding: .null`.
  var writesNull = false
  /// The first attribute that controls how the property encodes, to warn at when nothing
  /// encodes the model.
  var encodingControl: AttributeSyntax? = nil
  /// The `@RequireCompleteness` limit of a collection, if any.
  var completenessLimit: ExprSyntax? = nil
  /// The `ValuePolicy` that `@Policy` gives the property, if any.
  var policy: ExprSyntax? = nil
  /// The `CodingStrategy` that `@CodedBy` gives the property, if any.
  var strategy: ExprSyntax? = nil
  /// The attribute that gives the property its key in the payload, with that key, if any.
  var key: (attribute: AttributeSyntax, value: String)? = nil
  /// The condition of SafeDecoding's `@OptionalDecoding`, if any: a `Bool` or a closure.
  var condition: ExprSyntax? = nil
  /// The other keys of `@CodedAs`, tried in order after the property's own.
  var alternateKeys: [String] = []
  /// The keys of the objects that `@CodedAt("author", "login")` reads the property through,
  /// outermost first; empty for a key of the model's own object.
  var objectPath: [String] = []
  /// The key that the model's key style gives the property, when it has no key of its own and
  /// the style changes its name.
  var styledKey: String? = nil
  /// The property's key as a `JSONDecoder` with `.convertFromSnakeCase` presents it, when that
  /// differs: `riskLevel` for `risk_level`, whether the key is the property's own or styled.
  var convertedKey: String? { keySpellings(of: payloadKey).dropFirst().first }

  /// Whether synthesized `Decodable` decodes the property as the macro does: plainly, for a key
  /// that is its own name, without a condition.
  var decodesAsSynthesized: Bool {
    guard case .plain = decoding else { return false }
    return key == nil && styledKey == nil && alternateKeys.isEmpty && objectPath.isEmpty
      && condition == nil && completenessLimit == nil && policy == nil && strategy == nil
  }

  /// The coding key's case name: the property's name as declared.
  var keyCase: String { name.text }
  /// The property's key in the payload.
  var payloadKey: String { key?.value ?? styledKey ?? name.identifierText }
  /// The keys tried after ``payloadKey``: those of `@CodedAs`, then the styled key as a
  /// decoder's key strategy that undoes the style presents it.
  var otherKeys: [String] {
    alternateKeys + (convertedKey.map { [$0] } ?? [])
  }
  /// The `CodingKeys` cases of ``otherKeys``.
  var otherKeyCases: [String] {
    otherKeys.indices.map { "__\(name.identifierText)_key\($0 + 1)" }
  }
  /// The property's name as reports spell it.
  var reportName: String { name.identifierText }
}

extension StoredProperty.Decoding {
  /// How a property of `type`, without attributes that recover it, decodes: plainly when the
  /// type is a standard scalar, which cannot be a `ResilientRawRepresentable` enum, and by type
  /// otherwise.
  init(plainValueOf type: TypeSyntax) {
    self = type.isStandardScalar ? .plain : .byType
  }

  /// Whether the generated code recovers the property itself, so that a policy applies.
  var recovers: Bool {
    switch self {
    case .resilient, .recovering, .strategy, .flattened: true
    case .none, .wrapper, .plain, .byType: false
    }
  }
}

/// The attributes of this package that apply to properties.
let propertyAttributeNames =
  [
    "IgnoreSafeDecoding", "FallbackDecoding", "RetryDecoding", "RequireCompleteness", "CodedAt",
    "PropertyNameDecoding", "OptionalDecoding", "CodedAs", "Policy", "CodedBy", "Validate",
    "Flattened",
  ] + codingControlNames

/// The attributes that leave a property out of decoding or encoding, or write its `nil`.
let codingControlNames = ["IgnoreCoding", "IgnoreDecoding", "IgnoreEncoding", "EncodeNil"]

/// Attributes that are not property wrappers although they are spelled like types.
private let nonWrapperAttributeNames: Set<String> =
  Set(
    propertyAttributeNames + [
      "MainActor", "Sendable", "TaskLocal", "CaseNameDecoding", "CaseValueKeys",
    ])

extension StoredProperty {
  /// The stored properties that `variable` declares, or none for a computed, `static` or `lazy`
  /// property.
  ///
  /// Misused attributes are diagnosed by their own macros.
  static func all(
    in variable: VariableDeclSyntax,
    diagnostics: inout [Diagnostic]
  ) -> [StoredProperty] {
    let modifiers = variable.modifiers
    if modifiers.contains(.static) || modifiers.contains(.class) || modifiers.contains(.lazy) {
      return []
    }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let attributes = variable.attributes
    for case .attribute(let attribute) in attributes
    where !nonWrapperAttributeNames.contains(attribute.name) {
      // A misspelled attribute of this package is no property wrapper: say which one it is.
      if let misspelling = MisspelledAttribute(attribute) {
        diagnostics.append(misspelling.diagnostic)
      }
    }
    let wrapper = isWrapped(variable)
    let isIgnored = !attributes.named("IgnoreSafeDecoding").isEmpty
    let ignoresCoding = !attributes.named("IgnoreCoding").isEmpty
    let ignoresDecoding = ignoresCoding || !attributes.named("IgnoreDecoding").isEmpty
    let encoding: Encoding =
      ignoresCoding
      ? .never : attributes.named("IgnoreEncoding").first.map(encoding(of:)) ?? .always
    let encodesNil = !attributes.named("EncodeNil").isEmpty && !wrapper
    let encodingControl = attributes.first { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.name == "IgnoreEncoding" || attribute.name == "EncodeNil"
    }?.as(AttributeSyntax.self)
    let fallback = attributes.named("FallbackDecoding").first?.argumentList.first?.expression
    let completenessLimit = attributes.named("RequireCompleteness").first?.argumentList.first?
      .expression
    let policy: ExprSyntax? = attributes.named("Policy").first.map { attribute in
      "ResilientCodableCore.ValuePolicy(\(attribute.argumentList.trimmed))"
    }
    let strategy = CodedByMacro.strategy(in: attributes)
    let retries: [(type: ExprSyntax, map: ExprSyntax)] = attributes.named("RetryDecoding")
      .compactMap { attribute in
        let arguments = Array(attribute.argumentList)
        guard arguments.count == 2, let map = arguments.last, map.label?.text == "map" else {
          diagnostics.append(
            Diagnostic(
              node: attribute,
              message: SafeDecodingDiagnostic.unexpectedSyntax("this '@RetryDecoding'")))
          return nil
        }
        return (type: arguments[0].expression, map: map.expression)
      }

    var properties: [StoredProperty] = []
    let bindings = Array(variable.bindings)
    for (index, binding) in bindings.enumerated() {
      if isComputed(binding) { continue }
      guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
        diagnostics.append(
          Diagnostic(
            node: binding.pattern,
            message: SafeDecodingDiagnostic.unexpectedSyntax("a tuple pattern")))
        continue
      }
      // `var a, b: Int` writes the type once, on the last binding.
      let type =
        binding.typeAnnotation?.type
        ?? bindings[(index + 1)...].lazy.compactMap(\.typeAnnotation?.type).first
      let hasInitialValue = binding.initializer != nil
      let decoding: Decoding =
        if isLet && hasInitialValue || ignoresDecoding {
          .none
        } else if wrapper {
          .wrapper
        } else if !attributes.named("Flattened").isEmpty {
          .flattened(fallback: fallback)
        } else if isIgnored {
          .plain
        } else if strategy != nil {
          .strategy(retries: retries, fallback: fallback)
        } else if hasInitialValue, fallback == nil, retries.isEmpty, policy == nil,
          type?.isCollectionKind == true
        {
          // Its elements recover as any collection's; the initial value stands in for a whole
          // value that is missing, `null` or not a collection.
          .resilient
        } else if fallback != nil || !retries.isEmpty || hasInitialValue {
          .recovering(retries: retries, fallback: fallback)
        } else if type?.isResilientKind == true {
          .resilient
        } else if policy != nil {
          // A plain value with a policy recovers as the policy says, and without a default.
          .recovering(retries: [], fallback: nil)
        } else {
          type.map(Decoding.init(plainValueOf:)) ?? .plain
        }
      let keyAttribute = CodedAtMacro.attributeNames.lazy
        .compactMap { attributes.named($0).first }.first
      let path = keyAttribute.flatMap { attribute in
        CodedAtMacro.path(of: attribute, forProperty: identifier.identifier.identifierText)
          .map { (attribute: attribute, keys: $0.filter { !$0.isEmpty }) }
      }
      let key = path.flatMap { path in path.keys.last.map { (attribute: path.attribute, value: $0) }
      }
      let condition = attributes.named("OptionalDecoding").first?.argumentList.first?.expression
      let alternateKeys =
        attributes.named("CodedAs").first.flatMap(CodedAsMacro.keys(of:))?
        .filter { !$0.isEmpty } ?? []
      properties.append(
        StoredProperty(
          name: identifier.identifier, type: type, initialValue: binding.initializer?.value,
          decoding: decoding, encoding: encoding,
          writesNull: encodesNil && type?.wrappedOptionalType != nil,
          encodingControl: encodingControl, completenessLimit: completenessLimit,
          policy: decoding.recovers ? policy : nil, strategy: isIgnored || wrapper ? nil : strategy,
          key: key,
          condition: type?.wrappedOptionalType != nil ? condition : nil,
          alternateKeys: alternateKeys, objectPath: path.map { Array($0.keys.dropLast()) } ?? []))
    }
    return properties
  }

  /// When `attribute`, an `@IgnoreEncoding`, lets `encode(to:)` write the property; always
  /// when its condition cannot be read, which its own expansion diagnoses.
  static func encoding(of attribute: AttributeSyntax) -> Encoding {
    guard let argument = attribute.argumentList.first else { return .never }
    if argument.label?.text == "if" { return .unless(.closure(argument.expression)) }
    switch argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text {
    case "nil": return .unless(.isNil)
    case "empty": return .unless(.isEmpty)
    case "default": return .unless(.isDefault)
    default: return .always
    }
  }

  /// Whether a property wrapper decodes `variable`: one of its attributes is spelled like a type
  /// and is not an attribute of this package or of Swift.
  static func isWrapped(_ variable: VariableDeclSyntax) -> Bool {
    variable.attributes.contains { element in
      guard case .attribute(let attribute) = element,
        !nonWrapperAttributeNames.contains(attribute.name), MisspelledAttribute(attribute) == nil
      else { return false }
      return attribute.name.first?.isUppercase == true
    }
  }

  /// Whether `binding` has a getter: a computed property, as opposed to a stored one that may
  /// have observers.
  static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: false
    case .getter: true
    case .accessors(let accessors):
      accessors.contains { accessor in
        accessor.accessorSpecifier.tokenKind != .keyword(.willSet)
          && accessor.accessorSpecifier.tokenKind != .keyword(.didSet)
      }
    }
  }
}

import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// What the `init(from:)` of a `@SafeDecoding` enum decodes, and how.
struct EnumPlan {
  /// One case of the enum.
  struct Case {
    /// The case's name as declared.
    let name: TokenSyntax
    /// The case's name in the payload.
    let payloadName: String
    /// The associated values, as properties named by their labels or `_0`, `_1`, ….
    let values: [(label: TokenSyntax?, property: StoredProperty)]

    /// The name of the keys of the associated values, as synthesized code names them.
    var keysName: String {
      let text = name.identifierText
      return text.prefix(1).uppercased() + text.dropFirst() + "CodingKeys"
    }
  }

  let cases: [Case]
  /// The case taken when no case matches.
  let fallbackCase: TokenSyntax?
  let strategy: SafeDecodingArguments.Strategy
  /// Whether the enum has a raw type, for `.natural`.
  let isRawValue: Bool
  /// The key enums the enum declares itself.
  let declaredKeyTypes: Set<String>
  let access: String
  let reporter: ExprSyntax?

  /// Validates `declaration`; diagnoses and returns `nil` when the macro cannot decode it.
  init?(
    _ declaration: EnumDeclSyntax,
    arguments: SafeDecodingArguments,
    in context: some MacroExpansionContext
  ) {
    let rawTypes: Set<String> = [
      "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "Double", "Float", "Character", "Swift.String", "Swift.Int",
    ]
    let firstInherited = declaration.inheritanceClause?.inheritedTypes.first?.type
    isRawValue = firstInherited.map { rawTypes.contains($0.trimmedDescription) } ?? false
    strategy = arguments.strategy?.value ?? (isRawValue ? .natural : .caseByNestedObject)
    access = requirementAccess(of: declaration)
    reporter = arguments.reporter

    var cases: [Case] = []
    var fallbackCase: TokenSyntax?
    var declaredKeyTypes: Set<String> = []
    var isValid = true
    for member in declaration.memberBlock.members {
      if let nested = member.decl.as(EnumDeclSyntax.self) {
        declaredKeyTypes.insert(nested.name.text)
      }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      let customName = caseDecl.attributes.named("CaseNameDecoding").first
        .flatMap(CaseNameDecodingMacro.caseName(of:))
      for fallback in caseDecl.attributes.named("FallbackCaseDecoding") {
        guard caseDecl.elements.count == 1, let element = caseDecl.elements.first,
          element.parameterClause == nil
        else {
          isValid = false  // diagnosed by `@FallbackCaseDecoding`
          continue
        }
        if fallbackCase == nil {
          fallbackCase = element.name
        } else {
          context.diagnose(
            .removing(
              fallback, from: caseDecl.attributes,
              .duplicateFallbackCase(enumCase: element.name.text)))
          isValid = false
        }
      }
      for element in caseDecl.elements {
        if case .natural = strategy, let parameters = element.parameterClause {
          context.diagnose(
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
          let property = StoredProperty(
            name: key, type: parameter.type, hasInitialValue: false,
            decoding: parameter.type.isResilientKind ? .resilient : .plain)
          return (label: label, property: property)
        }
        cases.append(
          Case(
            name: element.name.trimmed,
            payloadName: caseDecl.elements.count == 1
              ? customName ?? element.name.identifierText : element.name.identifierText,
            values: values))
      }
    }
    guard isValid else { return nil }
    self.cases = cases
    self.fallbackCase = fallbackCase
    self.declaredKeyTypes = declaredKeyTypes
  }

  /// The generated members: the key enums the enum does not declare, and `init(from:)`.
  func makeMembers(in context: some MacroExpansionContext) -> [DeclSyntax] {
    var members: [DeclSyntax] = []
    if case .caseByNestedObject = strategy, !declaredKeyTypes.contains("CodingKeys") {
      members.append(makeCodingKeys())
    }
    if case .natural = strategy {
    } else {
      let generated = cases.filter { !$0.values.isEmpty && !declaredKeyTypes.contains($0.keysName) }
      if !generated.isEmpty { members.append(makeCaseCodingKeys(generated)) }
    }
    members.append(makeInitializer(in: context))
    return members
  }

  /// The name of the type the generated keys of the cases' associated values are nested in, so
  /// that the macro declares every name it adds.
  static let caseKeysNamespace = "CaseCodingKeys"

  /// How `init(from:)` names the keys of the associated values of `enumCase`: the enum's own
  /// declaration, as synthesized code would use it, or the generated one.
  func keysReference(of enumCase: Case) -> String {
    declaredKeyTypes.contains(enumCase.keysName)
      ? enumCase.keysName : "\(Self.caseKeysNamespace).\(enumCase.keysName)"
  }

  /// The keys of the associated values of `cases`, nested in ``caseKeysNamespace``.
  func makeCaseCodingKeys(_ cases: [Case]) -> DeclSyntax {
    let keys = cases.map { makeValueKeys(of: $0).description }.joined(separator: "\n")
    return "private enum \(raw: Self.caseKeysNamespace) {\n\(raw: keys)\n}"
  }

  /// `CodingKeys`: one case per enum case, with its payload name.
  func makeCodingKeys() -> DeclSyntax {
    let lines = cases.map { enumCase in
      enumCase.payloadName == enumCase.name.identifierText
        ? "case \(enumCase.name.trimmedDescription)"
        : "case \(enumCase.name.trimmedDescription) = "
          + StringLiteralExprSyntax(content: enumCase.payloadName).description
    }
    let rawType = cases.isEmpty ? "" : "Swift.String, "
    return
      "private enum CodingKeys: \(raw: rawType)Swift.CodingKey {\n\(raw: lines.joined(separator: "\n"))\n}"
  }

  /// The keys of the associated values of `enumCase`: labels, or `_0`, `_1`, ….
  func makeValueKeys(of enumCase: Case) -> DeclSyntax {
    let lines = enumCase.values.map { "case \($0.property.keyCase)" }.joined(separator: "\n")
    return "enum \(raw: enumCase.keysName): Swift.String, Swift.CodingKey {\n\(raw: lines)\n}"
  }

  /// The resilient `init(from:)`.
  func makeInitializer(in context: some MacroExpansionContext) -> DeclSyntax {
    let names = Names(context)
    var statements: [CodeBlockItemSyntax] = []
    let needsContext =
      fallbackCase != nil || cases.contains { $0.values.contains { $0.property.needsContext } }
    if needsContext {
      statements.append("let \(names.context) = \(makeContext(reporter))")
    }
    switch strategy {
    case .caseByNestedObject: statements += makeNestedObjectDecoding(names)
    case .caseByObjectProperty(let property):
      statements += makeObjectPropertyDecoding(property: property, names)
    case .natural: statements += makeNaturalDecoding(names)
    }
    return """
      \(raw: access)init(from decoder: any Swift.Decoder) throws {
      \(CodeBlockItemListSyntax(lines: statements))
      }
      """
  }

  /// The unique names of the locals.
  struct Names {
    let container: TokenSyntax
    let nested: TokenSyntax
    let context: TokenSyntax
    let key: TokenSyntax
    let error: TokenSyntax

    init(_ context: some MacroExpansionContext) {
      container = context.makeUniqueName("container")
      nested = context.makeUniqueName("values")
      self.context = context.makeUniqueName("context")
      key = context.makeUniqueName("key")
      error = context.makeUniqueName("error")
    }
  }

  /// `try <call>`, or with a fallback case, the same in a `do` that takes the fallback case on
  /// error: `let <name>: <type>; do { <name> = try <call> } catch { … }`.
  func makeAttempt(
    _ name: TokenSyntax,
    type: String,
    _ call: ExprSyntax,
    _ names: Names
  ) -> [CodeBlockItemSyntax] {
    guard fallbackCase != nil else { return ["let \(name) = try \(call)"] }
    return [
      """
      let \(name): \(raw: type)
      do {
        \(name) = try \(call)
      } catch {
        \(makeFallback(error: "error", names))
      }
      """
    ]
  }

  /// Takes the fallback case after `error`, or throws it.
  func makeFallback(error: ExprSyntax, _ names: Names) -> CodeBlockItemListSyntax {
    guard let fallbackCase else { return "throw \(error)" }
    return """
      try decoder._$recoverWithFallbackCase(from: \(error), context: \(names.context))
      self = .\(fallbackCase.trimmed)
      return
      """
  }

  /// `self = .name(label: …, …)`, decoding the associated values from `container`.
  func makeAssignment(_ enumCase: Case, container: TokenSyntax, _ names: Names)
    -> CodeBlockItemSyntax
  {
    guard !enumCase.values.isEmpty else { return "self = .\(enumCase.name)" }
    let arguments = enumCase.values.map { value in
      let expression = value.property.makeValue(
        container: container, context: names.context, enumCase: enumCase.name.identifierText)
      return value.label.map { "\($0.trimmedDescription): \(expression)" } ?? "\(expression)"
    }
    return "self = .\(enumCase.name)(\(raw: arguments.joined(separator: ", ")))"
  }

  /// `{"name": {"label": …, "_1": …}}`, as synthesized `Codable` writes it.
  func makeNestedObjectDecoding(_ names: Names) -> [CodeBlockItemSyntax] {
    var statements = makeAttempt(
      names.container, type: "Swift.KeyedDecodingContainer<CodingKeys>",
      "decoder.container(keyedBy: CodingKeys.self)", names)
    statements.append(
      """
      guard \(names.container).allKeys.count == 1, let \(names.key) = \(names.container).allKeys.first else {
        let \(names.error) = decoder._$invalidCaseObjectError(Self.self, codingPath: \(names.container).codingPath)
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      if enumCase.values.isEmpty {
        return """
          case .\(enumCase.name):
            _ = try \(names.container).nestedContainer(keyedBy: ResilientCodableCore._$SafeDecodingKey.self, forKey: .\(enumCase.name))
            self = .\(enumCase.name)
          """
      }
      return """
        case .\(enumCase.name):
          let \(names.nested) = try \(names.container).nestedContainer(keyedBy: \(raw: keysReference(of: enumCase)).self, forKey: .\(enumCase.name))
          \(makeAssignment(enumCase, container: names.nested, names))
        """
    }
    statements.append(
      "switch \(names.key) {\n\(SwitchCaseListSyntax(lines: switchCases))\n}")
    return statements
  }

  /// `{"type": "name", "label": …}`: a flat object with a discriminator.
  func makeObjectPropertyDecoding(property: String, _ names: Names) -> [CodeBlockItemSyntax] {
    let discriminator =
      "ResilientCodableCore._$SafeDecodingKey(stringValue: \(StringLiteralExprSyntax(content: property)))"
    var statements = makeAttempt(
      names.key, type: "Swift.String",
      """
      decoder.container(keyedBy: ResilientCodableCore._$SafeDecodingKey.self)
        .decode(Swift.String.self, forKey: \(raw: discriminator))
      """, names)
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      let name = StringLiteralExprSyntax(content: enumCase.payloadName)
      if enumCase.values.isEmpty {
        return "case \(name):\n  self = .\(enumCase.name)"
      }
      return """
        case \(name):
          let \(names.nested) = try decoder.container(keyedBy: \(raw: keysReference(of: enumCase)).self)
          \(makeAssignment(enumCase, container: names.nested, names))
        """
    }
    statements.append(
      """
      switch \(names.key) {
      \(SwitchCaseListSyntax(lines: switchCases))
      default:
        let \(names.error) = decoder._$unknownCaseError(\(names.key), of: Self.self, codingPath: decoder.codingPath + [\(raw: discriminator)])
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    return statements
  }

  /// A single value: the raw value, or the case name.
  func makeNaturalDecoding(_ names: Names) -> [CodeBlockItemSyntax] {
    if isRawValue {
      var statements = makeAttempt(
        names.key, type: "RawValue", "decoder.singleValueContainer().decode(RawValue.self)", names)
      statements.append(
        """
        guard let \(names.container) = Self(rawValue: \(names.key)) else {
          let \(names.error) = decoder._$unknownCaseError(Swift.String(describing: \(names.key)), of: Self.self, codingPath: decoder.codingPath)
          \(makeFallback(error: "\(names.error)", names))
        }
        """)
      statements.append("self = \(names.container)")
      return statements
    }
    var statements = makeAttempt(
      names.key, type: "Swift.String", "decoder.singleValueContainer().decode(Swift.String.self)",
      names)
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      "case \(StringLiteralExprSyntax(content: enumCase.payloadName)):\n  self = .\(enumCase.name)"
    }
    statements.append(
      """
      switch \(names.key) {
      \(SwitchCaseListSyntax(lines: switchCases))
      default:
        let \(names.error) = decoder._$unknownCaseError(\(names.key), of: Self.self, codingPath: decoder.codingPath)
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    return statements
  }
}

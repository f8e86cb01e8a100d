import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The statements of an enum's `init(from:)`, one builder per decoding strategy.

extension EnumPlan {
  /// The unique names of the locals.
  struct Names {
    let container: TokenSyntax
    let nested: TokenSyntax
    let context: TokenSyntax
    let key: TokenSyntax
    let error: TokenSyntax
    let kept: TokenSyntax

    init(_ context: some MacroExpansionContext) {
      container = context.makeUniqueName("container")
      nested = context.makeUniqueName("values")
      self.context = context.makeUniqueName("context")
      key = context.makeUniqueName("key")
      error = context.makeUniqueName("error")
      kept = context.makeUniqueName("kept")
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

  /// Takes the fallback case after `error`, with what it keeps of the payload, or throws it.
  func makeFallback(error: ExprSyntax, _ names: Names) -> CodeBlockItemListSyntax {
    guard let fallbackCase else { return "throw \(error)" }
    let recovery: (helper: String, case: ExprSyntax) =
      switch fallbackValue {
      case .nothing: ("_$recoverWithFallbackCase", ".\(fallbackCase.trimmed)")
      case .caseName: ("_$recoverKeepingCaseName", ".\(fallbackCase.trimmed)(\(names.kept))")
      case .payload: ("_$recoverKeepingPayload", ".\(fallbackCase.trimmed)(\(names.kept))")
      }
    let call: ExprSyntax =
      "decoder.\(raw: recovery.helper)(from: \(error), context: \(names.context))"
    if case .nothing = fallbackValue {
      return """
        try \(call)
        self = \(recovery.case)
        return
        """
    }
    return """
      let \(names.kept) = try \(call)
      self = \(recovery.case)
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
        let \(names.error) = decoder._$invalidCaseObjectError(Self.self, knownCases: \(knownCasesLiteral), codingPath: \(names.container).codingPath)
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
        let \(names.error) = decoder._$unknownCaseError(\(names.key), of: Self.self, knownCases: \(knownCasesLiteral), codingPath: decoder.codingPath + [\(raw: discriminator)])
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    return statements
  }

  /// A single value: the raw value or a `@CaseNameDecoding` name, or the case name.
  func makeNaturalDecoding(_ names: Names) -> [CodeBlockItemSyntax] {
    if isRawValue {
      let cases = cases.map { ".\($0.name.trimmedDescription)" }.joined(separator: ", ")
      let named = self.cases.compactMap { enumCase in
        enumCase.customName.map {
          "case \(StringLiteralExprSyntax(content: $0)): .\(enumCase.name)"
        }
      }
      let caseNamed =
        named.isEmpty
        ? "" : ", caseNamed: { switch $0 {\n\(named.joined(separator: "\n"))\ndefault: nil\n} }"
      let call: ExprSyntax =
        "decoder._$decodeRawValueCase(Self.self, cases: [\(raw: cases)]\(raw: caseNamed))"
      guard fallbackCase != nil else { return ["self = try \(call)"] }
      return [
        """
        do {
          self = try \(call)
        } catch {
          \(makeFallback(error: "error", names))
        }
        """
      ]
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
        let \(names.error) = decoder._$unknownCaseError(\(names.key), of: Self.self, knownCases: \(knownCasesLiteral), codingPath: decoder.codingPath)
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    return statements
  }
}

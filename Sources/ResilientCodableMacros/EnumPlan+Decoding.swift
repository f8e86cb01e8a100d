import SwiftSyntax
import SwiftSyntaxBuilder

// The statements of an enum's `init(from:)`, one builder per decoding strategy.

extension EnumPlan {
  /// The names of the locals.
  struct Names {
    let container: TokenSyntax
    let nested: TokenSyntax
    let context: TokenSyntax
    let key: TokenSyntax
    let error: TokenSyntax
    let kept: TokenSyntax
    let attempts: TokenSyntax

    init() {
      container = localName("container")
      nested = localName("values")
      context = localName("context")
      key = localName("key")
      error = localName("error")
      kept = localName("kept")
      attempts = localName("attempts")
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

  /// `.name(label: …, …)`, decoding the associated values from `container`, or the one value
  /// of a case that holds one for `key`.
  func makeCaseValue(
    _ enumCase: Case,
    container: TokenSyntax,
    key: ExprSyntax? = nil,
    _ names: Names
  ) -> ExprSyntax {
    guard !enumCase.values.isEmpty else { return ".\(enumCase.name)" }
    let arguments = enumCase.values.map { value in
      let expression = value.property.makeValue(
        container: container, context: names.context, enumCase: enumCase.name.identifierText,
        key: key?.description)
      return value.label.map { "\($0.trimmedDescription): \(expression)" } ?? "\(expression)"
    }
    return ".\(enumCase.name)(\(raw: arguments.joined(separator: ", ")))"
  }

  /// The patterns of a `case` that matches any name of `enumCase`.
  func namePatterns(of enumCase: Case) -> String {
    enumCase.names.map(\.literal.description).joined(separator: ", ")
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
      let keys =
        ([enumCase.name.trimmedDescription]
        + enumCase.names.indices.dropFirst().map {
          aliasKey(of: enumCase, at: $0)
        }).map { ".\($0)" }.joined(separator: ", ")
      if enumCase.values.isEmpty {
        return """
          case \(raw: keys):
            _ = try \(names.container).nestedContainer(keyedBy: ResilientCodableCore._$SafeDecodingKey.self, forKey: \(names.key))
            self = .\(enumCase.name)
          """
      }
      return """
        case \(raw: keys):
          let \(names.nested) = try \(names.container).nestedContainer(keyedBy: \(raw: keysReference(of: enumCase)).self, forKey: \(names.key))
          self = \(makeCaseValue(enumCase, container: names.nested, names))
        """
    }
    statements.append(
      "switch \(names.key) {\n\(SwitchCaseListSyntax(lines: switchCases))\n}")
    return statements
  }

  /// A discriminator `tag` beside the associated values, `{"type": "name", "label": …}`, or
  /// with them under `content`, `{"type": "name", "content": {…}}`.
  func makeTaggedDecoding(tag: String, content: String?, _ names: Names)
    -> [CodeBlockItemSyntax]
  {
    let tagKey: ExprSyntax =
      "ResilientCodableCore._$SafeDecodingKey(stringValue: \(StringLiteralExprSyntax(content: tag)))"
    let discriminatorType = namesCasesByIntegers ? "Swift.Int" : "Swift.String"
    var statements = makeAttempt(
      names.container, type: "Swift.KeyedDecodingContainer<ResilientCodableCore._$SafeDecodingKey>",
      "decoder.container(keyedBy: ResilientCodableCore._$SafeDecodingKey.self)", names)
    statements += makeAttempt(
      names.key, type: discriminatorType,
      "\(names.container).decode(\(raw: discriminatorType).self, forKey: \(tagKey))", names)
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      let patterns = namePatterns(of: enumCase)
      if enumCase.values.isEmpty {
        return "case \(raw: patterns):\n  self = .\(enumCase.name)"
      }
      guard let content else {
        return """
          case \(raw: patterns):
            let \(names.nested) = try decoder.container(keyedBy: \(raw: keysReference(of: enumCase)).self)
            self = \(makeCaseValue(enumCase, container: names.nested, names))
          """
      }
      let contentKey: ExprSyntax =
        "ResilientCodableCore._$SafeDecodingKey(stringValue: \(StringLiteralExprSyntax(content: content)))"
      if enumCase.holdsOneValue {
        return """
          case \(raw: patterns):
            self = \(makeCaseValue(enumCase, container: names.container, key: contentKey, names))
          """
      }
      return """
        case \(raw: patterns):
          let \(names.nested) = try \(names.container).nestedContainer(keyedBy: \(raw: keysReference(of: enumCase)).self, forKey: \(contentKey))
          self = \(makeCaseValue(enumCase, container: names.nested, names))
        """
    }
    statements.append(
      """
      switch \(names.key) {
      \(SwitchCaseListSyntax(lines: switchCases))
      default:
        let \(names.error) = decoder._$unknownCaseError(\(names.key), of: Self.self, knownCases: \(knownCasesLiteral), codingPath: \(names.container).codingPath + [\(tagKey)])
        \(makeFallback(error: "\(names.error)", names))
      }
      """)
    return statements
  }

  /// The first case, in declaration order, whose associated values decode from the payload.
  func makeUntaggedDecoding(_ names: Names) -> [CodeBlockItemSyntax] {
    var statements: [CodeBlockItemSyntax] = [
      "var \(names.attempts) = ResilientCodableCore._$CaseAttempts(decoder)"
    ]
    for enumCase in cases {
      let name = StringLiteralExprSyntax(content: enumCase.name.identifierText)
      let body: CodeBlockItemListSyntax
      if enumCase.values.isEmpty {
        let caseNames = enumCase.names.map(\.literal.description).joined(separator: ", ")
        body = """
          try decoder._$expectCaseName([\(raw: caseNames)])
          return .\(enumCase.name)
          """
      } else if enumCase.holdsOneValue {
        body = "return .\(enumCase.name)(try decoder._$decodeSingleValue())"
      } else {
        body = """
          let \(names.nested) = try decoder.container(keyedBy: \(raw: keysReference(of: enumCase)).self)
          return \(makeCaseValue(enumCase, container: names.nested, names))
          """
      }
      statements.append(
        """
        if let \(names.kept) = \(names.attempts).attempt(\(name), { () throws -> Self in
          \(body)
        }) {
          self = \(names.kept)
          return
        }
        """)
    }
    statements.append(
      """
      let \(names.error) = \(names.attempts).noCaseError(of: Self.self)
      \(makeFallback(error: "\(names.error)", names))
      """)
    return statements
  }

  /// A single value: the raw value or a `@CaseNameDecoding` name, or the case name.
  func makeNaturalDecoding(_ names: Names) -> [CodeBlockItemSyntax] {
    if isRawValue {
      let cases = cases.map { ".\($0.name.trimmedDescription)" }.joined(separator: ", ")
      let named = self.cases.filter { !$0.customNames.isEmpty }.map { enumCase in
        "case \(namePatterns(of: enumCase)): .\(enumCase.name.trimmedDescription)"
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
    let discriminatorType = namesCasesByIntegers ? "Swift.Int" : "Swift.String"
    var statements = makeAttempt(
      names.key, type: discriminatorType,
      "decoder.singleValueContainer().decode(\(raw: discriminatorType).self)", names)
    let switchCases = cases.map { enumCase -> SwitchCaseSyntax in
      "case \(raw: namePatterns(of: enumCase)):\n  self = .\(enumCase.name)"
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

import SwiftSyntax
import SwiftSyntaxBuilder

// The statements of an enum's `init(from:)`, one builder per decoding strategy, written as text
// (see `CodeText.swift`).

extension EnumPlan {
  /// The names of the locals.
  struct Names {
    let container: TokenSyntax
    let nested: TokenSyntax
    let context: TokenSyntax
    let key: TokenSyntax
    let error: TokenSyntax
    let kept: TokenSyntax
    /// The `_$EnumDecoder` of the enum: its fallback case, its errors, its untagged attempts.
    let enumDecoder: TokenSyntax
    /// The container that encoding writes a case's name into.
    let discriminator: TokenSyntax
    /// Makes the names of the locals that only some cases need.
    let locals: LocalNames

    /// The names of the locals, made unique in the expansion by `locals`.
    init(_ locals: LocalNames) {
      self.locals = locals
      container = locals.make("container")
      nested = locals.make("values")
      context = locals.make("context")
      key = locals.make("key")
      error = locals.make("error")
      kept = locals.make("kept")
      enumDecoder = locals.make("enum")
      discriminator = locals.make("discriminator")
    }
  }

  /// `try <call>`, or with a fallback case, the same in a `do` that takes the fallback case on
  /// error: `let <name>: <type>; do { <name> = try <call> } catch { … }`.
  func makeAttempt(_ name: TokenSyntax, type: String, _ call: String, _ names: Names) -> [String] {
    guard fallbackCase != nil else { return ["let \(name) = try \(call)"] }
    return ["let \(name): \(type)", makeDoCatch("\(name) = try \(call)", names)]
  }

  /// `do { <statement> } catch { … }`, taking the fallback case on error.
  func makeDoCatch(_ statement: String, _ names: Names) -> String {
    block("do", [statement]) + " " + block("catch", makeFallback(error: "error", names))
  }

  /// Takes the fallback case after `error`, with what it keeps of the payload, or throws it.
  func makeFallback(error: String, _ names: Names) -> [String] {
    guard let fallbackCase else { return ["throw \(error)"] }
    let recovery: (kept: String, case: String) =
      switch fallbackValue {
      case .nothing: ("Swift.Void", ".\(fallbackCase.text)")
      case .caseName: ("Swift.String", ".\(fallbackCase.text)(\(names.kept))")
      case .payload: ("ResilientCodableCore.PreservedValue", ".\(fallbackCase.text)(\(names.kept))")
      }
    let call =
      "\(names.enumDecoder).recoverWithFallbackCase(from: \(error), context: \(names.context), "
      + "keeping: \(recovery.kept).self)"
    if case .nothing = fallbackValue {
      return ["try \(call)", "self = \(recovery.case)", "return"]
    }
    return ["let \(names.kept) = try \(call)", "self = \(recovery.case)", "return"]
  }

  /// The statements that decode `enumCase` from `container` and hand the case to `assignment`,
  /// `self =` or `return`.
  ///
  /// A case whose `PreservedData` value sits beside an optional or a collection makes that value
  /// first, from `preservedData`, and decodes each other value into a local, keeping in it what
  /// the value dropped or replaced, so that `encode(to:)` writes it back as it does a model's
  /// property; any other case is one expression.
  func makeCaseDecoding(
    _ enumCase: Case,
    container: TokenSyntax,
    preservedData: String,
    assigning assignment: String,
    _ names: Names
  ) -> [String] {
    guard let preservedIndex = enumCase.preservedDataIndex,
      enumCase.payloadValues.contains(where: { $0.property.writesBackFromCase })
    else {
      let value = makeCaseValue(
        enumCase, container: container, preservedData: preservedData, names)
      return ["\(assignment) \(value)"]
    }
    let preserved = names.locals.make("preserved")
    var statements = ["var \(preserved) = \(preservedData)"]
    let arguments = enumCase.values.indices.map { index in
      let value = enumCase.values[index]
      var expression = preserved.text
      if index != preservedIndex {
        let local = names.locals.make("value")
        let decoded = value.property.makeValue(
          container: container, context: names.context, enumCase: enumCase.name.identifierText,
          preserved: value.property.writesBackFromCase ? preserved : nil,
          key: valueKey(of: value.property, in: enumCase, container: container, names))
        // Typed, as the case's argument would type it: the calls are generic over their value.
        let type = value.property.type.map { ": \($0.trimmedDescription)" } ?? ""
        statements.append("let \(local)\(type) = \(decoded)")
        expression = local.text
      }
      return value.label.map { "\($0.text): \(expression)" } ?? expression
    }
    statements.append(
      "\(assignment) .\(enumCase.name.text)(\(arguments.joined(separator: ", ")))")
    return statements
  }

  /// `.name(label: …, …)`, decoding the associated values from `container`, each for the first
  /// of its keys that the payload has, or the one value of a case that holds one for `key`; its
  /// `PreservedData` value, if it has one, is `preservedData`, which keeps the unknown keys of
  /// the case's object.
  func makeCaseValue(
    _ enumCase: Case,
    container: TokenSyntax,
    key: String? = nil,
    preservedData: String? = nil,
    _ names: Names
  ) -> String {
    guard !enumCase.values.isEmpty else { return ".\(enumCase.name.text)" }
    let arguments = enumCase.values.indices.map { index in
      let value = enumCase.values[index]
      let expression =
        if index == enumCase.preservedDataIndex, let preservedData {
          preservedData
        } else {
          value.property.makeValue(
            container: container, context: names.context, enumCase: enumCase.name.identifierText,
            key: key ?? valueKey(of: value.property, in: enumCase, container: container, names))
        }
      return value.label.map { "\($0.text): \(expression)" } ?? expression
    }
    return ".\(enumCase.name.text)(\(arguments.joined(separator: ", ")))"
  }

  /// The key to decode the associated value `property` of `enumCase` for from `container`: the
  /// first of its keys that the payload has, or its own key when the enum declares the keys of
  /// the case, which name no other.
  func valueKey(
    of property: StoredProperty, in enumCase: Case, container: TokenSyntax, _ names: Names
  ) -> String {
    declaredKeyTypes.contains(enumCase.keysName)
      ? ".\(property.keyCase)"
      : property.makeKey(in: container, context: names.context, preserved: nil)
  }

  /// `.name(…)`, the one unlabeled associated value of `enumCase` decoded from the whole payload.
  func makeWholeValue(_ enumCase: Case) -> String {
    let type = enumCase.values[0].property.type?.trimmedDescription ?? "_"
    return ".\(enumCase.name.text)(try decoder.singleValueContainer().decode(\(type).self))"
  }

  /// The patterns of a `case` that matches any name of `enumCase`.
  func namePatterns(of enumCase: Case) -> String {
    enumCase.names.map(\.literal).joined(separator: ", ")
  }

  /// `switch <subject> { … }` with `cases`, each a `case` or `default` line followed by its
  /// statements, which are indented under it.
  func makeSwitch(_ subject: TokenSyntax, _ cases: [(label: String, body: [String])]) -> String {
    let lines = cases.flatMap { [$0.label] + $0.body.map(indented) }
    return "switch \(subject) {\n\(lines.joined(separator: "\n"))\n}"
  }

  /// `{"name": {"label": …, "_1": …}}`, as synthesized `Codable` writes it.
  func makeNestedObjectDecoding(_ names: Names) -> [String] {
    var statements = makeAttempt(
      names.container, type: "Swift.KeyedDecodingContainer<CodingKeys>",
      "decoder.container(keyedBy: CodingKeys.self)", names)
    statements.append(
      block(
        "guard \(names.container).allKeys.count == 1, let \(names.key) = \(names.container).allKeys.first else",
        [
          "let \(names.error) = \(names.enumDecoder).invalidCaseObjectError(Self.self, knownCases: \(knownCasesLiteral), codingPath: \(names.container).codingPath)"
        ] + makeFallback(error: "\(names.error)", names)))
    let switchCases = cases.map { enumCase -> (label: String, body: [String]) in
      let keys =
        ([enumCase.name.text]
        + enumCase.names.indices.dropFirst().map { aliasKey(of: enumCase, at: $0) })
        .map { ".\($0)" }.joined(separator: ", ")
      if enumCase.values.isEmpty {
        return (
          "case \(keys):",
          [
            "_ = try \(names.container).nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, forKey: \(names.key))",
            "self = .\(enumCase.name.text)",
          ]
        )
      }
      return (
        "case \(keys):",
        [
          "let \(names.nested) = try \(names.container).nestedContainer(keyedBy: \(keysReference(of: enumCase)).self, forKey: \(names.key))"
        ]
          + makeCaseDecoding(
            enumCase, container: names.nested,
            preservedData:
              "ResilientCodableCore.PreservedData(keepingUnknownKeysOfObjectFor: \(names.key), in: \(names.container), knownKeys: \(enumCase.knownKeysLiteral()))",
            assigning: "self =", names)
      )
    }
    statements.append(makeSwitch(names.key, switchCases))
    return statements
  }

  /// A discriminator `tag` beside the associated values, `{"type": "name", "label": …}`, or
  /// with them under `content`, `{"type": "name", "content": {…}}`.
  func makeTaggedDecoding(tag: String, content: String?, _ names: Names) -> [String] {
    let tagKey = makeObjectKey(tag)
    let discriminatorType = namesCasesByIntegers ? "Swift.Int" : "Swift.String"
    var statements = makeAttempt(
      names.container, type: "Swift.KeyedDecodingContainer<ResilientCodableCore.SafeDecodingKey>",
      "decoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)", names)
    statements += makeAttempt(
      names.key, type: discriminatorType,
      "\(names.container).decode(\(discriminatorType).self, forKey: \(tagKey))", names)
    var switchCases = cases.map { enumCase -> (label: String, body: [String]) in
      let label = "case \(namePatterns(of: enumCase)):"
      if enumCase.values.isEmpty {
        return (label, ["self = .\(enumCase.name.text)"])
      }
      guard let content else {
        // One unlabeled value is the whole object, the discriminator beside its own keys.
        if decodesWhole(enumCase) { return (label, ["self = \(makeWholeValue(enumCase))"]) }
        return (
          label,
          [
            "let \(names.nested) = try decoder.container(keyedBy: \(keysReference(of: enumCase)).self)"
          ]
            + makeCaseDecoding(
              enumCase, container: names.nested,
              preservedData:
                "ResilientCodableCore.PreservedData(keepingUnknownKeysOf: decoder, knownKeys: \(enumCase.knownKeysLiteral(adding: [tag])))",
              assigning: "self =", names)
        )
      }
      let contentKey = makeObjectKey(content)
      if enumCase.holdsOneValue {
        return (
          label,
          ["self = \(makeCaseValue(enumCase, container: names.container, key: contentKey, names))"]
        )
      }
      return (
        label,
        [
          "let \(names.nested) = try \(names.container).nestedContainer(keyedBy: \(keysReference(of: enumCase)).self, forKey: \(contentKey))"
        ]
          + makeCaseDecoding(
            enumCase, container: names.nested,
            preservedData:
              "ResilientCodableCore.PreservedData(keepingUnknownKeysOfObjectFor: \(contentKey), in: \(names.container), knownKeys: \(enumCase.knownKeysLiteral()))",
            assigning: "self =", names)
      )
    }
    switchCases.append(
      (
        "default:",
        [
          "let \(names.error) = \(names.enumDecoder).unknownCaseError(\(names.key), of: Self.self, knownCases: \(knownCasesLiteral), codingPath: \(names.container).codingPath + [\(tagKey)])"
        ] + makeFallback(error: "\(names.error)", names)
      ))
    statements.append(makeSwitch(names.key, switchCases))
    return statements
  }

  /// The first case, in declaration order, whose associated values decode from the payload.
  func makeUntaggedDecoding(_ names: Names) -> [String] {
    var statements: [String] = []
    for enumCase in cases {
      let name = StringLiteralExprSyntax(content: enumCase.name.identifierText)
      let body: [String]
      if enumCase.values.isEmpty {
        body = [
          "try ResilientCodableCore._$EnumDecoder.expectCaseName([\(namePatterns(of: enumCase))], in: decoder)",
          "return .\(enumCase.name.text)",
        ]
      } else if decodesWhole(enumCase) {
        body = ["return \(makeWholeValue(enumCase))"]
      } else {
        body =
          [
            "let \(names.nested) = try decoder.container(keyedBy: \(keysReference(of: enumCase)).self)"
          ]
          + makeCaseDecoding(
            enumCase, container: names.nested,
            preservedData:
              "ResilientCodableCore.PreservedData(keepingUnknownKeysOf: decoder, knownKeys: \(enumCase.knownKeysLiteral()))",
            assigning: "return", names)
      }
      let closure = "{ () throws -> Self in\n\(body.map(indented).joined(separator: "\n"))\n}"
      statements.append(
        block(
          "if let \(names.kept) = \(names.enumDecoder).attempt(\(name), \(closure))",
          ["self = \(names.kept)", "return"]))
    }
    statements.append("let \(names.error) = \(names.enumDecoder).noCaseError(of: Self.self)")
    statements += makeFallback(error: "\(names.error)", names)
    return statements
  }

  /// A single value: the raw value or a `@CaseNameDecoding` name, or the case name.
  func makeNaturalDecoding(_ names: Names) -> [String] {
    if isRawValue {
      let cases = cases.map { ".\($0.name.text)" }.joined(separator: ", ")
      let named = self.cases.filter { !$0.customNames.isEmpty }.map { enumCase in
        (label: "case \(namePatterns(of: enumCase)): .\(enumCase.name.text)", body: [String]())
      }
      let caseNamed =
        named.isEmpty
        ? ""
        : ", caseNamed: {\n"
          + indented(makeSwitch(.dollarIdentifier("$0"), named + [("default: nil", [])])) + "\n}"
      let call =
        "ResilientCodableCore._$EnumDecoder.decodeRawValueCase("
        + "Self.self, from: decoder, cases: [\(cases)]\(caseNamed))"
      guard fallbackCase != nil else { return ["self = try \(call)"] }
      return [makeDoCatch("self = try \(call)", names)]
    }
    let discriminatorType = namesCasesByIntegers ? "Swift.Int" : "Swift.String"
    var statements = makeAttempt(
      names.key, type: discriminatorType,
      "decoder.singleValueContainer().decode(\(discriminatorType).self)", names)
    var switchCases = cases.map { enumCase -> (label: String, body: [String]) in
      ("case \(namePatterns(of: enumCase)):", ["self = .\(enumCase.name.text)"])
    }
    switchCases.append(
      (
        "default:",
        [
          "let \(names.error) = \(names.enumDecoder).unknownCaseError(\(names.key), of: Self.self, knownCases: \(knownCasesLiteral), codingPath: decoder.codingPath)"
        ] + makeFallback(error: "\(names.error)", names)
      ))
    statements.append(makeSwitch(names.key, switchCases))
    return statements
  }
}

extension StoredProperty {
  /// Whether the property, as an associated value of a case that has a `PreservedData` value,
  /// keeps how it decoded there for `encode(to:)` to write back: an optional or a collection, a
  /// value that may be a resilient enum, or a value with a strategy.
  var writesBackFromCase: Bool {
    switch decoding {
    case .resilient, .byType, .strategy: true
    case .none, .wrapper, .plain, .recovering, .flattened: false
    }
  }
}

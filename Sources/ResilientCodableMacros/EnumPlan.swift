import SwiftSyntax

/// What the `init(from:)` of a `@SafeDecoding` enum decodes, and how.
struct EnumPlan {
  /// One case of the enum.
  struct Case {
    /// The case's name as declared.
    let name: TokenSyntax
    /// The names that `@CaseNameDecoding` gives the case, if any.
    let customNames: [CaseName]
    /// The associated values, as properties named by their labels or `_0`, `_1`, ….
    let values: [(label: TokenSyntax?, property: StoredProperty)]

    /// The case's names in the payload, the one encoding writes first.
    var names: [CaseName] {
      customNames.isEmpty ? [.string(name.identifierText)] : customNames
    }

    /// The case's first name in the payload, as a string: its key in an object.
    var payloadName: String {
      if case .string(let name) = names[0] { name } else { name.identifierText }
    }

    /// Whether the case has one unlabeled associated value, which is the payload itself where
    /// the strategy has no key for it: `movie(Movie)`.
    var holdsOneValue: Bool { values.count == 1 && values[0].label == nil }

    /// The position of the associated value of type `PreservedData`, which keeps the keys of
    /// the case's object that its other values do not read, if the case has one.
    var preservedDataIndex: Int? {
      values.firstIndex { value in value.property.type.map(Self.isPreservedData) ?? false }
    }

    /// Whether `type` is written as `PreservedData`.
    static func isPreservedData(_ type: TypeSyntax) -> Bool {
      switch type.trimmedDescription {
      case "PreservedData", "ResilientCodableCore.PreservedData", "ResilientCodable.PreservedData":
        true
      default: false
      }
    }

    /// The associated values that the payload holds: all but the `PreservedData` one.
    var payloadValues: [(label: TokenSyntax?, property: StoredProperty)] {
      values.indices.filter { $0 != preservedDataIndex }.map { values[$0] }
    }

    /// The keys that the payload values are read for, and `others`, as a set literal.
    func knownKeysLiteral(adding others: [String] = []) -> String {
      makeArray(payloadValues.map(\.property.payloadKey) + others)
    }

    /// The name of the keys of the associated values, as synthesized code names them.
    var keysName: String {
      let text = name.identifierText
      return text.prefix(1).uppercased() + text.dropFirst() + "CodingKeys"
    }
  }

  /// What a `@FallbackCaseDecoding` case keeps of a payload that names no case.
  enum FallbackValue {
    /// Nothing: the case has no associated value.
    case nothing
    /// The case name the payload sent, in a `String`.
    case caseName
    /// The whole payload, in a `PreservedValue`, written back as it was.
    case payload

    /// What `element` keeps, or `nil` when its associated values are not one `String` or one
    /// `PreservedValue`.
    init?(_ element: EnumCaseElementSyntax) {
      guard let parameters = element.parameterClause?.parameters else {
        self = .nothing
        return
      }
      guard parameters.count == 1, let type = parameters.first?.type.trimmedDescription else {
        return nil
      }
      switch type {
      case "String", "Swift.String": self = .caseName
      case "PreservedValue", "ResilientCodableCore.PreservedValue",
        "ResilientCodable.PreservedValue":
        self = .payload
      default: return nil
      }
    }
  }

  /// The cases that a payload names, the fallback case too unless it keeps a value.
  let cases: [Case]
  /// The case taken when no case matches.
  let fallbackCase: TokenSyntax?
  /// What the fallback case keeps.
  let fallbackValue: FallbackValue
  let strategy: SafeDecodingArguments.Strategy
  /// Whether the enum has a raw type, for `.natural`.
  let isRawValue: Bool
  /// Whether the payload names the cases by integers.
  let namesCasesByIntegers: Bool
  /// The key enums the enum declares itself.
  let declaredKeyTypes: Set<String>
  let access: String
  let reporter: ExprSyntax?
  /// The `didDecode` and `willEncode` methods that the generated code calls.
  let hooks: [ModelHook]
  /// Whether the enum gets an `encode(to:)` that writes the shape its strategy reads: it
  /// declares `Encodable`, not its own `encode(to:)`, and synthesized code would write another
  /// shape, or lose what the fallback case or a case's `PreservedData` keeps.
  let generatesEncoder: Bool

  /// Plans the decoding of `enumeration`, whose cases are validated.
  init(_ enumeration: ValidatedEnum) {
    cases = enumeration.cases
    fallbackCase = enumeration.fallbackCase
    fallbackValue = enumeration.fallbackValue
    strategy = enumeration.strategy
    isRawValue = enumeration.isRawValue
    namesCasesByIntegers = enumeration.namesCasesByIntegers
    declaredKeyTypes = enumeration.declaredKeyTypes
    access = enumeration.access
    reporter = enumeration.arguments.reporter
    hooks = enumeration.hooks
    // Synthesized code writes each value by its label, never by a key that a style or
    // `@CaseValueKeys` gives it.
    let renamesValueKeys = cases.contains { enumCase in
      enumCase.payloadValues.contains { $0.property.payloadKey != $0.property.name.identifierText }
    }
    let writesOtherShape =
      switch strategy {
      case .caseByNestedObject: cases.contains { $0.names.count > 1 } || renamesValueKeys
      case .caseByObjectProperty, .caseByAdjacentTag, .untagged: true
      // A raw-value enum writes a case that `@CaseNameDecoding` names by that name.
      case .natural: !isRawValue || cases.contains { !$0.customNames.isEmpty }
      }
    let keepsValue = if case .nothing = fallbackValue { false } else { true }
    // A case's `PreservedData` writes back the keys it kept, which synthesized code cannot.
    let keepsKeys = cases.contains { $0.preservedDataIndex != nil }
    // SafeDecoding's `shouldImplementEncoding: true` asks for `encode(to:)` in any case.
    generatesEncoder =
      !enumeration.declaresEncoder
      && (enumeration.arguments.implementsEncoding
        || (writesOtherShape || keepsValue || keepsKeys
          || enumeration.hooks[kind: .willEncode] != nil)
          && enumeration.declaresEncodable)
  }

  /// The hook of `kind` that the type declares, if any.
  func hook(_ kind: ModelHook.Kind) -> ModelHook? { hooks[kind: kind] }

  /// The generated members, as text: the key enums the enum does not declare, `init(from:)`,
  /// and `encode(to:)` when the enum needs one.
  func makeMembers(_ locals: LocalNames) -> [String] {
    var members: [String] = []
    if case .caseByNestedObject = strategy, !declaredKeyTypes.contains("CodingKeys") {
      members.append(makeCodingKeys())
    }
    let keyed = cases.filter { enumCase in
      switch strategy {
      case .natural: false
      case .caseByNestedObject: !enumCase.values.isEmpty
      case .caseByObjectProperty, .caseByAdjacentTag, .untagged:
        !enumCase.values.isEmpty && !enumCase.holdsOneValue
      }
    }
    let generated = keyed.filter { !declaredKeyTypes.contains($0.keysName) }
    if !generated.isEmpty { members.append(makeCaseCodingKeys(generated)) }
    members += makeInitializers(locals)
    if generatesEncoder { members.append(makeEncoder(locals)) }
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

  /// The payload names of the cases, as an array literal, for the error that names a case the
  /// enum does not know.
  var knownCasesLiteral: String {
    "[" + cases.flatMap { $0.names.map(\.literal) }.joined(separator: ", ") + "]"
  }

  /// The keys of the associated values of `cases`, nested in ``caseKeysNamespace``.
  func makeCaseCodingKeys(_ cases: [Case]) -> String {
    block("private enum \(Self.caseKeysNamespace)", cases.map(makeValueKeys))
  }

  /// `CodingKeys`: one case per enum case, with its payload name, and one per other name.
  func makeCodingKeys() -> String {
    let lines = cases.flatMap { enumCase in
      enumCase.names.enumerated().map { index, name in
        let key = index == 0 ? enumCase.name.text : aliasKey(of: enumCase, at: index)
        guard case .string(let text) = name, text != key else { return "case \(key)" }
        return "case \(key) = \(name.literal)"
      }
    }
    let rawType = cases.isEmpty ? "" : "Swift.String, "
    return block("private enum CodingKeys: \(rawType)Swift.CodingKey", lines)
  }

  /// The `CodingKeys` case of the name at `index` of `enumCase`, after the first.
  func aliasKey(of enumCase: Case, at index: Int) -> String {
    "_\(enumCase.name.identifierText)_\(index)"
  }

  /// The keys of the associated values of `enumCase`, named by their labels, or `_0`, `_1`, …:
  /// each value's key, and the other keys it is read for.
  func makeValueKeys(of enumCase: Case) -> String {
    block(
      "enum \(enumCase.keysName): Swift.String, Swift.CodingKey",
      enumCase.payloadValues.flatMap(\.property.codingKeyCases))
  }

  /// The resilient `init(from:)`; with a `didDecode` hook, an `init(from:)` that calls it after
  /// the initializer that decodes, whose every path would otherwise have to.
  func makeInitializers(_ locals: LocalNames) -> [String] {
    guard let hook = hook(.didDecode) else {
      return [makeInitializer(locals, signature: "\(access)init(from decoder: any Swift.Decoder)")]
    }
    return [
      block(
        "\(access)init(from decoder: any Swift.Decoder) throws",
        ["try self.init(_$decodingFrom: decoder)", hook.makeCall(coder: "decoder")]),
      makeInitializer(locals, signature: "private init(_$decodingFrom decoder: any Swift.Decoder)"),
    ]
  }

  /// The initializer that decodes, with `signature`.
  private func makeInitializer(_ locals: LocalNames, signature: String) -> String {
    let names = Names(locals)
    var statements: [String] = []
    let needsContext =
      fallbackCase != nil
      || cases.contains { enumCase in
        !decodesWhole(enumCase) && enumCase.values.contains { $0.property.needsContext }
      }
    if needsContext {
      statements.append("let \(names.context) = \(makeContext(reporter))")
    }
    // A raw-value enum without a fallback case decodes through a static function alone.
    if fallbackCase != nil || !(isRawValue && strategy.isNatural) {
      let binding = strategy.isUntagged ? "var" : "let"
      statements.append(
        "\(binding) \(names.enumDecoder) = ResilientCodableCore._$EnumDecoder(decoder)")
    }
    switch strategy {
    case .caseByNestedObject: statements += makeNestedObjectDecoding(names)
    case .caseByObjectProperty(let property):
      statements += makeTaggedDecoding(tag: property, content: nil, names)
    case .caseByAdjacentTag(let tag, let content):
      statements += makeTaggedDecoding(tag: tag, content: content, names)
    case .untagged: statements += makeUntaggedDecoding(names)
    case .natural: statements += makeNaturalDecoding(names)
    }
    return block("\(signature) throws", statements)
  }
}

extension EnumPlan {
  /// Whether the one value of `enumCase` is the whole payload, which the strategy has no key
  /// for, decoded as its type decodes: `movie(Movie)` beside an object property's tag, or
  /// untagged.
  func decodesWhole(_ enumCase: Case) -> Bool {
    guard enumCase.holdsOneValue else { return false }
    switch strategy {
    case .caseByObjectProperty, .untagged: return true
    case .caseByNestedObject, .caseByAdjacentTag, .natural: return false
    }
  }
}

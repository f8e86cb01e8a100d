import SwiftSyntax
import SwiftSyntaxBuilder

// The `encode(to:)` of an enum whose strategy reads a shape that synthesized `Encodable` code
// does not write, or whose fallback case keeps a value, so that what the enum encodes decodes
// back to the same value. Written as text (see `CodeText.swift`).

extension EnumPlan {
  /// `encode(to:)`, writing each case in the shape of the strategy, by its first name, and the
  /// fallback case's value as it came.
  func makeEncoder(_ locals: LocalNames) -> String {
    let names = Names(locals)
    let header = "\(access)func encode(to encoder: any Swift.Encoder) throws"
    if isRawValue, case .natural = strategy {
      return block(
        header,
        [
          "var \(names.container) = encoder.singleValueContainer()",
          "try \(names.container).encode(self.rawValue)",
        ])
    }
    var switchCases = cases.map { enumCase -> (label: String, body: [String]) in
      let bindings = enumCase.values.indices.map { locals.make("value\($0)") }
      let pattern =
        bindings.isEmpty
        ? ".\(enumCase.name.text)"
        : ".\(enumCase.name.text)(" + bindings.map { "let \($0.text)" }.joined(separator: ", ")
          + ")"
      return ("case \(pattern):", makeCaseEncoding(enumCase, bindings: bindings, names))
    }
    if let fallbackCase {
      let label = "case .\(fallbackCase.text)(let \(names.kept)):"
      switch fallbackValue {
      case .nothing:
        break
      case .caseName:
        switchCases.append((label, makeNameEncoding("\(names.kept)", names)))
      case .payload:
        switchCases.append((label, ["try \(names.kept).encode(to: encoder)"]))
      }
    }
    return block(header, [makeSwitch(.keyword(.self), switchCases)])
  }

  /// The statements that write `enumCase`, whose associated values are bound to `bindings`.
  private func makeCaseEncoding(
    _ enumCase: Case,
    bindings: [TokenSyntax],
    _ names: Names
  ) -> [String] {
    let name = enumCase.names[0].literal
    if case .caseByNestedObject = strategy {
      // By `CodingKeys`, which may be the enum's own, as decoding reads it.
      let keys =
        bindings.isEmpty ? "ResilientCodableCore.SafeDecodingKey" : keysReference(of: enumCase)
      var body = [
        "var \(names.container) = encoder.container(keyedBy: CodingKeys.self)",
        "\(bindings.isEmpty ? "_" : "var \(names.nested)") = \(names.container).nestedContainer("
          + "keyedBy: \(keys).self, forKey: .\(enumCase.name.text))",
      ]
      for (value, binding) in zip(enumCase.values, bindings) {
        body.append(
          makeValueEncoding(value.property, binding, names.nested, ".\(value.property.keyCase)"))
      }
      return body
    }
    guard !bindings.isEmpty else { return makeNameEncoding(name, names) }
    let keys = "\(keysReference(of: enumCase)).self"
    var body: [String]
    switch strategy {
    case .natural, .caseByNestedObject:
      return []  // `.natural` cases have no associated values (diagnosed); nested: above
    case .caseByObjectProperty:
      // One unlabeled value is the whole object, the discriminator written beside its keys.
      if enumCase.holdsOneValue {
        return ["try \(bindings[0]).encode(to: encoder)"] + makeNameEncoding(name, names)
      }
      body = makeNameEncoding(name, names)
      body.append("var \(names.nested) = encoder.container(keyedBy: \(keys))")
    case .caseByAdjacentTag(_, let content):
      body = makeNameEncoding(name, names)
      let contentKey = makeObjectKey(content)
      body.append(
        "var \(names.container) = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)"
      )
      if enumCase.holdsOneValue {
        body.append(
          makeValueEncoding(enumCase.values[0].property, bindings[0], names.container, contentKey))
        return body
      }
      body.append(
        "var \(names.nested) = \(names.container).nestedContainer(keyedBy: \(keys), forKey: \(contentKey))"
      )
    case .untagged:
      if enumCase.holdsOneValue {
        return [
          "var \(names.container) = encoder.singleValueContainer()",
          "try \(names.container).encode(\(bindings[0]))",
        ]
      }
      body = ["var \(names.nested) = encoder.container(keyedBy: \(keys))"]
    }
    for (value, binding) in zip(enumCase.values, bindings) {
      body.append(
        makeValueEncoding(value.property, binding, names.nested, ".\(value.property.keyCase)"))
    }
    return body
  }

  /// `try container.encode(value, forKey: key)`, or `encodeIfPresent` for an optional.
  private func makeValueEncoding(
    _ property: StoredProperty,
    _ binding: TokenSyntax,
    _ container: TokenSyntax,
    _ key: String
  ) -> String {
    let method = property.type?.wrappedOptionalType != nil ? "encodeIfPresent" : "encode"
    return "try \(container).\(method)(\(binding), forKey: \(key))"
  }

  /// The statements that write a case without associated values by its name, `name`, in the
  /// shape of the strategy.
  private func makeNameEncoding(_ name: String, _ names: Names) -> [String] {
    switch strategy {
    case .natural, .untagged:
      return [
        "var \(names.container) = encoder.singleValueContainer()",
        "try \(names.container).encode(\(name))",
      ]
    case .caseByNestedObject:
      return [
        "var \(names.container) = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)",
        "_ = \(names.container).nestedContainer(keyedBy: ResilientCodableCore.SafeDecodingKey.self, "
          + "forKey: ResilientCodableCore.SafeDecodingKey(\(name)))",
      ]
    case .caseByObjectProperty(let tag), .caseByAdjacentTag(let tag, _):
      return [
        "var \(names.discriminator) = encoder.container(keyedBy: ResilientCodableCore.SafeDecodingKey.self)",
        "try \(names.discriminator).encode(\(name), forKey: \(makeObjectKey(tag)))",
      ]
    }
  }
}

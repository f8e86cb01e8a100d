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
    // The encoder of a case's object that a `PreservedData` value writes its keys back into.
    let caseEncoder =
      cases.contains { $0.preservedDataIndex != nil } ? locals.make("caseEncoder") : nil
    let header = "\(access)func encode(to encoder: any Swift.Encoder) throws"
    let hook = hook(.willEncode).map { [$0.makeCall(coder: "encoder")] } ?? []
    if isRawValue, case .natural = strategy {
      let open = "var \(names.container) = encoder.singleValueContainer()"
      let encodeRawValue = "try \(names.container).encode(self.rawValue)"
      // A case that `@CaseNameDecoding` names writes its first name, which decodes back to it,
      // as the payload sent it; the others, their raw values.
      let named = cases.filter { !$0.customNames.isEmpty }.map { enumCase in
        (
          label: "case .\(enumCase.name.text):",
          body: ["try \(names.container).encode(\(enumCase.names[0].literal))"]
        )
      }
      guard !named.isEmpty else { return block(header, hook + [open, encodeRawValue]) }
      return block(
        header,
        hook + [open, makeSwitch(.keyword(.self), named + [("default:", [encodeRawValue])])])
    }
    var switchCases = cases.map { enumCase -> (label: String, body: [String]) in
      let bindings = enumCase.values.indices.map { locals.make("value\($0)") }
      let pattern =
        bindings.isEmpty
        ? ".\(enumCase.name.text)"
        : ".\(enumCase.name.text)(" + bindings.map { "let \($0.text)" }.joined(separator: ", ")
          + ")"
      return (
        "case \(pattern):",
        makeCaseEncoding(enumCase, bindings: bindings, caseEncoder: caseEncoder, names)
      )
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
    return block(header, hook + [makeSwitch(.keyword(.self), switchCases)])
  }

  /// The statements that write `enumCase`, whose associated values are bound to `bindings`; a
  /// `PreservedData` value writes its keys back into the case's object, through `caseEncoder`
  /// where that object is nested.
  private func makeCaseEncoding(
    _ enumCase: Case,
    bindings: [TokenSyntax],
    caseEncoder: TokenSyntax?,
    _ names: Names
  ) -> [String] {
    let name = enumCase.names[0].literal
    let preserved = enumCase.preservedDataIndex.map { bindings[$0] }
    let payloadBindings = bindings.indices.filter { $0 != enumCase.preservedDataIndex }
      .map { bindings[$0] }
    /// Opens the container of the case's values in the object `parent` holds for `key`.
    func openNested(_ parent: TokenSyntax, _ keys: String, forKey key: String) -> [String] {
      guard preserved != nil, let caseEncoder else {
        return [
          "var \(names.nested) = \(parent).nestedContainer(keyedBy: \(keys), forKey: \(key))"
        ]
      }
      return [
        "let \(caseEncoder) = \(parent).superEncoder(forKey: \(key))",
        "var \(names.nested) = \(caseEncoder).container(keyedBy: \(keys))",
      ]
    }
    /// Writes the payload values, then the keys that the `PreservedData` value kept to
    /// `encoder`.
    func encodeValues(keptTo encoder: String) -> [String] {
      zip(enumCase.payloadValues, payloadBindings).map { value, binding in
        makeValueEncoding(
          value.property, binding, names.nested, ".\(value.property.keyCase)",
          preserved: preserved)
      } + (preserved.map { ["try \($0).encodeUnknownKeys(to: \(encoder))"] } ?? [])
    }
    let nestedEncoder = preserved != nil ? caseEncoder?.text ?? "encoder" : "encoder"
    if case .caseByNestedObject = strategy {
      // By `CodingKeys`, which may be the enum's own, as decoding reads it.
      var body = ["var \(names.container) = encoder.container(keyedBy: CodingKeys.self)"]
      if bindings.isEmpty {
        body.append(
          "_ = \(names.container).nestedContainer(keyedBy: "
            + "ResilientCodableCore.SafeDecodingKey.self, forKey: .\(enumCase.name.text))")
        return body
      }
      body += openNested(
        names.container, "\(keysReference(of: enumCase)).self", forKey: ".\(enumCase.name.text)")
      return body + encodeValues(keptTo: nestedEncoder)
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
      return body + encodeValues(keptTo: "encoder")
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
      body += openNested(names.container, keys, forKey: contentKey)
      return body + encodeValues(keptTo: nestedEncoder)
    case .untagged:
      if enumCase.holdsOneValue {
        return [
          "var \(names.container) = encoder.singleValueContainer()",
          "try \(names.container).encode(\(bindings[0]))",
        ]
      }
      body = ["var \(names.nested) = encoder.container(keyedBy: \(keys))"]
      return body + encodeValues(keptTo: "encoder")
    }
  }

  /// `try container.encode(value, forKey: key)`, or `encodeIfPresent` for an optional; with the
  /// case's `preserved` data, for a value that keeps how it decoded there, the call that writes
  /// back what it dropped or replaced, as a model's property does.
  private func makeValueEncoding(
    _ property: StoredProperty,
    _ binding: TokenSyntax,
    _ container: TokenSyntax,
    _ key: String,
    preserved: TokenSyntax? = nil
  ) -> String {
    if let preserved, property.writesBackFromCase {
      let name = StringLiteralExprSyntax(content: property.reportName)
      let kept = "property: \(name), preserved: \(preserved)"
      switch property.decoding {
      case .resilient:
        return "try \(container).encodeResilient(\(binding), forKey: \(key), \(kept))"
      case .byType:
        return "try \(container)._$encode(\(binding), forKey: \(key), \(kept))"
      case .strategy:
        return "try \(container).encode(\(binding), forKey: \(key), "
          + "by: \(property.strategy?.trimmedDescription ?? ""), \(kept))"
      case .none, .wrapper, .plain, .recovering, .flattened:
        break
      }
    }
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

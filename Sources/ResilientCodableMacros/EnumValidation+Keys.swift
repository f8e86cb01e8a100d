import SwiftDiagnostics
import SwiftSyntax

// The keys of an enum's associated values: those `@CaseValueKeys` gives, and those the key style
// spells from the labels; validated against the enum's shape and against each other.

extension ValidatedEnum {
  /// `cases` with the keys that `@CaseValueKeys` and `style` give their associated values; adds
  /// to `diagnostics` a key that cannot apply and a key that two values of a case share.
  ///
  /// - Parameters:
  ///   - cases: The cases, in declaration order.
  ///   - attributes: The attributes of each case's declaration, in the same order.
  ///   - style: The `keyStyle:` argument, if any.
  ///   - attribute: The `@SafeDecoding` attribute.
  ///   - declaredKeyTypes: The key enums that the enum declares, which keep their keys.
  ///   - strategy: The shape that the enum decodes.
  ///   - diagnostics: What is wrong, in order.
  /// - Returns: The cases, in the same order, whose values have their keys.
  static func keyingValues(
    of cases: [EnumPlan.Case],
    declaredWith attributes: [AttributeListSyntax],
    style: (name: String, node: ExprSyntax)?,
    attribute: AttributeSyntax,
    declaredKeyTypes: Set<String>,
    strategy: SafeDecodingArguments.Strategy,
    diagnostics: inout [Diagnostic]
  ) -> [EnumPlan.Case] {
    var keyed: [EnumPlan.Case] = []
    var stylesLabels = false
    let isNested = if case .caseByNestedObject = strategy { true } else { false }
    for (enumCase, attributes) in zip(cases, attributes) {
      var values = enumCase.values
      // A value has a key but where it is the case's `PreservedData` or its one unlabeled value
      // that a strategy other than `.caseByNestedObject` reads from the whole payload.
      let keyedIndices = values.indices.filter { index in
        index != enumCase.preservedDataIndex && (isNested || !enumCase.holdsOneValue)
      }
      let declaresKeys = declaredKeyTypes.contains(enumCase.keysName)
      var renames: [Int: CaseValueKeysMacro.ValueKey] = [:]
      for extra in attributes.named("CaseValueKeys").dropFirst() {
        diagnostics.append(
          .removing(
            extra, from: attributes, .duplicateCaseValueKeys(enumCase: enumCase.name.text)))
      }
      if let valueKeys = attributes.named("CaseValueKeys").first,
        let keys = CaseValueKeysMacro.keys(of: valueKeys)
      {
        if declaresKeys {
          diagnostics.append(
            .removing(
              valueKeys, from: attributes,
              .caseValueKeysBesideDeclaredCaseKeys(
                keys: enumCase.keysName, enumCase: enumCase.name.text)))
        }
        // Unknown labels, repeated labels and empty keys are diagnosed by `@CaseValueKeys`.
        for key in keys where !declaresKeys && !key.key.isEmpty {
          guard
            let index = values.firstIndex(where: { $0.property.name.identifierText == key.label }),
            renames[index] == nil
          else { continue }
          if index == enumCase.preservedDataIndex {
            diagnostics.append(
              Diagnostic(
                node: key.entry.key,
                message: SafeDecodingDiagnostic.valueKeyOfPreservedData(label: key.label)))
          } else if !keyedIndices.contains(index) {
            let source =
              if case .caseByAdjacentTag(_, let content) = strategy {
                "the content under '\(content)'"
              } else {
                "the whole payload"
              }
            diagnostics.append(
              Diagnostic(
                node: key.entry.key,
                message: SafeDecodingDiagnostic.valueKeyOfWholePayload(
                  label: key.label, enumCase: enumCase.name.text, source: source)))
          } else {
            values[index].property.key = (valueKeys, key.key)
            renames[index] = key
          }
        }
      }
      if let style {
        let labelled = keyedIndices.filter { values[$0].label != nil }
        stylesLabels = stylesLabels || !labelled.isEmpty
        if declaresKeys, !labelled.isEmpty {
          diagnostics.append(
            Diagnostic(
              node: style.node,
              message: SafeDecodingDiagnostic.keyStyleBesideDeclaredCaseKeys(
                keys: enumCase.keysName, enumCase: enumCase.name.text)))
        }
        for index in labelled where !declaresKeys && values[index].property.key == nil {
          let name = values[index].property.name.identifierText
          if let styled = KeyStyling.key(name, style: style.name), styled != name {
            values[index].property.styledKey = styled
          }
        }
      }
      diagnoseSharedKeys(
        of: values, at: keyedIndices, renames: renames, in: enumCase, strategy: strategy,
        diagnostics: &diagnostics)
      keyed.append(
        EnumPlan.Case(name: enumCase.name, customNames: enumCase.customNames, values: values))
    }
    if let style, !stylesLabels, let argument = style.node.parent?.as(LabeledExprSyntax.self) {
      diagnostics.append(.removing(argument: argument, from: attribute, .keyStyleWithoutLabels))
    }
    return keyed
  }

  /// Diagnoses a key that two of `values`, those at `indices`, share, and a key given by
  /// `renames` that is the discriminator, which names the case beside its values.
  private static func diagnoseSharedKeys(
    of values: [(label: TokenSyntax?, property: StoredProperty)],
    at indices: [Int],
    renames: [Int: CaseValueKeysMacro.ValueKey],
    in enumCase: EnumPlan.Case,
    strategy: SafeDecodingArguments.Strategy,
    diagnostics: inout [Diagnostic]
  ) {
    var owners: [String: Int] = [:]
    for index in indices {
      let property = values[index].property
      if case .caseByObjectProperty(let tag) = strategy, let rename = renames[index],
        rename.key == tag
      {
        diagnostics.append(
          Diagnostic(
            node: rename.entry.value,
            message: SafeDecodingDiagnostic.valueKeyIsDiscriminator(
              label: property.reportName, key: tag)))
        continue
      }
      guard let owner = owners[property.payloadKey] else {
        owners[property.payloadKey] = index
        continue
      }
      // On the key the user gave, where one of the two has one; else on the later label.
      let node =
        renames[index].map { Syntax($0.entry.value) }
        ?? renames[owner].map { Syntax($0.entry.value) }
        ?? values[index].label.map(Syntax.init) ?? Syntax(enumCase.name)
      diagnostics.append(
        Diagnostic(
          node: node,
          message: SafeDecodingDiagnostic.keyCollision(
            property: property.reportName, key: property.payloadKey,
            other: values[owner].property.reportName)))
    }
  }
}

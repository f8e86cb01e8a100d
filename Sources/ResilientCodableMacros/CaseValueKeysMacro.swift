import ResilientCodableKeyCasing
import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@CaseValueKeys(["expMonth": "exp_month"])`: the keys of an enum case's associated values in
/// the payload, by label (`_0`, `_1`, … for unlabeled values), instead of their labels.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to one enum case with associated values, with a dictionary literal
/// whose keys name those values and whose values are keys that are not empty. What depends on
/// the enum (a key two values share, a value that has no key in the enum's shape) is checked by
/// `@SafeDecoding`.
public enum CaseValueKeysMacro: Sendable {}

extension CaseValueKeysMacro: PeerMacro {
  /// Checks the attribute; adds nothing.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let enumCase = PropertyAttributeValidation.enumCase(
        of: declaration, for: node, in: context)
    else { return [] }
    guard let keys = keys(of: node), !keys.isEmpty else {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.caseValueKeysNotLiteral))
      return []
    }
    guard enumCase.elements.count == 1, let element = enumCase.elements.first else {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.caseValueKeysOnSeveralCases))
      return []
    }
    if !enumCase.attributes.named("FallbackCaseDecoding").isEmpty {
      context.diagnose(
        .removing(node, from: enumCase.attributes, .caseValueKeysOnFallbackCase))
      return []
    }
    let labels = valueNames(of: element)
    guard !labels.isEmpty else {
      context.diagnose(
        .removing(
          node, from: enumCase.attributes,
          .caseValueKeysWithoutValues(enumCase: element.name.text)))
      return []
    }
    var named: Set<String> = []
    for key in keys {
      if !labels.contains(key.label) {
        context.diagnose(
          unknownLabel(key, of: element.name.identifierText, labels: labels))
      } else if !named.insert(key.label).inserted {
        context.diagnose(
          Diagnostic(
            node: key.entry.key,
            message: SafeDecodingDiagnostic.duplicateValueLabel(label: key.label)))
      }
      if key.key.isEmpty {
        context.diagnose(
          Diagnostic(
            node: key.entry.value,
            message: SafeDecodingDiagnostic.emptyValueKey(label: key.label)))
      }
    }
    return []
  }

  /// One entry of the attribute: a value of the case, by its label, and its key in the payload.
  struct ValueKey {
    /// The label of the value, or `_0`, `_1`, … for an unlabeled one.
    let label: String
    /// The value's key in the payload.
    let key: String
    /// The entry as written, to anchor diagnostics on.
    let entry: DictionaryElementSyntax
  }

  /// The entries of `attribute`, in order, if its argument is a dictionary literal of string
  /// literals; `nil` otherwise.
  static func keys(of attribute: AttributeSyntax) -> [ValueKey]? {
    guard attribute.argumentList.count == 1, let argument = attribute.argumentList.first,
      argument.label == nil,
      let dictionary = argument.expression.as(DictionaryExprSyntax.self)
    else { return nil }
    guard case .elements(let elements) = dictionary.content else { return [] }
    var keys: [ValueKey] = []
    for entry in elements {
      guard
        let label = entry.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
        let key = entry.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      else { return nil }
      keys.append(ValueKey(label: label, key: key, entry: entry))
    }
    return keys
  }

  /// The names of the associated values of `element`, as the attribute names them: their
  /// labels, or `_0`, `_1`, … for unlabeled ones.
  static func valueNames(of element: EnumCaseElementSyntax) -> [String] {
    (element.parameterClause?.parameters ?? []).enumerated().map { index, parameter in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else {
        return "_\(index)"
      }
      return label.identifierText
    }
  }

  /// The diagnostic of `key`, which names no value of `enumCase`, whose values are `labels`,
  /// with the fix-it that writes the label it most likely means, if one stands out: the label
  /// that `.convertFromSnakeCase` makes of it (`exp_month` for `expMonth`), or the only one
  /// within one edit (two for a label of twelve letters or more), ignoring case.
  private static func unknownLabel(
    _ key: ValueKey,
    of enumCase: String,
    labels: [String]
  ) -> Diagnostic {
    let converted = KeyCasing.convertedFromSnakeCase(key.label)
    let close = labels.filter { label in
      let limit = label.count < 12 ? 1 : 2
      return MisspelledAttribute.editDistance(
        key.label.lowercased(), label.lowercased(), atMost: limit) != nil
    }
    let suggestion = labels.contains(converted) ? converted : close.count == 1 ? close[0] : nil
    let message = SafeDecodingDiagnostic.unknownValueLabel(
      label: key.label, enumCase: enumCase, labels: labels)
    guard let suggestion else { return Diagnostic(node: key.entry.key, message: message) }
    let written = key.entry.key
    let replacement = StringLiteralExprSyntax(content: suggestion)
      .with(\.leadingTrivia, written.leadingTrivia)
      .with(\.trailingTrivia, written.trailingTrivia)
    return Diagnostic(
      node: written, message: message,
      fixIt: FixIt(
        message: SafeDecodingFixIt.writeLabel(suggestion),
        changes: [.replace(oldNode: Syntax(written), newNode: Syntax(replacement))]))
  }
}

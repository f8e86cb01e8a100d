import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The code that `init(from:)` runs for one stored property (`encode(to:)`'s is in
// `StoredProperty+Encoding.swift`).

// Code is built as text, and the declaration that holds it goes to the compiler as written (see
// `CodeText.swift`): parsing each piece as it is built would lex every token again at each level.

/// `ResilientCodableCore.SafeDecodingContext(Self.self)`, with the reporter if any.
func makeContext(_ reporter: ExprSyntax?) -> String {
  if let reporter {
    return
      "ResilientCodableCore.SafeDecodingContext(Self.self, reporter: \(reporter.trimmedDescription))"
  }
  return "ResilientCodableCore.SafeDecodingContext(Self.self)"
}

extension StoredProperty.Decoding {
  /// Whether the property keeps how it decoded in the model's preserved data, to encode it
  /// back: an optional or a collection, a property that may be a resilient enum, or a property
  /// with a strategy.
  var keepsState: Bool {
    switch self {
    case .resilient, .byType, .strategy, .flattened: true
    case .none, .wrapper, .plain, .recovering: false
    }
  }

  /// Whether the generated `init(from:)` decodes the property.
  var isDecoded: Bool { if case .none = self { false } else { true } }
}

extension StoredProperty {
  /// Whether the property fails its model when it is missing: a value that is not optional and
  /// decodes as synthesized code does, or as its type asks.
  var isRequired: Bool {
    switch decoding {
    case .plain, .byType: type?.wrappedOptionalType == nil
    default: false
    }
  }

  /// Whether decoding the property reports through the context.
  var needsContext: Bool {
    switch decoding {
    case .resilient, .byType, .recovering, .strategy, .flattened: true
    case .none, .wrapper, .plain: false
    }
  }

  /// The key to decode the property for from `container`.
  ///
  /// Its own, the first of its keys that the payload has when it has others, or its key in the
  /// object it is read through. A key of `@CodedAs` read in place of its own is reported
  /// through `context`, and kept in `preserved` to write back, if given.
  func makeKey(in container: TokenSyntax, context: TokenSyntax, preserved: TokenSyntax?) -> String {
    let own: String
    let spellings: [String]
    let renames: [String]
    if objectPath.isEmpty {
      own = ".\(keyCase)"
      let cases = otherKeyCases.map { ".\($0)" }
      renames = Array(cases.prefix(alternateKeys.count))
      spellings = Array(cases.dropFirst(alternateKeys.count))
    } else {
      let ownSpellings = keySpellings(of: payloadKey)
      own = makeObjectKey(payloadKey)
      spellings = ownSpellings.dropFirst().map(makeObjectKey)
      var renamed: [String] = []
      for spelling in alternateKeys.flatMap(keySpellings)
      where !ownSpellings.contains(spelling) && !renamed.contains(spelling) {
        renamed.append(spelling)
      }
      renames = renamed.map(makeObjectKey)
    }
    guard !spellings.isEmpty || !renames.isEmpty else { return own }
    var arguments = [own]
    if !spellings.isEmpty {
      arguments.append("spelledAlso: [\(spellings.joined(separator: ", "))]")
    }
    if !renames.isEmpty {
      arguments.append("renamedAs: [\(renames.joined(separator: ", "))]")
      if let preserved {
        arguments.append("property: \(StringLiteralExprSyntax(content: reportName))")
        arguments.append("context: \(context)")
        arguments.append("preserving: &\(preserved)")
      } else {
        arguments.append("context: \(context)")
      }
    }
    return "\(container).presentKey(\(arguments.joined(separator: ", ")))"
  }

  /// The statement that decodes the property from `container`.
  func makeDecoding(
    container: TokenSyntax,
    context: TokenSyntax,
    enumCase: String?,
    preserved: TokenSyntax? = nil,
    key: String? = nil
  ) -> String {
    let value = makeValue(
      container: container, context: context, enumCase: enumCase, preserved: preserved, key: key)
    if case .wrapper = decoding {
      return "self._\(name.identifierText) = \(value)"
    }
    if let condition,
      let call = makeCall(
        container: container, context: context, enumCase: enumCase, preserved: preserved, key: key)
    {
      return
        "self.\(name.text) = try ResilientCodableCore._$holds(\(condition.trimmedDescription)) ? "
        + "\(call) : nil"
    }
    return "self.\(name.text) = \(value)"
  }

  /// The expression that decodes the property's value from `container`, for its own key or
  /// for `key`: the decoding call with `try`, or the initial value of a property not decoded.
  func makeValue(
    container: TokenSyntax,
    context: TokenSyntax,
    enumCase: String?,
    preserved: TokenSyntax? = nil,
    key: String? = nil
  ) -> String {
    guard
      let call = makeCall(
        container: container, context: context, enumCase: enumCase, preserved: preserved, key: key)
    else { return "self.\(name.text)" }
    return "try \(call)"
  }

  /// The call that decodes the property's value from `container`, without its `try`, or `nil`
  /// for a property that is not decoded.
  func makeCall(
    container: TokenSyntax,
    context: TokenSyntax,
    enumCase: String?,
    preserved: TokenSyntax? = nil,
    key: String? = nil
  ) -> String? {
    let key = key ?? ".\(keyCase)"
    let reportName = StringLiteralExprSyntax(content: self.reportName).description
    let contextExpression =
      if let enumCase {
        "\(context).forCase(\(StringLiteralExprSyntax(content: enumCase)))"
      } else {
        "\(context)"
      }
    switch decoding {
    case .none:
      return nil
    case .wrapper:
      guard let completenessLimit else {
        return "\(container)._$decodeWrapper(forKey: \(key))"
      }
      return
        "\(container)._$decodeWrapper(forKey: \(key), completenessLimit: \(completenessLimit.trimmedDescription))"
    case .plain:
      if type?.wrappedOptionalType != nil {
        return "\(container)._$decodeIfPresent(forKey: \(key))"
      }
      return "\(container)._$decode(forKey: \(key))"
    case .byType:
      let preserving = preserved.map { ", preserving: &\($0)" } ?? ""
      return "\(container)._$decode(forKey: \(key), property: \(reportName), "
        + "context: \(contextExpression)\(preserving))"
    case .resilient:
      var arguments = [
        "forKey: \(key)", "property: \(reportName)", "context: \(contextExpression)",
      ]
      // A collection with an initial value, which stands in for a whole value that is missing,
      // `null` or not a collection.
      if let initial = makeInitialValue(enumCase: enumCase) {
        arguments.append("initialValue: \(initial)")
      }
      if let completenessLimit {
        arguments.append("completenessLimit: \(completenessLimit.trimmedDescription)")
      }
      if let policy { arguments.append("policy: \(policy.trimmedDescription)") }
      if let preserved { arguments.append("preserving: &\(preserved)") }
      return "\(container).decodeResilient(\(arguments.joined(separator: ", ")))"
    case .recovering(let retries, let fallback):
      var arguments = [
        "forKey: \(key)", "property: \(reportName)", "context: \(contextExpression)",
      ]
      // The value an optional starts with is wrapped once more, so that the call decodes the
      // optional, not the type it wraps: `nil` is then the value kept for a missing key.
      if let initial = makeInitialValue(enumCase: enumCase) {
        let isOptional = type?.wrappedOptionalType != nil
        arguments.append("initialValue: \(isOptional ? ".some(\(initial))" : initial)")
      }
      if let retries = makeRetries(retries) { arguments.append(retries) }
      if let fallback { arguments.append("fallback: { \(makeFallbackValue(fallback)) }") }
      if let policy { arguments.append("policy: \(policy.trimmedDescription)") }
      return "\(container).decode(\(arguments.joined(separator: ", ")))"
    case .flattened(let fallback):
      var arguments =
        (type.map { ["\($0.trimmedDescription).self"] } ?? [])
        + ["property: \(reportName)", "context: \(contextExpression)"]
      if hasInitialValue && enumCase == nil {
        arguments.append("initialValue: self.\(name.text)")
      }
      if let fallback { arguments.append("fallback: { \(makeFallbackValue(fallback)) }") }
      arguments.append("preserving: &\(preserved?.text ?? "")")
      // Read from an object that `at:` names, the type decodes that object.
      if objectPath.isEmpty {
        return "decoder.decodeFlattened(\(arguments.joined(separator: ", ")))"
      }
      arguments.append("inObjectAt: \(makeArray(objectPath))")
      return "\(container)._$decoder(userInfo: decoder.userInfo)"
        + ".decodeFlattened(\(arguments.joined(separator: ", ")))"
    case .strategy(let retries, let fallback):
      var arguments = [
        "forKey: \(key)", "by: \(strategy?.trimmedDescription ?? "")", "property: \(reportName)",
        "context: \(contextExpression)",
      ]
      // An optional that starts with `nil` decodes as one without an initial value: through
      // the strategy's call for an optional, whose value is `nil` for a missing key.
      let startsWithNil =
        type?.wrappedOptionalType != nil && initialValue?.is(NilLiteralExprSyntax.self) == true
      if hasInitialValue && enumCase == nil && !startsWithNil {
        arguments.append("initialValue: self.\(name.text)")
      }
      if let retries = makeRetries(retries) { arguments.append(retries) }
      if let fallback { arguments.append("fallback: { \(makeFallbackValue(fallback)) }") }
      if let completenessLimit {
        arguments.append("completenessLimit: \(completenessLimit.trimmedDescription)")
      }
      if let policy { arguments.append("policy: \(policy.trimmedDescription)") }
      if let preserved { arguments.append("preserving: &\(preserved)") }
      return "\(container).decode(\(arguments.joined(separator: ", ")))"
    }
  }
}

extension StoredProperty {
  /// The `retries:` argument of the `@RetryDecoding` attributes, in declaration order, or `nil`
  /// without any.
  func makeRetries(_ retries: [(type: ExprSyntax, map: ExprSyntax)]) -> String? {
    guard !retries.isEmpty else { return nil }
    let list = retries.map { retry in
      "ResilientCodableCore.DecodingRetry(\(retry.type.trimmedDescription), "
        + "map: \(retry.map.trimmedDescription))"
    }
    return "retries: [\(list.joined(separator: ", "))]"
  }

  /// The initial value the generated call passes: the property itself, which holds its initial
  /// value before decoding, or an associated value's default, if it has one.
  private func makeInitialValue(enumCase: String?) -> String? {
    if hasInitialValue && enumCase == nil { return "self.\(name.text)" }
    if let initialValue, enumCase != nil { return makeFallbackValue(initialValue) }
    return nil
  }

  /// `value`, the `@FallbackDecoding` expression, coerced to the property's declared type, so
  /// that a value of another type is the compiler's "cannot convert value of type 'String' to
  /// type 'Int'" on the expression, not a failure to infer the call it is passed to.
  func makeFallbackValue(_ value: ExprSyntax) -> String {
    guard let type, !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else {
      return value.trimmedDescription
    }
    return "(\(value.trimmedDescription)) as \(type.trimmedDescription)"
  }
}

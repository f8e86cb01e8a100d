import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// The arguments of `@SafeDecoding`, validated.
struct SafeDecodingArguments {
  /// How an enum finds its case.
  enum Strategy {
    case caseByNestedObject
    case caseByObjectProperty(String)
    case caseByAdjacentTag(String, content: String)
    case untagged
    case natural

    /// Whether the strategy is `.natural`.
    var isNatural: Bool { if case .natural = self { true } else { false } }

    /// Whether the strategy is `.untagged`.
    var isUntagged: Bool { if case .untagged = self { true } else { false } }
  }

  /// The `decodingStrategy:` argument, if any, and where it is written.
  var strategy: (value: Strategy, node: ExprSyntax)?
  /// The `reporter:` argument, if any.
  var reporter: ExprSyntax?
  /// The `keyStyle:` argument, as the name of a `KeyStyle` case, and where it is written.
  var keyStyle: (name: String, node: ExprSyntax)?
  /// The `preservingUnknownKeys:` argument, when `true`, and where it is written.
  var preservingUnknownKeys: ExprSyntax?
  /// SafeDecoding's `shouldImplementEncoding: true`: the type gets `Encodable` and
  /// `encode(to:)`.
  var implementsEncoding = false
  /// The `memberwise:` argument, as the access modifier of the initializer to generate
  /// (`"public "`, `"package "`, or `""` for internal), and where it is written.
  var memberwise: (access: String, node: ExprSyntax)?
  /// The `nilEncoding:` argument, when `.null`, and where it is written.
  var writesNull: ExprSyntax?
  /// The `unknownKeys:` argument, when `.report` or `.reject`.
  var unknownKeys: ExprSyntax?
  /// The `at:` argument: the keys of the objects, outermost first, that every property is read
  /// through, and where the first is written; empty when the properties are in the payload's
  /// own object.
  var containerPath: (keys: [String], node: LabeledExprSyntax)?

  /// The arguments of `attribute`, or the diagnostic of the first one the macro does not
  /// understand.
  static func read(_ attribute: AttributeSyntax) -> Result<Self, Failure> {
    read(attribute.argumentList)
  }

  /// A diagnostic, as an error.
  struct Failure: Error {
    let diagnostic: Diagnostic
  }

  private init() {}

  /// The arguments in `list`, or the diagnostic of the first one the macro does not understand.
  private static func read(_ list: LabeledExprListSyntax) -> Result<Self, Failure> {
    var arguments = Self()
    var previousLabel: String?
    for argument in list {
      // The keys of `at:` after the first are unlabeled.
      let label = argument.label?.text ?? (previousLabel == "at" ? "at" : nil)
      previousLabel = label
      switch label {
      case "at":
        guard
          let key = argument.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue, !key.isEmpty
        else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.containerKeyNotLiteral)))
        }
        arguments.containerPath = (
          (arguments.containerPath?.keys ?? []) + [key], arguments.containerPath?.node ?? argument
        )
      case "decodingStrategy":
        guard let strategy = strategy(argument.expression) else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.unsupportedStrategy)))
        }
        arguments.strategy = (strategy, argument.expression)
      case "shouldImplementEncoding":
        switch isTrue(argument, otherwise: .shouldImplementEncodingNotLiteral) {
        case .success(let value): arguments.implementsEncoding = value
        case .failure(let failure): return .failure(failure)
        }
      case "reporter":
        arguments.reporter = argument.expression
      case "memberwise":
        let access = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let access, ["public", "package", "internal"].contains(access) else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.unsupportedMemberwise
              )))
        }
        arguments.memberwise = (access == "internal" ? "" : "\(access) ", argument.expression)
      case "nilEncoding":
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name == "null" || name == "omitted" else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.unsupportedNilEncoding
              )))
        }
        arguments.writesNull = name == "null" ? argument.expression : nil
      case "unknownKeys":
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, ["ignore", "report", "reject"].contains(name) else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.unsupportedUnknownKeys)
            ))
        }
        arguments.unknownKeys = name == "ignore" ? nil : argument.expression
      case "keyStyle":
        guard let member = argument.expression.as(MemberAccessExprSyntax.self),
          KeyStyling.styles.contains(member.declName.baseName.text)
        else {
          return .failure(
            Failure(
              diagnostic: Diagnostic(
                node: argument.expression, message: SafeDecodingDiagnostic.unsupportedKeyStyle)))
        }
        arguments.keyStyle = (member.declName.baseName.text, argument.expression)
      case "preservingUnknownKeys":
        switch isTrue(argument, otherwise: .preservingUnknownKeysNotLiteral) {
        case .success(let value):
          arguments.preservingUnknownKeys = value ? argument.expression : nil
        case .failure(let failure): return .failure(failure)
        }
      default:
        return .failure(
          Failure(
            diagnostic: Diagnostic(
              node: argument, message: SafeDecodingDiagnostic.unexpectedSyntax("this argument"))))
      }
    }
    return .success(arguments)
  }

  /// Whether `argument` is the literal `true`, or the diagnostic `message` when it is no Boolean
  /// literal.
  private static func isTrue(
    _ argument: LabeledExprSyntax,
    otherwise message: SafeDecodingDiagnostic
  ) -> Result<Bool, Failure> {
    guard let literal = argument.expression.as(BooleanLiteralExprSyntax.self) else {
      return .failure(Failure(diagnostic: Diagnostic(node: argument.expression, message: message)))
    }
    return .success(literal.literal.tokenKind == .keyword(.true))
  }

  /// The strategy `expression` spells, if it is a literal the macro understands.
  private static func strategy(_ expression: ExprSyntax) -> Strategy? {
    if let member = expression.as(MemberAccessExprSyntax.self), isStrategyBase(member.base) {
      switch member.declName.baseName.text {
      case "caseByNestedObject": return .caseByNestedObject
      case "untagged": return .untagged
      case "natural": return .natural
      default: return nil
      }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      isStrategyBase(member.base), call.trailingClosure == nil
    else { return nil }
    let arguments = call.arguments.map { argument in
      (
        label: argument.label?.text,
        value: argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
      )
    }
    switch (member.declName.baseName.text, arguments.count) {
    case ("caseByObjectProperty", 1):
      guard arguments[0].label == nil, let name = arguments[0].value else { return nil }
      return .caseByObjectProperty(name)
    case ("caseByAdjacentTag", 2):
      guard arguments[0].label == nil, let tag = arguments[0].value,
        arguments[1].label == "content", let content = arguments[1].value
      else { return nil }
      return .caseByAdjacentTag(tag, content: content)
    default:
      return nil
    }
  }

  /// Whether `base` is nothing or names `EnumCaseDecodingStrategy`.
  private static func isStrategyBase(_ base: ExprSyntax?) -> Bool {
    guard let base else { return true }
    let name = base.trimmedDescription
    return name == "EnumCaseDecodingStrategy"
      || name == "ResilientCodableCore.EnumCaseDecodingStrategy"
      || name == "ResilientCodable.EnumCaseDecodingStrategy"
  }
}

import SwiftDiagnostics
import SwiftSyntax

/// The repair a fix-it offers.
enum SafeDecodingFixIt: FixItMessage {
  case removeAttribute(String)
  case declareDecodable
  case makeVar
  case rename(String)
  case writeResponse(String)
  case flatten
  case writeLabel(String)
  case removeArgument(String)

  var message: String {
    switch self {
    case .removeAttribute(let attribute): "Remove '@\(attribute)'"
    case .declareDecodable: "Declare ': Decodable'"
    case .makeVar: "Make it a 'var'"
    case .rename(let name): "Write '@\(name)'"
    case .writeResponse(let response): "Write '\(response)'"
    case .flatten: "Write '@Flattened'"
    case .writeLabel(let label): "Write '\(label)'"
    case .removeArgument(let label): "Remove '\(label):'"
    }
  }

  var fixItID: MessageID {
    let id =
      switch self {
      case .removeAttribute: "removeAttribute"
      case .declareDecodable: "declareDecodable"
      case .makeVar: "makeVar"
      case .rename: "rename"
      case .writeResponse: "writeResponse"
      case .flatten: "flatten"
      case .writeLabel: "writeLabel"
      case .removeArgument: "removeArgument"
      }
    return MessageID(domain: "ResilientCodableMacros", id: id)
  }
}

extension Diagnostic {
  /// A diagnostic at `node`, with the fix-it that makes `variable`, a `let`, a `var`.
  static func makingVar(
    _ variable: VariableDeclSyntax,
    at node: AttributeSyntax,
    _ message: SafeDecodingDiagnostic
  ) -> Diagnostic {
    let specifier = variable.bindingSpecifier
    return Diagnostic(
      node: node, message: message,
      fixIt: FixIt(
        message: SafeDecodingFixIt.makeVar,
        changes: [
          .replace(
            oldNode: Syntax(specifier),
            newNode: Syntax(specifier.with(\.tokenKind, .keyword(.var))))
        ]))
  }

  /// A diagnostic at `node`, with the fix-it that removes `attribute` from `attributes`.
  static func removing(
    _ attribute: AttributeSyntax,
    from attributes: AttributeListSyntax,
    _ message: SafeDecodingDiagnostic
  ) -> Diagnostic {
    // The attribute a peer macro receives may not be the node in `attributes`: match it by
    // position, or else by its text.
    let index =
      attributes.firstIndex { element in
        guard case .attribute(let other) = element else { return false }
        return other.positionAfterSkippingLeadingTrivia
          == attribute.positionAfterSkippingLeadingTrivia
          && other.trimmedDescription == attribute.trimmedDescription
      }
      ?? attributes.firstIndex { element in
        guard case .attribute(let other) = element else { return false }
        return other.trimmedDescription == attribute.trimmedDescription
      }
    var remaining = attributes
    if let index { remaining.remove(at: index) }
    return Diagnostic(
      node: attribute, message: message,
      fixIt: FixIt(
        message: SafeDecodingFixIt.removeAttribute(attribute.name),
        changes: [removal(of: attributes, leaving: remaining)]))
  }

  /// A diagnostic at the value of `argument`, with the fix-it that removes the argument from
  /// `attribute`: the comma before it goes when it was the last argument, and the parentheses
  /// when it was the only one.
  static func removing(
    argument: LabeledExprSyntax,
    from attribute: AttributeSyntax,
    _ message: SafeDecodingDiagnostic
  ) -> Diagnostic {
    var arguments = Array(attribute.argumentList)
    let index = arguments.firstIndex { $0.id == argument.id }
    let label = argument.label?.text ?? ""
    guard let index else { return Diagnostic(node: argument.expression, message: message) }
    arguments.remove(at: index)
    var fixed = attribute
    if arguments.isEmpty {
      let trailingTrivia = attribute.rightParen?.trailingTrivia ?? []
      fixed.leftParen = nil
      fixed.arguments = nil
      fixed.rightParen = nil
      fixed.attributeName = attribute.attributeName.with(\.trailingTrivia, trailingTrivia)
    } else {
      if index == arguments.count {
        arguments[index - 1].trailingComma = nil
      }
      fixed.arguments = .argumentList(LabeledExprListSyntax(arguments))
    }
    return Diagnostic(
      node: argument.expression, message: message,
      fixIt: FixIt(
        message: SafeDecodingFixIt.removeArgument(label),
        changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(fixed))]))
  }

  /// The change that leaves `remaining` of `attributes`: the declaration is rebuilt without the
  /// removed attribute and keeps its own leading trivia (the line break and indentation, which
  /// the first attribute carries), so that it stays on its line.
  private static func removal(
    of attributes: AttributeListSyntax,
    leaving remaining: AttributeListSyntax
  ) -> FixIt.Change {
    guard let parent = attributes.parent,
      var declaration = parent.asProtocol((any WithAttributesSyntax).self)
    else {
      return .replace(oldNode: Syntax(attributes), newNode: Syntax(remaining))
    }
    let leadingTrivia = declaration.leadingTrivia
    declaration.attributes = remaining
    declaration.leadingTrivia = leadingTrivia
    return .replace(oldNode: parent, newNode: Syntax(declaration))
  }
}

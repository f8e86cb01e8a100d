import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension AttributeSyntax {
  /// The attribute's name without module or generic arguments: `FallbackDecoding`.
  var name: String {
    if let identifier = attributeName.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = attributeName.as(MemberTypeSyntax.self) { return member.name.text }
    return attributeName.trimmedDescription
  }

  /// The arguments, if written as a list.
  var argumentList: LabeledExprListSyntax {
    if case .argumentList(let list) = arguments { return list }
    return []
  }
}

extension AttributeListSyntax {
  /// The attributes named `name`, in order.
  func named(_ name: String) -> [AttributeSyntax] {
    compactMap { element in
      guard case .attribute(let attribute) = element, attribute.name == name else { return nil }
      return attribute
    }
  }
}

extension DeclModifierListSyntax {
  /// Whether one of the modifiers is `keyword`.
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// The access level keyword, if any (ignoring `private(set)` and the like).
  var accessLevel: Keyword? {
    for modifier in self where modifier.detail == nil {
      if case .keyword(let keyword) = modifier.name.tokenKind,
        [.open, .public, .package, .internal, .fileprivate, .private].contains(keyword)
      {
        return keyword
      }
    }
    return nil
  }
}

extension TypeSyntax {
  /// The name of a type written `Name` or `Swift.Name`, without generic arguments.
  ///
  /// Read from the tokens: a description walks the whole node, which costs more than the rest of
  /// the test with a debug-built swift-syntax.
  var plainName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil
    {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
      member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift"
    {
      return member.name.text
    }
    return nil
  }

  /// The type an optional wraps, if the type is written as an optional.
  var wrappedOptionalType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return optional.wrappedType
    }
    if let (name, arguments) = genericName, name == "Optional", arguments.count == 1 {
      guard case .type(let wrapped) = arguments.first?.argument else { return nil }
      return wrapped
    }
    return nil
  }

  /// Whether the type is written as an optional, an array, a set or a dictionary: a kind that
  /// `@Resilient` recovers.
  var isResilientKind: Bool {
    if wrappedOptionalType != nil || self.is(ArrayTypeSyntax.self)
      || self.is(DictionaryTypeSyntax.self)
    {
      return true
    }
    guard let (name, _) = genericName else { return false }
    return ["Array", "Set", "Dictionary"].contains(name)
  }

  /// Whether the type is written as a scalar of the standard library or Foundation (`Int`,
  /// `Swift.String`, `URL`…): a value with no keys of its own, which is no resilient enum.
  var isStandardScalar: Bool {
    var name = trimmedDescription
    for module in ["Swift.", "Foundation."] where name.hasPrefix(module) {
      name.removeFirst(module.count)
    }
    return standardScalarNames.contains(name)
  }

  /// Whether the type is written as an array, a set or a dictionary, or an optional of one: a
  /// kind that drops elements.
  var isCollectionKind: Bool {
    if let wrapped = wrappedOptionalType { return wrapped.isCollectionKind }
    if self.is(ArrayTypeSyntax.self) || self.is(DictionaryTypeSyntax.self) { return true }
    guard let (name, _) = genericName else { return false }
    return ["Array", "Set", "Dictionary"].contains(name)
  }

  /// The name and generic arguments of `Name<…>` or `Swift.Name<…>`.
  private var genericName: (String, GenericArgumentListSyntax)? {
    if let identifier = self.as(IdentifierTypeSyntax.self),
      let clause = identifier.genericArgumentClause
    {
      return (identifier.name.text, clause.arguments)
    }
    if let member = self.as(MemberTypeSyntax.self),
      member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift",
      let clause = member.genericArgumentClause
    {
      return (member.name.text, clause.arguments)
    }
    return nil
  }
}

extension TokenSyntax {
  /// The identifier without backticks, as a coding key spells it.
  var identifierText: String {
    if case .identifier(let text) = tokenKind {
      return text.hasPrefix("`") && text.hasSuffix("`") && text.count > 1
        ? String(text.dropFirst().dropLast()) : text
    }
    return trimmedDescription
  }
}

extension CodeBlockItemListSyntax {
  /// The statements, one a line.
  init(lines statements: [CodeBlockItemSyntax]) {
    self.init(
      statements.enumerated().map { index, statement in
        index == 0 ? statement : statement.with(\.leadingTrivia, .newline)
      })
  }
}

extension SwitchCaseListSyntax {
  /// The cases, one a line.
  init(lines cases: [SwitchCaseSyntax]) {
    self.init(
      cases.enumerated().map { index, switchCase in
        .switchCase(index == 0 ? switchCase : switchCase.with(\.leadingTrivia, .newline))
      })
  }
}

extension DeclGroupSyntax {
  /// Whether the inheritance clause names `Decodable` or `Codable`.
  var declaresDecodable: Bool { inherits(["Decodable", "Codable"]) }

  /// Whether the inheritance clause names `Encodable` or `Codable`.
  var declaresEncodable: Bool { inherits(["Encodable", "Codable"]) }

  /// Whether the type declares `encode(to:)` itself.
  var declaresEncoder: Bool {
    memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
      let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
      return function.name.text == "encode" && labels == ["to"]
    }
  }

  /// Whether the inheritance clause names one of `names`, bare or qualified with `Swift.`.
  private func inherits(_ names: [String]) -> Bool {
    inheritanceClause?.inheritedTypes.contains { inherited in
      inherited.type.plainName.map(names.contains) ?? false
    } ?? false
  }
}

extension SyntaxProtocol {
  /// What the declaration is, as a diagnostic names it: `struct`, `enum case`, `protocol`.
  var kindName: String {
    switch kind {
    case .structDecl: "struct"
    case .classDecl: "class"
    case .enumDecl: "enum"
    case .actorDecl: "actor"
    case .protocolDecl: "protocol"
    case .extensionDecl: "extension"
    case .functionDecl: "function"
    case .enumCaseDecl: "enum case"
    case .initializerDecl: "initializer"
    case .subscriptDecl: "subscript"
    case .variableDecl: "property"
    default: "declaration"
    }
  }

  /// ``kindName`` with its indefinite article: `a struct`, `an enum`, `an extension`.
  var kindDescription: String {
    let name = kindName
    return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
  }
}

/// The access modifier a member needs to satisfy a requirement of the type's conformances.
func requirementAccess(of declaration: some DeclGroupSyntax) -> String {
  switch declaration.modifiers.accessLevel {
  case .open, .public: "public "
  case .package: "package "
  default: ""
  }
}

/// The scalars of the standard library and Foundation that decode from one JSON value.
private let standardScalarNames: Set<String> = [
  "Bool", "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
  "UInt16", "UInt32", "UInt64", "Double", "Float", "Decimal", "Date", "Data", "URL", "UUID",
]

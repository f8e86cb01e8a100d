import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The macro writes its code as formatted text, and hands the text to the compiler as it is.
//
// The compiler reads an expansion as text: the plugin sends it the description of the nodes a
// macro returns, and parses that itself. So a declaration the macro has written out goes back in
// a node that prints it verbatim (`verbatimDeclaration(_:)`) instead of being parsed in the plugin
// only to be printed again. Measured with `Scripts/compile-time.sh` (400 models, debug, the
// swift-syntax that SwiftPM builds when it cannot download its prebuilt one), parsing each
// declaration in the plugin took the macros from 1.43 to 2.02 times the build time of synthesized
// `Codable`. Building the code piece by piece as syntax costs more still: every piece
// interpolated into another is lexed again at every level, and formatting the tree visits every
// token once more.

/// `header { … }` with `lines` in the braces, each indented by two spaces.
func block(_ header: String, _ lines: [String]) -> String {
  lines.isEmpty
    ? "\(header) {\n}" : "\(header) {\n\(lines.map(indented).joined(separator: "\n"))\n}"
}

/// `text` with every line that is not empty indented by two spaces.
///
/// A multi-line string literal in `text` keeps its content: its closing delimiter moves with its
/// lines.
func indented(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.isEmpty ? "" : "  \($0)" }
    .joined(separator: "\n")
}

/// The key `key` of an object that a property is read through, or of the property in it.
func makeObjectKey(_ key: String) -> String {
  "ResilientCodableCore.SafeDecodingKey(\(StringLiteralExprSyntax(content: key)))"
}

/// The key `key` to decode from `container`, an object that a property is read through: the
/// first that the payload has of `key`, `alternates`, and the spellings a decoder's
/// `.convertFromSnakeCase` makes of them.
func makeObjectKey(
  _ key: String, alternates: [String] = [], in container: TokenSyntax
) -> String {
  var keys: [String] = []
  for candidate in [key] + alternates {
    for spelling in [candidate, KeyStyling.convertedFromSnakeCase(candidate)]
    where !keys.contains(spelling) {
      keys.append(spelling)
    }
  }
  guard keys.count > 1 else { return makeObjectKey(key) }
  return "\(container).firstPresentKey(\(keys.map(makeObjectKey).joined(separator: ", ")))"
}

/// `strings` as an array literal of string literals: `["meta", "page"]`.
func makeArray(_ strings: [String]) -> String {
  "[" + strings.map { StringLiteralExprSyntax(content: $0).description }.joined(separator: ", ")
    + "]"
}

/// The names of the locals of one expansion's generated code.
///
/// Each is unique in the expansion (`MacroExpansionContext.makeUniqueName(_:)`), so that no name
/// that the user's code writes, in an expression the generated code contains, can mean one of
/// them.
struct LocalNames {
  private let context: any MacroExpansionContext

  init(_ context: some MacroExpansionContext) {
    self.context = context
  }

  /// A new name, unique in the expansion, made from `base`.
  func make(_ base: String) -> TokenSyntax {
    context.makeUniqueName(base)
  }
}

/// A declaration node that prints `text`, a declaration the macro has written out in full,
/// without parsing it: the compiler parses the expansion from its text.
func verbatimDeclaration(_ text: String) -> DeclSyntax {
  DeclSyntax(MissingDeclSyntax(placeholder: .identifier(text)))
}

/// `extension <type>: <conformances> { … }` with `members`, declarations the macro has written out
/// in full, in the braces, each indented by two spaces; built without parsing the members.
func makeExtension(
  of type: some TypeSyntaxProtocol,
  conformingTo conformances: [TypeSyntax],
  members: [String]
) -> ExtensionDeclSyntax {
  let inherited = conformances.enumerated().map { index, conformance in
    InheritedTypeSyntax(
      type: conformance.trimmed,
      trailingComma: index < conformances.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
  }
  return ExtensionDeclSyntax(
    extensionKeyword: .keyword(.extension, trailingTrivia: .space),
    extendedType: type.trimmed,
    inheritanceClause: inherited.isEmpty
      ? nil
      : InheritanceClauseSyntax(
        colon: .colonToken(trailingTrivia: .space),
        inheritedTypes: InheritedTypeListSyntax(inherited)),
    memberBlock: MemberBlockSyntax(
      leftBrace: .leftBraceToken(leadingTrivia: .space),
      members: MemberBlockItemListSyntax(
        members.map { MemberBlockItemSyntax(decl: verbatimDeclaration("\n" + indented($0))) }),
      rightBrace: .rightBraceToken(leadingTrivia: .newline)))
}

import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The macro writes its code as formatted text, and parses each declaration once, whole.
//
// Building the code piece by piece as syntax costs more: every piece interpolated into another is
// lexed again at every level, and formatting the tree visits every token once more. Each
// generated declaration is parsed once (`parsedDeclaration(_:)`), so that what the macro returns
// is the syntax tree of its code, token by token.

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

/// The declaration written out in `text`, parsed.
func parsedDeclaration(_ text: String) -> DeclSyntax {
  DeclSyntax("\(raw: text)")
}

/// `extension <type>: <conformances> { … }` with `members`, declarations the macro has written out
/// in full, in the braces, each indented by two spaces.
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
        members.map { MemberBlockItemSyntax(decl: parsedDeclaration("\n" + indented($0))) }),
      rightBrace: .rightBraceToken(leadingTrivia: .newline)))
}

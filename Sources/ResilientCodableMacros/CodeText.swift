import ResilientCodableKeyCasing
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// The macro writes its code as formatted text, and parses each declaration once, whole, so that
// what it returns is the syntax tree of its code, token by token (`parsedDeclaration(_:)`).
//
// Building the code piece by piece as syntax costs more: every piece interpolated into another
// is lexed again at every level, and formatting the tree visits every token once more. Parsing
// costs little with the optimized swift-syntax that SwiftPM and Xcode download for macros, and
// much with one built from source for a debug build. `Scripts/plugin-cost.sh` replays the
// compiler's requests for 100 models into the plugin: 0.14 s of processor time handing the text
// over in a node that printed it unparsed, 0.16 s parsing it, with an optimized swift-syntax;
// 1.00 s and 2.59 s with a debug one, where `Scripts/compile-time.sh` measured a build of 400
// models at 1.47 and 2.10 times the time of synthesized `Codable`.

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

/// `key` as a decoder may present it: first as written, then as a decoder's
/// `.convertFromSnakeCase` presents it, if that differs (`riskLevel` for `risk_level`).
func keySpellings(of key: String) -> [String] {
  let converted = KeyCasing.convertedFromSnakeCase(key)
  return converted == key ? [key] : [key, converted]
}

/// The key `key` of an object that a property is read through, to decode from `container`: as
/// written, or as a decoder's `.convertFromSnakeCase` presents it.
func makeObjectKey(_ key: String, in container: TokenSyntax) -> String {
  let spellings = keySpellings(of: key)
  guard spellings.count > 1 else { return makeObjectKey(key) }
  return
    "\(container).presentKey(\(makeObjectKey(key)), spelledAlso: [\(makeObjectKey(spellings[1]))])"
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

/// `text`, a declaration the macro has written out in full, parsed.
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

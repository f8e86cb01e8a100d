import SwiftDiagnostics
@_spi(FixItApplier) import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Every diagnostic that offers a fix-it, applied as an editor applies it: the fixed source is
/// exactly what the user should see, parses, and expands without errors.
struct FixItApplicationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let fixed: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "@SafeDecoding on a protocol",
      source: """
        @SafeDecoding
        protocol Model {}
        """,
      fixed: """
        protocol Model {}
        """),
    Case(
      name: "@SafeDecoding on an extension",
      source: """
        @SafeDecoding
        extension Model {}
        """,
      fixed: """
        extension Model {}
        """),
    Case(
      name: "@SafeDecoding on an actor",
      source: """
        @SafeDecoding
        actor Store {
          let id: Int
        }
        """,
      fixed: """
        actor Store {
          let id: Int
        }
        """),
    Case(
      name: "a private nested type without Decodable",
      source: """
        struct Outer {
          @SafeDecoding
          private struct Inner {
            let id: Int
          }
        }
        """,
      fixed: """
        struct Outer {
          @SafeDecoding
          private struct Inner: Decodable {
            let id: Int
          }
        }
        """),
    Case(
      name: "a private nested type with other conformances",
      source: """
        struct Outer {
          @SafeDecoding
          private struct Inner: Equatable {
            let id: Int
          }
        }
        """,
      fixed: """
        struct Outer {
          @SafeDecoding
          private struct Inner: Equatable, Decodable {
            let id: Int
          }
        }
        """),
    Case(
      name: "an attribute on a computed property",
      source: """
        struct Model {
          @FallbackDecoding(0) var count: Int { 1 }
        }
        """,
      fixed: """
        struct Model {
          var count: Int { 1 }
        }
        """),
    Case(
      name: "an attribute on a let with an initial value",
      source: """
        struct Model {
          @FallbackDecoding(1) let count = 0
        }
        """,
      fixed: """
        struct Model {
          @FallbackDecoding(1) var count = 0
        }
        """),
    Case(
      name: "an attribute on a static property",
      source: """
        struct Model {
          @RetryDecoding(String.self, map: { Int($0) }) static var count = 0
        }
        """,
      fixed: """
        struct Model {
          static var count = 0
        }
        """),
    Case(
      name: "two fallbacks",
      source: """
        @SafeDecoding
        struct Model {
          @FallbackDecoding(0) @FallbackDecoding(1) var count: Int
        }
        """,
      fixed: """
        @SafeDecoding
        struct Model {
          @FallbackDecoding(0) var count: Int
        }
        """),
    Case(
      name: "a fallback on an ignored property",
      source: """
        struct Model {
          @IgnoreSafeDecoding @FallbackDecoding(0) var count: Int
        }
        """,
      fixed: """
        struct Model {
          @IgnoreSafeDecoding var count: Int
        }
        """),
    Case(
      name: "a misspelled attribute",
      source: """
        @SafeDecoding
        struct Model {
          @FallbackDecodng(0)  // the count
          var count: Int
        }
        """,
      fixed: """
        @SafeDecoding
        struct Model {
          @FallbackDecoding(0)  // the count
          var count: Int
        }
        """),
    Case(
      name: "a fallback case with associated values",
      source: """
        enum Content {
          @FallbackCaseDecoding case other(Int)
        }
        """,
      fixed: """
        enum Content {
          case other(Int)
        }
        """),
    Case(
      name: "two fallback cases",
      source: """
        @SafeDecoding
        enum Content {
          @FallbackCaseDecoding case unknown
          @FallbackCaseDecoding case other
        }
        """,
      fixed: """
        @SafeDecoding
        enum Content {
          @FallbackCaseDecoding case unknown
          case other
        }
        """),
    Case(
      name: "@RequireCompleteness on a property that is not a collection",
      source: """
        @SafeDecoding
        struct Feed {
          @RequireCompleteness(.droppedAtMost(1)) var title: String
        }
        """,
      fixed: """
        @SafeDecoding
        struct Feed {
          var title: String
        }
        """),
    Case(
      name: "@RequireCompleteness on a collection that recovers as a whole",
      source: """
        @SafeDecoding
        struct Feed {
          @RequireCompleteness(.droppedAtMost(1)) @FallbackDecoding([]) var items: [Int]
        }
        """,
      fixed: """
        @SafeDecoding
        struct Feed {
          @FallbackDecoding([]) var items: [Int]
        }
        """),
    Case(
      name: "@Policy(missing: .useDefault) on a property without a default",
      source: """
        @SafeDecoding
        struct Order {
          @Policy(missing: .useDefault.reported, null: .fail)
          var quantity: Int
        }
        """,
      fixed: """
        @SafeDecoding
        struct Order {
          @Policy(missing: .dropElement, null: .fail)
          var quantity: Int
        }
        """),
    Case(
      name: "a key style on an enum without labeled values, its only argument",
      source: """
        @SafeDecoding(keyStyle: .snakeCase)  // the payload's names
        enum Status: String {
          case inProgress
        }
        """,
      fixed: """
        @SafeDecoding  // the payload's names
        enum Status: String {
          case inProgress
        }
        """),
    Case(
      name: "a key style on an enum without labeled values, after another argument",
      source: """
        @SafeDecoding(decodingStrategy: .natural, keyStyle: .snakeCase)
        enum Status {
          case inProgress
        }
        """,
      fixed: """
        @SafeDecoding(decodingStrategy: .natural)
        enum Status {
          case inProgress
        }
        """),
    Case(
      name: "a key style on an enum without labeled values, before another argument",
      source: """
        @SafeDecoding(
          keyStyle: .kebabCase,
          reporter: Log()
        )
        enum Status {
          case inProgress
        }
        """,
      fixed: """
        @SafeDecoding(
          reporter: Log()
        )
        enum Status {
          case inProgress
        }
        """),
    Case(
      name: "@CaseValueKeys naming a value as the payload spells it",
      source: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys([
            "exp_month" : "month",
            "expYear": "year",
          ])
          case card(expMonth: Int, expYear: Int)
        }
        """,
      fixed: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys([
            "expMonth" : "month",
            "expYear": "year",
          ])
          case card(expMonth: Int, expYear: Int)
        }
        """),
    Case(
      name: "@CaseValueKeys on a case without associated values",
      source: """
        @SafeDecoding
        enum Payment {
          @CaseNameDecoding("CASH") @CaseValueKeys(["id": "ID"]) case cash
        }
        """,
      fixed: """
        @SafeDecoding
        enum Payment {
          @CaseNameDecoding("CASH") case cash
        }
        """),
    Case(
      name: "@CaseValueKeys on the fallback case",
      source: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys(["_0": "name"])
          @FallbackCaseDecoding case unknown(String)
        }
        """,
      fixed: """
        @SafeDecoding
        enum Payment {
          @FallbackCaseDecoding case unknown(String)
        }
        """),
    Case(
      name: "two @CaseValueKeys on one case",
      source: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys(["last4": "last4_digits"])
          @CaseValueKeys(["brand": "network"])
          case card(last4: String, brand: String)
        }
        """,
      fixed: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys(["last4": "last4_digits"])
          case card(last4: String, brand: String)
        }
        """),
    Case(
      name: "@CaseValueKeys beside the keys an enum declares for the case",
      source: """
        @SafeDecoding
        enum Payment {
          @CaseValueKeys(["expMonth": "month"]) case card(expMonth: Int)

          enum CardCodingKeys: String, CodingKey {
            case expMonth = "exp_month"
          }
        }
        """,
      fixed: """
        @SafeDecoding
        enum Payment {
          case card(expMonth: Int)

          enum CardCodingKeys: String, CodingKey {
            case expMonth = "exp_month"
          }
        }
        """),
    Case(
      name: "MetaCodable's @CodedAt() becomes @Flattened",
      source: """
        @SafeDecoding
        struct Page {
          var users: [String]
          @CodedAt() var pagination: Pagination  // keys beside users
        }
        """,
      fixed: """
        @SafeDecoding
        struct Page {
          var users: [String]
          @Flattened var pagination: Pagination  // keys beside users
        }
        """),
    Case(
      name: "an ignored let optional becomes a var",
      source: """
        @SafeDecoding
        struct Draft {
          @IgnoreDecoding let note: String?
        }
        """,
      fixed: """
        @SafeDecoding
        struct Draft {
          @IgnoreDecoding var note: String?
        }
        """),
    Case(
      name: "a decoding attribute beside @IgnoreCoding is removed",
      source: """
        @SafeDecoding
        struct Draft {
          @IgnoreCoding @FallbackDecoding(1) var score = 0
        }
        """,
      fixed: """
        @SafeDecoding
        struct Draft {
          @IgnoreCoding var score = 0
        }
        """),
  ]

  @Test(arguments: cases)
  func `the fixed source keeps its layout, parses and expands without errors`(_ fixture: Case)
    throws
  {
    let tree = Parser.parse(source: fixture.source)
    let (diagnostics, context) = Self.expand(tree)
    let fixIts = diagnostics.compactMap(\.fixIts.first)
    try #require(!fixIts.isEmpty)
    let edits = fixIts.flatMap(\.changes).map { $0.edit(in: context) }
    let fixed = FixItApplier.apply(edits: edits, to: tree)
    #expect(fixed == fixture.fixed)
    let reparsed = Parser.parse(source: fixed)
    #expect(!reparsed.hasError)
    let (reexpanded, _) = Self.expand(reparsed)
    #expect(reexpanded.allSatisfy { $0.diagMessage.severity != .error })
  }

  /// The diagnostics of expanding the package's macros in `tree`, and the context that maps
  /// the detached nodes the macros saw back to `tree`.
  static func expand(
    _ tree: SourceFileSyntax
  ) -> (diagnostics: [Diagnostic], context: BasicMacroExpansionContext) {
    let context = BasicMacroExpansionContext(
      sourceFiles: [tree: .init(moduleName: "Fixture", fullFilePath: "Fixture.swift")])
    _ = tree.expand(
      macroSpecs: macroSpecs,
      contextGenerator: { syntax in
        BasicMacroExpansionContext(
          sharingWith: context, lexicalContext: syntax.allMacroLexicalContexts())
      },
      indentationWidth: .spaces(2))
    return (context.diagnostics, context)
  }
}

extension FixIt.Change {
  /// The edit of the original source that this change makes to the node a macro saw.
  fileprivate func edit(in context: BasicMacroExpansionContext) -> SourceEdit {
    func position(_ position: AbsolutePosition, of node: some SyntaxProtocol) -> AbsolutePosition {
      let location = context.location(for: position, anchoredAt: Syntax(node), fileName: "")
      return AbsolutePosition(utf8Offset: location.offset)
    }
    switch self {
    case .replace(let oldNode, let newNode):
      return SourceEdit(
        range: position(oldNode.position, of: oldNode)..<position(oldNode.endPosition, of: oldNode),
        replacement: newNode.description)
    case .replaceLeadingTrivia(let token, let trivia):
      return SourceEdit(
        range: position(
          token.position, of: token)..<position(token.positionAfterSkippingLeadingTrivia, of: token),
        replacement: trivia.description)
    case .replaceTrailingTrivia(let token, let trivia):
      return SourceEdit(
        range: position(
          token.endPositionBeforeTrailingTrivia, of: token)..<position(token.endPosition, of: token),
        replacement: trivia.description)
    case .replaceChild(let data):
      return SourceEdit(
        range: position(
          data.replacementRange.lowerBound, of: data.parent)..<position(
            data.replacementRange.upperBound, of: data.parent),
        replacement: data.newChild.description)
    case .replaceText(let range, let text, let node):
      return SourceEdit(
        range: position(range.lowerBound, of: node)..<position(range.upperBound, of: node),
        replacement: text)
    }
  }
}

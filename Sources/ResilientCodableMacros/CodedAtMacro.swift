import SwiftDiagnostics
import SwiftParser
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@CodedAt("key")`, and SafeDecoding's `@PropertyNameDecoding("key")` and
/// `@PropertyNameDecoding(casing:)`: the key of a property in the payload.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes, with a key
/// the macro can read.
public enum CodedAtMacro: PropertyAttributeMacro {
  /// Checks that the key is a literal, for one property.
  public static func check(
    _ node: AttributeSyntax,
    on variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    guard let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else {
      return
    }
    if key(of: node, forProperty: name.identifier.identifierText) == nil {
      context.diagnose(
        Diagnostic(
          node: node.argumentList.first.map(Syntax.init) ?? Syntax(node),
          message: SafeDecodingDiagnostic.keyNotLiteral(attribute: node.name)))
    } else if variable.bindings.count > 1 {
      context.diagnose(
        Diagnostic(node: node, message: SafeDecodingDiagnostic.keyOnSeveralProperties))
    }
  }

  /// The attributes that give a property its key.
  static let attributeNames = ["CodedAt", "PropertyNameDecoding"]

  /// The key that `attribute` gives the property named `property`: a string literal, or the
  /// name in a casing; `nil` when the macro cannot read it.
  static func key(of attribute: AttributeSyntax, forProperty property: String) -> String? {
    let arguments = attribute.argumentList
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    if argument.label == nil {
      return argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    guard argument.label?.text == "casing",
      let casing = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    else { return nil }
    return convert(property, to: casing)
  }

  /// `name`, a Swift property name in lower camel case, in SafeDecoding's `casing`.
  private static func convert(_ name: String, to casing: String) -> String? {
    // A word starts at an uppercase letter after a lowercase one, and at the last uppercase
    // letter of a run that a lowercase letter follows: `avatarURL`, `urlString`, `URLString`.
    let characters = Array(name)
    var words: [String] = []
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        words.isEmpty
        || character.isUppercase
          && (previous?.isLowercase == true
            || previous?.isUppercase == true && next?.isLowercase == true)
      if startsWord {
        words.append(String(character).lowercased())
      } else {
        words[words.count - 1].append(Character(character.lowercased()))
      }
    }
    switch casing {
    case "camel": return name
    case "snake": return words.joined(separator: "_")
    case "snakeUppercase": return words.joined(separator: "_").uppercased()
    case "kebab": return words.joined(separator: "-")
    case "kebabUppercase": return words.joined(separator: "-").uppercased()
    case "flat": return words.joined()
    default: return nil
    }
  }
}

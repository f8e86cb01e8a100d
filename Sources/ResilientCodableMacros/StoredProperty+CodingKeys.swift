import SwiftSyntax
import SwiftSyntaxBuilder

extension StoredProperty {
  /// The cases of a coding keys enum that name the property's keys, as synthesized code declares
  /// them: its own, with the key that an attribute or the key style gives it, then one case per
  /// other key.
  ///
  /// A model's `CodingKeys` and the keys of an enum case's associated values both declare them.
  var codingKeyCases: [String] {
    let own =
      if payloadKey == name.identifierText {
        "case \(keyCase)"
      } else {
        "case \(keyCase) = \(StringLiteralExprSyntax(content: payloadKey))"
      }
    let others = zip(otherKeyCases, otherKeys).map { name, key in
      "case \(name) = \(StringLiteralExprSyntax(content: key))"
    }
    return [own] + others
  }
}

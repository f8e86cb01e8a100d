import SwiftDiagnostics
import SwiftSyntax

/// An attribute on a property of a `@SafeDecoding` type that is one of this package's attribute
/// names, misspelled: `@FallbackDecodng`, `@ignoreSafeDecoding`.
///
/// The compiler reports the unknown attribute; without this, the macro would take it for a
/// property wrapper and generate code that fails in ways that do not point at the typo.
struct MisspelledAttribute {
  /// The attribute as written.
  let attribute: AttributeSyntax
  /// The name it most likely means.
  let suggestion: String

  /// The package's attributes that apply to properties and enum cases.
  private static let names =
    propertyAttributeNames + ["CaseNameDecoding", "FallbackCaseDecoding", "CaseValueKeys"]

  /// The misspelling `attribute` is, if its name is one of the package's attribute names up to
  /// case and two edits (one for a name shorter than twelve letters, so that a property
  /// wrapper of the app with a short name is not taken for one).
  init?(_ attribute: AttributeSyntax) {
    let name = attribute.name.lowercased()
    guard
      let suggestion = Self.names.first(where: { candidate in
        let limit = candidate.count < 12 ? 1 : 2
        return Self.editDistance(name, candidate.lowercased(), atMost: limit) != nil
      })
    else { return nil }
    self.attribute = attribute
    self.suggestion = suggestion
  }

  /// The diagnostic, with a fix-it that writes the suggested name and keeps the rest.
  var diagnostic: Diagnostic {
    let fixIt: FixIt? = attribute.attributeName.as(IdentifierTypeSyntax.self).map { written in
      FixIt(
        message: SafeDecodingFixIt.rename(suggestion),
        changes: [
          .replace(
            oldNode: Syntax(written.name),
            newNode: Syntax(written.name.with(\.tokenKind, .identifier(suggestion))))
        ])
    }
    return Diagnostic(
      node: attribute,
      message: SafeDecodingDiagnostic.misspelledAttribute(
        found: attribute.name, suggestion: suggestion),
      fixIts: fixIt.map { [$0] } ?? [])
  }

  /// The number of single-character edits between `lhs` and `rhs`, if at most `limit`.
  static func editDistance(_ lhs: String, _ rhs: String, atMost limit: Int) -> Int? {
    let lhs = Array(lhs)
    let rhs = Array(rhs)
    guard abs(lhs.count - rhs.count) <= limit else { return nil }
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: rhs.count)
      for (j, right) in rhs.enumerated() {
        current[j + 1] = min(
          previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
      }
      previous = current
    }
    return previous[rhs.count] <= limit ? previous[rhs.count] : nil
  }
}

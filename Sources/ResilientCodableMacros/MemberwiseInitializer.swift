import SwiftDiagnostics
import SwiftSyntax

/// The memberwise initializer that `@SafeDecoding(memberwise:)` writes for a struct.
///
/// It takes one parameter per stored property it may set, in declaration order, with the
/// property's initial value (or `nil` for an optional `var`) as its default, as Swift's own, but
/// of the access asked for. Written as text (see `CodeText.swift`).
enum MemberwiseInitializer {
  /// The initializer of `declaration`, `access` its modifier (`"public "`), adding to
  /// `diagnostics` the properties whose type it cannot name.
  static func make(
    for declaration: StructDeclSyntax,
    access: String,
    diagnostics: inout [Diagnostic]
  ) -> String {
    var parameters: [String] = []
    var assignments: [String] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let bindings = Array(variable.bindings)
      for (index, binding) in bindings.enumerated() {
        guard !StoredProperty.isComputed(binding),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
          !(isLet && binding.initializer != nil)
        else { continue }
        // `var a, b: Int` writes the type once, on the last binding.
        guard
          let type = binding.typeAnnotation?.type
            ?? bindings[(index + 1)...].lazy.compactMap(\.typeAnnotation?.type).first
        else {
          diagnostics.append(
            Diagnostic(
              node: binding.pattern,
              message: SafeDecodingDiagnostic.memberwiseNeedsType(
                property: name.text,
                initialValue: binding.initializer?.value.trimmedDescription ?? "…")))
          continue
        }
        let initialValue =
          binding.initializer?.value.trimmedDescription
          ?? (!isLet && type.wrappedOptionalType != nil ? "nil" : nil)
        let label = name.text
        parameters.append(
          "\(label): \(type.trimmedDescription)" + (initialValue.map { " = \($0)" } ?? ""))
        assignments.append("self.\(label) = \(label)")
      }
    }
    return block("\(access)init(\(parameters.joined(separator: ", ")))", assignments)
  }
}

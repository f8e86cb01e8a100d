import SwiftDiagnostics
import SwiftSyntax

/// A method of a `@SafeDecoding` model that the generated code calls: `didDecode` at the end of
/// `init(from:)`, `willEncode` at the start of `encode(to:)`.
struct ModelHook {
  /// What the hooks are for, with their names and the label and type of their one parameter.
  enum Kind: CaseIterable {
    case didDecode
    case willEncode

    /// The method's name.
    var name: String {
      switch self {
      case .didDecode: "didDecode"
      case .willEncode: "willEncode"
      }
    }

    /// The label of the coder parameter.
    var label: String {
      switch self {
      case .didDecode: "from"
      case .willEncode: "to"
      }
    }

    /// The coder's protocol.
    var coder: String {
      switch self {
      case .didDecode: "Decoder"
      case .willEncode: "Encoder"
      }
    }

    /// The signatures the macro accepts, for diagnostics.
    var signatures: String {
      let mutating = self == .didDecode ? "mutating " : ""
      return "'\(mutating)func \(name)() throws' or '\(mutating)func \(name)(\(label) "
        + "\(coder.lowercased()): any \(coder)) throws'"
    }
  }

  /// The hook.
  let kind: Kind
  /// Whether it takes the decoder or the encoder.
  let takesCoder: Bool
  /// Whether it throws.
  let throwsErrors: Bool

  /// The hooks that `declaration` declares, adding a diagnostic for each with a signature the
  /// generated code cannot call; an `override` is left to the superclass's generated code, which
  /// calls it.
  static func all(
    in declaration: some DeclGroupSyntax,
    diagnostics: inout [Diagnostic]
  ) -> [ModelHook] {
    var hooks: [ModelHook] = []
    for member in declaration.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        let kind = Kind.allCases.first(where: { $0.name == function.name.text }),
        !function.modifiers.contains(.static), !function.modifiers.contains(.class)
      else { continue }
      if function.modifiers.contains(.override) { continue }
      let parameters = Array(function.signature.parameterClause.parameters)
      let takesCoder = parameters.count == 1
      let isCallable =
        parameters.isEmpty
        || takesCoder && parameters[0].firstName.text == kind.label
          && existentialName(of: parameters[0].type) == kind.coder
          && parameters[0].defaultValue == nil
      guard isCallable, function.signature.effectSpecifiers?.asyncSpecifier == nil,
        function.genericParameterClause == nil
      else {
        diagnostics.append(
          Diagnostic(
            node: function.name,
            message: SafeDecodingDiagnostic.hookSignature(
              name: kind.name, signatures: kind.signatures)))
        continue
      }
      hooks.append(
        ModelHook(
          kind: kind, takesCoder: takesCoder,
          throwsErrors: function.signature.effectSpecifiers?.throwsClause != nil))
    }
    return hooks
  }

  /// The name of `type`, written bare, qualified with `Swift.`, or after `any`.
  private static func existentialName(of type: TypeSyntax) -> String? {
    if let existential = type.as(SomeOrAnyTypeSyntax.self),
      existential.someOrAnySpecifier.tokenKind == .keyword(.any)
    {
      return existential.constraint.plainName
    }
    return type.plainName
  }

  /// The statement that calls the hook, with `coder` if it takes it.
  func makeCall(coder: String) -> String {
    let call = "self.\(kind.name)(\(takesCoder ? "\(kind.label): \(coder)" : ""))"
    return throwsErrors ? "try \(call)" : call
  }
}

extension [ModelHook] {
  /// The hook of `kind`, if declared.
  subscript(kind kind: ModelHook.Kind) -> ModelHook? {
    first { $0.kind == kind }
  }
}

import MacroTesting
import ResilientCodableMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion

/// The package's macros, as the compiler sees them.
let macroSpecs: [String: MacroSpec] = [
  "SafeDecoding": MacroSpec(
    type: SafeDecodingMacro.self,
    conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("Decodable")))]),
  "IgnoreSafeDecoding": MacroSpec(type: IgnoreSafeDecodingMacro.self),
  "CodedAt": MacroSpec(type: CodedAtMacro.self),
  "CodedAs": MacroSpec(type: CodedAsMacro.self),
  "PropertyNameDecoding": MacroSpec(type: CodedAtMacro.self),
  "OptionalDecoding": MacroSpec(type: OptionalDecodingMacro.self),
  "FallbackDecoding": MacroSpec(type: FallbackDecodingMacro.self),
  "RetryDecoding": MacroSpec(type: RetryDecodingMacro.self),
  "RequireCompleteness": MacroSpec(type: RequireCompletenessMacro.self),
  "Policy": MacroSpec(type: PolicyMacro.self),
  "CodedBy": MacroSpec(type: CodedByMacro.self),
  "CaseNameDecoding": MacroSpec(type: CaseNameDecodingMacro.self),
  "FallbackCaseDecoding": MacroSpec(type: FallbackCaseDecodingMacro.self),
  "CaseValueKeys": MacroSpec(type: CaseValueKeysMacro.self),
]

/// The package's macros, where the compiler asks `@SafeDecoding` for `Encodable` as well, as it
/// does for SafeDecoding's `shouldImplementEncoding:` declarations.
let macroSpecsAddingEncodable = macroSpecs.merging([
  "SafeDecoding": MacroSpec(
    type: SafeDecodingMacro.self,
    conformances: ["Decodable", "Encodable"].map {
      TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
    })
]) { $1 }

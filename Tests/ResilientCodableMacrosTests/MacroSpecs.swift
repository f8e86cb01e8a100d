import MacroTesting
import ResilientCodableMacros
import SwiftSyntax
import SwiftSyntaxMacroExpansion

/// The conformances that `@SafeDecoding` asks for, which the compiler passes to the macro when
/// the type has none of them.
let safeDecodingConformances = ["Decodable", "_SafeDecodingClass"].map {
  TypeSyntax(IdentifierTypeSyntax(name: .identifier($0)))
}

/// The package's macros, as the compiler sees them for a type that conforms to none of the
/// protocols `@SafeDecoding` asks for.
let macroSpecs: [String: MacroSpec] = [
  "SafeDecoding": MacroSpec(type: SafeDecodingMacro.self, conformances: safeDecodingConformances),
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
  "Validate": MacroSpec(type: CodedByMacro.self),
  "CaseNameDecoding": MacroSpec(type: CaseNameDecodingMacro.self),
  "FallbackCaseDecoding": MacroSpec(type: FallbackCaseDecodingMacro.self),
  "IgnoreCoding": MacroSpec(type: CodingControlMacro.self),
  "IgnoreDecoding": MacroSpec(type: CodingControlMacro.self),
  "IgnoreEncoding": MacroSpec(type: CodingControlMacro.self),
  "EncodeNil": MacroSpec(type: CodingControlMacro.self),
  "Flattened": MacroSpec(type: FlattenedMacro.self),
  "CaseValueKeys": MacroSpec(type: CaseValueKeysMacro.self),
]

/// The package's macros, where the compiler asks `@SafeDecoding` for `Encodable` as well, as it
/// does for SafeDecoding's `shouldImplementEncoding:` declarations.
let macroSpecsAddingEncodable = macroSpecs.merging([
  "SafeDecoding": MacroSpec(
    type: SafeDecodingMacro.self,
    conformances: safeDecodingConformances + [
      TypeSyntax(IdentifierTypeSyntax(name: .identifier("Encodable")))
    ])
]) { $1 }

/// The package's macros, as the compiler sees them for a subclass of a `@SafeDecoding` class,
/// which has every conformance `@SafeDecoding` asks for.
let macroSpecsForSubclassOfSafeDecodingClass = macroSpecs.merging([
  "SafeDecoding": MacroSpec(type: SafeDecodingMacro.self)
]) { $1 }

/// The package's macros, as the compiler sees them for a subclass of a `Decodable` class that
/// `@SafeDecoding` does not decode.
let macroSpecsForSubclassOfDecodableClass = macroSpecs.merging([
  "SafeDecoding": MacroSpec(
    type: SafeDecodingMacro.self,
    conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("_SafeDecodingClass")))])
]) { $1 }

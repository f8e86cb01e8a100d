import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct ResilientCodableMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    SafeDecodingMacro.self,
    IgnoreSafeDecodingMacro.self,
    CodedAtMacro.self,
    CodedAsMacro.self,
    OptionalDecodingMacro.self,
    FallbackDecodingMacro.self,
    RetryDecodingMacro.self,
    RequireCompletenessMacro.self,
    PolicyMacro.self,
    CodedByMacro.self,
    CaseNameDecodingMacro.self,
    FallbackCaseDecodingMacro.self,
    CodingControlMacro.self,
    FlattenedMacro.self,
    CaseValueKeysMacro.self,
  ]
}

import SwiftSyntaxMacros

/// `@FallbackDecoding`: Gives a property the value it takes when decoding it fails or its key is missing.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes.
public enum FallbackDecodingMacro: PropertyAttributeMacro {}

import SwiftSyntaxMacros

/// `@RetryDecoding`: Retries a property's failed decoding as another type.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes.
public enum RetryDecodingMacro: PropertyAttributeMacro {}

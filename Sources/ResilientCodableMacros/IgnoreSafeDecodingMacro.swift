import SwiftSyntaxMacros

/// `@IgnoreSafeDecoding`: Marks a property that decodes exactly as synthesized `Codable` decodes it.
///
/// The attribute is a marker that `@SafeDecoding` reads; its own expansion adds nothing and
/// checks that it applies to a stored property the generated `init(from:)` decodes.
public enum IgnoreSafeDecodingMacro: PropertyAttributeMacro {}

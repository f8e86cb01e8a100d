import SwiftSyntax

// How a stored property decodes and encodes, as its attributes ask.

extension StoredProperty {
  /// How the generated `init(from:)` decodes the property.
  enum Decoding {
    /// Not decoded: a `let` with an initial value.
    case none
    /// A property wrapper's storage, decoded as synthesized code decodes it.
    case wrapper
    /// As synthesized code decodes it: `decode`, or `decodeIfPresent` for an optional.
    case plain
    /// As its type asks, which its name does not tell: a `ResilientRawRepresentable` enum as
    /// `@Resilient` decodes it, any other type as synthesized code does.
    case byType
    /// An optional or a collection, as `@Resilient` decodes it.
    case resilient
    /// With recovery from retries, a fallback or the initial value.
    case recovering(retries: [(type: ExprSyntax, map: ExprSyntax)], fallback: ExprSyntax?)
    /// With a `@CodedBy` strategy, recovering as the property's type does, or from retries, a
    /// fallback or the initial value.
    case strategy(retries: [(type: ExprSyntax, map: ExprSyntax)], fallback: ExprSyntax?)
    /// `@Flattened`: the type decodes from the model's own object, recovering as a whole with a
    /// fallback or the initial value, or as `nil`.
    case flattened(fallback: ExprSyntax?)
  }

  /// When the generated `encode(to:)` writes the property.
  enum Encoding {
    /// Always, as synthesized code does.
    case always
    /// Never: `@IgnoreCoding` or `@IgnoreEncoding`.
    case never
    /// Unless the condition of `@IgnoreEncoding(when:)` or `@IgnoreEncoding(if:)` holds.
    case unless(IgnoreCondition)
  }

  /// The condition of `@IgnoreEncoding(when:)` or `@IgnoreEncoding(if:)`.
  enum IgnoreCondition {
    /// `.nil`.
    case isNil
    /// `.empty`.
    case isEmpty
    /// `.default`: the value equals the initial value.
    case isDefault
    /// `if:`, a closure or a function of the value.
    case closure(ExprSyntax)
  }
}

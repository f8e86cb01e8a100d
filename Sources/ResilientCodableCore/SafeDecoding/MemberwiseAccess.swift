/// The access of the memberwise initializer that `@SafeDecoding(memberwise:)` generates for a
/// struct, which a public model in a package needs: the one Swift synthesizes is internal.
///
/// ```swift
/// @SafeDecoding(memberwise: .public)
/// public struct Label: Codable {
///   public var name: String
///   public var color: String? = nil
/// }
/// // public init(name: String, color: String? = nil)
/// ```
public enum MemberwiseAccess: Sendable {
  /// `public init(…)`.
  case `public`
  /// `package init(…)`.
  case package
  /// `init(…)`, internal, as Swift would synthesize it.
  case `internal`
}

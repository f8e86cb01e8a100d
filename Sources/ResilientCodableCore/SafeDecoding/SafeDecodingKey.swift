/// A coding key for a name known only when the code runs: an enum's discriminator, such as
/// `"type"`, or a key of the objects that `@CodedAt("author", "login")` reads through.
///
/// ```swift
/// let object = try decoder.container(keyedBy: SafeDecodingKey.self)
/// let kind = try object.decode(String.self, forKey: SafeDecodingKey("type"))
/// ```
public struct SafeDecodingKey: CodingKey, Hashable, Sendable {
  /// The key.
  public let stringValue: String

  /// Always `nil`: the key is a name.
  public var intValue: Int? { nil }

  /// Creates the key named `name`.
  ///
  /// - Parameter name: The key as the payload spells it.
  public init(_ name: String) { stringValue = name }

  /// Creates the key named `stringValue`.
  ///
  /// - Parameter stringValue: The key as the payload spells it.
  public init(stringValue: String) { self.stringValue = stringValue }

  /// Unavailable: the key is a name.
  ///
  /// - Parameter intValue: An integer key, which this key cannot be.
  public init?(intValue: Int) { nil }
}

/// A coding key for any name, which generated code uses for an enum's discriminator property;
/// generated code only.
@_documentation(visibility: internal)
public struct _$SafeDecodingKey: CodingKey, Sendable {
  /// The key.
  public let stringValue: String

  /// Always `nil`: the key is a name.
  public var intValue: Int? { nil }

  /// Creates the key for `stringValue`; generated code only.
  public init(stringValue: String) { self.stringValue = stringValue }

  /// Unavailable: the key is a name.
  public init?(intValue: Int) { nil }
}

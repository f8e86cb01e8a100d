/// One concrete type of a ``PolymorphicFamily``, and its name in the payload.
public struct PolymorphicMember<Family: PolymorphicFamily>: Sendable {
  /// The discriminator value that names the member.
  public let name: String

  /// Decodes the member from a decoder, as the family's base type.
  let decode: @Sendable (any Decoder) throws -> Family.Base

  /// Whether a value is of the member's type.
  let matches: @Sendable (Family.Base) -> Bool

  /// Creates a member: values whose discriminator is `name` decode as `type`.
  ///
  /// - Parameters:
  ///   - name: The discriminator value that names the member.
  ///   - type: The concrete type, which must conform to the family's base type; a value that
  ///     does not is a decoding error, never a crash.
  public init<Member: Decodable & SendableMetatype>(_ name: String, _ type: Member.Type) {
    self.name = name
    decode = { decoder in
      let member = try Recovery.decodeAsContainerWould(Member.self, from: decoder)
      guard let base = member as? Family.Base else {
        throw DecodingError.typeMismatch(
          Family.Base.self,
          .init(
            codingPath: decoder.codingPath,
            debugDescription: "`\(Member.self)`, registered as \"\(name)\" in "
              + "`\(Family.self)`, is not a `\(Family.Base.self)`"))
      }
      return base
    }
    matches = { $0 is Member }
  }
}

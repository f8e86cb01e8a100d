/// One concrete type of a ``PolymorphicFamily``, and its name in the payload.
public struct PolymorphicMember<Family: PolymorphicFamily>: Sendable {
  /// The discriminator value that names the member.
  public let name: String

  /// Decodes the member from a decoder, as the family's base type.
  let decode: @Sendable (any Decoder) throws -> Family.Base

  /// Whether a value is of the member's type.
  let matches: @Sendable (Family.Base) -> Bool

  /// Creates a member: values whose discriminator is `name` decode as `type`, and stand for
  /// the family's base type as `base` makes them, which is `{ $0 }`.
  ///
  /// ```swift
  /// .init("paragraph", Paragraph.self, as: { $0 })
  /// ```
  ///
  /// The closure is where the compiler checks that `type` is of the base type: registering a
  /// type that is not (`Stray`, which does not conform to `Block`) is a compile-time error on
  /// the member's line: "cannot convert value of type 'Stray' to closure result type
  /// 'Blocks.Base' (aka 'any Block')".
  ///
  /// - Parameters:
  ///   - name: The discriminator value that names the member.
  ///   - type: The concrete type.
  ///   - base: The member as the family's base type: `{ $0 }`.
  public init<Member: Decodable & SendableMetatype>(
    _ name: String,
    _ type: Member.Type,
    as base: @escaping @Sendable (Member) -> Family.Base
  ) {
    self.name = name
    decode = { decoder in base(try Recovery.decodeAsContainerWould(Member.self, from: decoder)) }
    matches = { $0 is Member }
  }
}

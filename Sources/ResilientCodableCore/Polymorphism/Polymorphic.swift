/// A value of a ``PolymorphicFamily``'s base type, decoded as the member that its discriminator
/// names.
///
/// Use it where a `Decodable` type is needed for a protocol type: `[Polymorphic<Blocks>]` in a
/// `@Resilient` or `@SafeDecoding` model stands for `[any Block]`, and its ``value`` is the
/// block.
///
/// A value whose discriminator names no member, replaced by the family's
/// ``PolymorphicFamily/fallback``, keeps its payload in ``novelPayload``, and encoding writes that
/// back as it came, until the value is set to another.
public struct Polymorphic<Family: PolymorphicFamily>: Decodable {
  /// The decoded value.
  public var value: Family.Base {
    didSet { novelPayload = nil }
  }

  /// The payload of a value whose discriminator names no member of the family, which the
  /// family's fallback replaced: kept whatever the decode preserves, and written back as it
  /// came, until ``value`` is set.
  public private(set) var novelPayload: PreservedValue?

  /// Wraps a value, to encode it or to build a model in code.
  ///
  /// - Parameter value: The value.
  public init(_ value: Family.Base) {
    self.value = value
  }

  /// Decodes the member that the discriminator names, or takes the family's fallback for a
  /// discriminator that names none, reporting it.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: A `DecodingError` for a missing or bad discriminator or a member that does not
  ///   decode; an ``UnknownNovelValueError`` for a discriminator that names no member, unless the
  ///   family has a fallback (in strict mode, even then).
  public init(from decoder: any Decoder) throws {
    let key = AnyCodingKey(stringValue: Family.discriminator)
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let name = try container.decode(String.self, forKey: key)
    if let member = Family.members.first(where: { $0.name == name }) {
      value = try member.decode(decoder)
      return
    }
    let error = UnknownNovelValueError(
      novelValue: name, type: Family.Base.self, codingPath: container.codingPath + [key],
      knownValues: Family.members.map { String(reflecting: $0.name) },
      // The novel name is the discriminator's, not the value's: the object is written back whole.
      isWholeValue: false)
    value = try DecoderSite(decoder).recover(
      from: error,
      offering: .init(replacement: Family.fallback.map { ($0, .usedFallback) }, preserves: false)
    ).value
    novelPayload = try? PreservedValue(from: decoder)
  }
}

extension Polymorphic: Encodable {
  /// Encodes the value as its own type does, with the discriminator of its member; or the
  /// ``novelPayload``, as it came, if one is kept.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for a value that is not `Encodable` or whose type
  ///   is no member of the family; what encoding the value throws.
  public func encode(to encoder: any Encoder) throws {
    if let novelPayload { return try novelPayload.encode(to: encoder) }
    guard let member = Family.members.first(where: { $0.matches(value) }),
      let encodable = value as? any Encodable
    else {
      throw EncodingError.invalidValue(
        value,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "`\(type(of: value))` is no `Encodable` member of `\(Family.self)`"))
    }
    try encodable.encode(to: encoder)
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(member.name, forKey: AnyCodingKey(stringValue: Family.discriminator))
  }
}

extension Polymorphic: Sendable where Family.Base: Sendable {}

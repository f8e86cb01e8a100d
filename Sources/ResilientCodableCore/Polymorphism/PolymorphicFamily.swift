/// The concrete types that decode as one protocol type, chosen by a discriminator in the
/// payload: open polymorphism, for values of a protocol type such as `any Block`.
///
/// Declare the family once, and decode its values as ``Polymorphic`` — in a `@Resilient`
/// collection, an optional, or a `@SafeDecoding` model:
///
/// ```swift
/// protocol Block: Sendable {}
/// struct Paragraph: Block, Codable { let text: String }
/// struct Image: Block, Codable { let url: URL }
///
/// enum Blocks: PolymorphicFamily {
///   typealias Base = any Block
///   static let discriminator = "type"
///   static let members: [PolymorphicMember<Blocks>] = [
///     .init("paragraph", Paragraph.self, as: { $0 }),  // checks that Paragraph is a Block
///     .init("image", Image.self, as: { $0 }),
///   ]
/// }
///
/// struct Page: Decodable {
///   @Resilient var blocks: [Polymorphic<Blocks>]  // {"type": "paragraph", "text": "…"}
/// }
/// let blocks: [any Block] = page.blocks.map(\.value)
/// ```
///
/// A discriminator that names no member is an ``UnknownNovelValueError`` at the discriminator's
/// path, which lists the members: a `@Resilient` collection drops the element and an optional is
/// `nil`, reported as an unknown novel value, unless the family declares a ``fallback``, which
/// takes the value's place while the ``Polymorphic`` keeps the payload to write it back. A
/// member that fails to decode is an error, recovered the same way.
public protocol PolymorphicFamily: Sendable {
  /// The type the members decode as: usually a protocol existential, such as `any Block`.
  associatedtype Base

  /// The key of the discriminator in each value's object, such as `"type"`.
  static var discriminator: String { get }

  /// The members, each with its name in the payload. Declare them as a `static let`, so that
  /// the list is made once.
  static var members: [PolymorphicMember<Self>] { get }

  /// The value that replaces one whose discriminator names no member; `nil`, the default, to
  /// treat it as an ``UnknownNovelValueError``.
  static var fallback: Base? { get }
}

extension PolymorphicFamily {
  /// No fallback: an unknown discriminator is an ``UnknownNovelValueError``.
  public static var fallback: Base? { nil }
}

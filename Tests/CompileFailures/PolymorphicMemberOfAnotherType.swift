// expected-error: cannot convert value of type 'Stray' to closure result type 'Blocks.Base' (aka 'any Block')
import ResilientCodable

protocol Block: Sendable {}
struct Paragraph: Block, Codable { let text: String }

/// Not a `Block`, registered by mistake: the member's line fails to build.
struct Stray: Codable {}

enum Blocks: PolymorphicFamily {
  typealias Base = any Block
  static let discriminator = "type"
  static let members: [PolymorphicMember<Blocks>] = [
    .init("paragraph", Paragraph.self, as: { $0 }),
    .init("stray", Stray.self, as: { $0 }),
  ]
}

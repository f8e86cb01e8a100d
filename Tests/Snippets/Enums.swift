import Foundation

// The context of the article "Enums": the film an enum case holds, and the blocks of a page.

struct Film: Codable {
  let id: Int
  let title: String
}

protocol Block: Sendable {}

struct Paragraph: Block, Codable {
  let text: String
}

struct Picture: Block, Codable {
  let url: URL
}

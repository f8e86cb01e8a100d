import Foundation

// The context of "Migrating from a hand-written Failable": the payload and its element.

let data = Data("[]".utf8)

struct Item: Decodable {
  var id: Int
}

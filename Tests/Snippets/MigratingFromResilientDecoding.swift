import Foundation
import ResilientCodable

// The context of "Migrating from ResilientDecoding": the payload and the page the prose decodes.

let data = Data(#"{"nodes": []}"#.utf8)

struct Page: Decodable {
  @Resilient var nodes: [Int]
}

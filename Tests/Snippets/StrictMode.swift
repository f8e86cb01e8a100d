import Foundation
import ResilientCodable

// The context of "Strict mode": a recorded payload, and the model it decodes as.

let fixture = Data(#"{"nodes": []}"#.utf8)

struct SearchResponse: Decodable {
  @Resilient var nodes: [Int]
}

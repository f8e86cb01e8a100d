import Foundation
import ResilientCodableCore

struct Model: Decodable {
  @Resilient var tags: [String]
}

let json = Data(#"{"tags": ["a", 1]}"#.utf8)
let model = try JSONDecoder().decode(Model.self, from: json)
print(model.tags)

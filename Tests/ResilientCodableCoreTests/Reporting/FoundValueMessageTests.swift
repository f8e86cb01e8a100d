import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// A message whose error text is not the library's says what the payload held where the error
/// occurred, by kind and size, however deep inside the value that was recovered from.
struct FoundValueMessageTests {
  enum Kind: String, Decodable { case photo, video }

  struct Item: Decodable, Equatable {
    var id: Int
    var kinds: [Kind]
  }

  struct Catalog: Decodable {
    @Resilient var items: [Item]
    @Resilient var featured: Item?
    var failables: [Failable<Item>]
  }

  /// Each bad kind is two levels inside the value recovered from: `kinds`, then an index.
  static let payload = #"""
    {"items": [{"id": 1, "kinds": ["photo"]}, {"id": 2, "kinds": ["video", "hologram"]},
               {"id": 3, "kinds": []}],
     "featured": {"id": 4, "kinds": ["3d-model!"]},
     "failables": [{"id": 5, "kinds": ["photo", "3d"]}, {"id": 6, "kinds": ["photo"]}]}
    """#

  @Test(arguments: [false, true])
  func `a message describes the value where the error occurred`(preserving: Bool) throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
    let (catalog, digest) = try decoder.decode(
      Catalog.self, from: Data(Self.payload.utf8), reportResilientDecodingErrors: true)
    // Reading the value for the message steps over the element: the next one decodes.
    #expect(catalog.items == [Item(id: 1, kinds: [.photo]), Item(id: 3, kinds: [])])
    #expect(catalog.featured == nil)
    #expect(catalog.failables.map(\.value) == [nil, Item(id: 6, kinds: [.photo])])
    #expect(
      digest.entrySummaries == [
        "/items/1/kinds/1 | items/Index 1/kinds/Index 1 | items/Index 1 | dataCorrupted "
          + "| droppedElement(index: 1) | The data is not valid: found a string of 8 characters",
        "/featured/kinds/0 | featured/kinds/Index 0 | featured | dataCorrupted | setToNil "
          + "| The data is not valid: found a string of 9 characters",
        "/failables/0/kinds/1 | failables/Index 0/kinds/Index 1 | failables/Index 0 "
          + "| dataCorrupted | keptAsFailure | The data is not valid: found a string of 2 characters",
      ])
  }
}

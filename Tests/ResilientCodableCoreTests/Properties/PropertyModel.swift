import ResilientCodableCore
import ResilientCodableTestSupport

/// A model that uses every wrapper kind, for the property-based tests; `Codable` for the round
/// trips.
struct PropertyModel: Codable, Equatable {
  struct Item: Codable, Equatable {
    var id: Int
    var name: String
  }

  struct Nested: Codable, Equatable {
    @Resilient var values: [Int]
    var label: String
  }

  @Resilient var optionalInt: Int?
  @Resilient var numbers: [Int]
  @Resilient var optionalNames: [String]?
  @Resilient var tags: Set<String>
  @Resilient var counts: [String: Int]
  @Resilient var byID: [Int: String]?
  @Resilient var state: State
  @Resilient var previous: State?
  @Resilient var items: [Item]
  @Resilient var nested: Nested?
}

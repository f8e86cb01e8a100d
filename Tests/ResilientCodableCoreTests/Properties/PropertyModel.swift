import ResilientCodableCore

/// A model that uses every wrapper kind, for the property-based tests.
struct PropertyModel: Decodable, Equatable {
  struct Item: Decodable, Equatable {
    var id: Int
    var name: String
  }

  struct Nested: Decodable, Equatable {
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

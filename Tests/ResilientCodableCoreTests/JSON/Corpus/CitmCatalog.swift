/// The models of `citm_catalog.json`: a concert hall's catalogue of events and performances,
/// with most names in dictionaries keyed by numeric ids written as strings.
enum CitmCatalog {
  /// The whole document.
  struct Catalog: Codable, Equatable {
    let areaNames: [String: String]
    let audienceSubCategoryNames: [String: String]
    let blockNames: [String: String]
    let events: [String: Event]
    let performances: [Performance]
    let seatCategoryNames: [String: String]
    let subTopicNames: [String: String]
    let subjectNames: [String: String]
    let topicNames: [String: String]
    let topicSubTopics: [String: [Int]]
    let venueNames: [String: String]
  }

  /// An event, performed one or more times.
  struct Event: Codable, Equatable {
    let description: String?
    let id: Int
    let logo: String?
    let name: String
    let subTopicIds: [Int]
    let subjectCode: String?
    let subtitle: String?
    let topicIds: [Int]
  }

  /// One performance of an event: when, where, and at what prices.
  struct Performance: Codable, Equatable {
    let eventId: Int
    let id: Int
    let logo: String?
    let name: String?
    let prices: [Price]
    let seatCategories: [SeatCategory]
    let seatMapImage: String?
    /// Milliseconds since 1970.
    let start: Int
    let venueCode: String
  }

  /// The price, in cents, of a seat category for an audience.
  struct Price: Codable, Equatable {
    let amount: Int
    let audienceSubCategoryId: Int
    let seatCategoryId: Int
  }

  /// A seat category and the areas it covers.
  struct SeatCategory: Codable, Equatable {
    let areas: [Area]
    let seatCategoryId: Int
  }

  /// An area of the hall, and its blocks (none, in this payload).
  struct Area: Codable, Equatable {
    let areaId: Int
    let blockIds: [Int]
  }
}

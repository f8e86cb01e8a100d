// The members of models that a generator writes, one for each key of the payload, named after it.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// The models of `citm_catalog.json`: a concert hall's catalogue of events and performances,
/// with most names in dictionaries keyed by numeric ids written as strings.
public enum CitmCatalog: Sendable {
  /// The whole document.
  public struct Catalog: Codable, Equatable, Sendable {
    public let areaNames: [String: String]
    public let audienceSubCategoryNames: [String: String]
    public let blockNames: [String: String]
    public let events: [String: Event]
    public let performances: [Performance]
    public let seatCategoryNames: [String: String]
    public let subTopicNames: [String: String]
    public let subjectNames: [String: String]
    public let topicNames: [String: String]
    public let topicSubTopics: [String: [Int]]
    public let venueNames: [String: String]
  }

  /// An event, performed one or more times.
  public struct Event: Codable, Equatable, Sendable {
    public let description: String?
    public let id: Int
    public let logo: String?
    public let name: String
    public let subTopicIds: [Int]
    public let subjectCode: String?
    public let subtitle: String?
    public let topicIds: [Int]
  }

  /// One performance of an event: when, where, and at what prices.
  public struct Performance: Codable, Equatable, Sendable {
    public let eventId: Int
    public let id: Int
    public let logo: String?
    public let name: String?
    public let prices: [Price]
    public let seatCategories: [SeatCategory]
    public let seatMapImage: String?
    /// Milliseconds since 1970.
    public let start: Int
    public let venueCode: String
  }

  /// The price, in cents, of a seat category for an audience.
  public struct Price: Codable, Equatable, Sendable {
    public let amount: Int
    public let audienceSubCategoryId: Int
    public let seatCategoryId: Int
  }

  /// A seat category and the areas it covers.
  public struct SeatCategory: Codable, Equatable, Sendable {
    public let areas: [Area]
    public let seatCategoryId: Int
  }

  /// An area of the hall, and its blocks (none, in this payload).
  public struct Area: Codable, Equatable, Sendable {
    public let areaId: Int
    public let blockIds: [Int]
  }
}

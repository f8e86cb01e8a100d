import ResilientCodable

/// Where a page of search results sits among the pages.
struct PageInfo: Codable {
  /// Whether a page follows this one.
  var hasNextPage: Bool

  /// The cursor to ask for the next page with; `nil` on the last page, or when it does not
  /// decode.
  @Resilient var endCursor: String?
}

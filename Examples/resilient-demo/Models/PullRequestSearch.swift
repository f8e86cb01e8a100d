import ResilientCodable

/// One page of the results of a pull-request search.
///
/// A node that cannot be decoded is dropped from ``nodes`` and reported; the rest of the page
/// survives.
struct PullRequestSearch: Codable {
  /// How many pull requests matched the query, on every page.
  var issueCount: Int

  /// Where this page sits among the pages; `nil`, reported, when it does not decode.
  @Resilient var pageInfo: PageInfo?

  /// The pull requests of this page that decoded.
  @Resilient var nodes: [PullRequest]
}

/// The body of a GitHub GraphQL response to a pull-request search.
///
/// ```json
/// { "data": { "search": { "issueCount": 214, "nodes": [ … ] } } }
/// ```
struct SearchResponse: Codable {
  /// The `data` object of the response.
  var data: Payload
}

// MARK: - SearchResponse.Payload

extension SearchResponse {
  /// The `data` object of the response, which holds the result of the `search` field.
  struct Payload: Codable {
    /// One page of the pull requests that matched the query.
    var search: PullRequestSearch
  }
}

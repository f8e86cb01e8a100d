import Foundation
import ResilientCodable

/// A pull request, as one node of a search response.
///
/// The required properties are plain: a pull request without them is dropped as a whole. The
/// optional, collection and enum properties are `@Resilient`: bad data there is replaced and
/// reported, and the pull request is kept.
struct PullRequest: Codable {
  /// The pull request's number in its repository.
  var number: Int

  /// The pull request's title.
  var title: String

  /// The pull request's page on GitHub.
  var url: URL

  /// Where the pull request stands; ``PullRequestState/unknown`` for a state added since this
  /// app was built.
  @Resilient var state: PullRequestState

  /// Whether the pull request is a draft.
  var isDraft: Bool

  /// When the pull request was opened.
  var createdAt: Date

  /// When the pull request was closed or merged, if it was.
  @Resilient var closedAt: Date?

  /// When the pull request was merged, if it was.
  @Resilient var mergedAt: Date?

  /// The number of lines the pull request adds.
  var additions: Int

  /// The number of lines the pull request removes.
  var deletions: Int

  /// The account that opened the pull request; `nil` once that account is deleted.
  @Resilient var author: Author?

  /// The labels attached to the pull request.
  @Resilient var labels: [Label]

  /// The number of reactions of each kind, such as `THUMBS_UP`.
  @Resilient var reactions: [String: Int]
}

import ResilientCodable

extension PullRequest {
  /// The names of the `@Resilient` properties that decoding recovered, in declaration order.
  ///
  /// A property is listed when its value replaced bad data or when it dropped some of its
  /// elements, which its projected value tells.
  var recoveredProperties: [String] {
    let errors: KeyValuePairs<String, (any Error)?> = [
      "state": $state.error,
      "closedAt": $closedAt.error,
      "mergedAt": $mergedAt.error,
      "author": $author.error,
      "labels": $labels.error,
      "reactions": $reactions.error,
    ]
    return errors.compactMap { name, error in error == nil ? nil : name }
  }
}

extension CompletenessLimit {
  /// Throws when `dropped`, the elements that the chunks of an array at `path` have dropped so
  /// far, break a completeness limit of `options`, as a decode of the whole array would have
  /// thrown at the first element dropped past it.
  static func failFastOverWhole(
    _ dropped: [DroppedElement],
    of elementCount: Int,
    at path: [any CodingKey],
    in options: ResilientDecodingOptions
  ) throws(CompletenessLimitError) {
    let limits = limits(at: path, in: options)
    guard !dropped.isEmpty, !limits.isEmpty else { return }
    let firstBreak = limits.compactMap { limit in
      (1...dropped.count).first { !limit.allows(dropping: $0, of: elementCount) }
    }.min()
    guard let firstBreak else { return }
    do {
      try failFast(
        limits, dropped: Array(dropped.prefix(firstBreak)), of: elementCount,
        seen: dropped[firstBreak - 1].position + 1, at: path)
    } catch let error as DecodingError {
      throw CompletenessLimitError(error: error)
    } catch {
      // The check throws only `DecodingError`s.
    }
  }

  /// Throws as the last check of a decode of the whole array at `path` does, once all its
  /// elements are in: for a limit's path that no collection can have.
  static func checkWhole(
    _ dropped: [DroppedElement],
    of elementCount: Int,
    at path: [any CodingKey],
    in options: ResilientDecodingOptions
  ) throws(CompletenessLimitError) {
    guard !dropped.isEmpty else { return }
    do {
      _ = try ResilientState.decoded(
        dropping: dropped, of: elementCount, at: path,
        in: DecodeSession(options: options, reporter: nil))
    } catch let error as DecodingError {
      throw CompletenessLimitError(error: error)
    } catch {
      // The check throws only `DecodingError`s.
    }
  }
}

/// The error of a completeness limit of a whole array, told apart from the errors of its
/// chunks, which are rebased already.
struct CompletenessLimitError: Error {
  let error: DecodingError
}

extension ErrorDigest {
  /// The most entries whose description is checked: describing a digest takes time quadratic in
  /// the number of errors at one path, and huge digests would slow the fuzzer down.
  private static let describedDigestSize = 64

  /// Checks what holds for every digest: it has entries, each inside the path it was recovered
  /// at and with a JSON Pointer of as many steps, its description shows them, and its error
  /// lists count them.
  func checkInvariants() {
    require(!entries.isEmpty, "a digest has no entries")
    for entry in entries {
      require(
        entry.codingPath.components.starts(with: entry.recoveryPath.components),
        "the entry at \(entry.codingPath) lies outside its recovery path \(entry.recoveryPath)")
      let tokens = entry.jsonPointer.split(separator: "/", omittingEmptySubsequences: false)
      require(
        tokens.count - 1 == entry.codingPath.components.count,
        "the pointer \(entry.jsonPointer) has not one token per step of \(entry.codingPath)")
    }
    if entries.count <= Self.describedDigestSize {
      let description = description
      require(!description.isEmpty, "the description of \(entries.count) entries is empty")
      for entry in entries {
        require(
          description.contains("- \(entry.message)"),
          "the description lacks \(entry.message):\n\(description)")
      }
    }
    let novelCount = entries.count(where: \.isUnknownNovelValue)
    require(
      errors.count == entries.count - novelCount,
      "errors has \(errors.count) of \(entries.count) entries, \(novelCount) of them novel")
    require(
      errors(includeUnknownNovelValueErrors: true).count == entries.count,
      "errors(includeUnknownNovelValueErrors: true) misses entries")
  }
}

extension CodingUserInfoKey {
  /// The key of preservation: with `true` under it in a decoder's `userInfo`, every `@Resilient`
  /// value keeps the raw data it dropped or replaced, and encoding writes that data back where it
  /// was.
  ///
  /// ```swift
  /// decoder.userInfo[.resilientDecodingPreservesInvalidData] = true
  /// let page = try decoder.decode(Page.self, from: data)
  /// let same = try JSONEncoder().encode(page)  // the dropped elements are back in place
  /// ```
  ///
  /// An array writes a dropped element back at its index, a set adds it, a dictionary writes the
  /// entry under its original key, and a value replaced as a whole (a wrong type, say) is
  /// written back instead of its replacement. Preservation is off by default and costs nothing
  /// then, nor on clean data.
  public static let resilientDecodingPreservesInvalidData = resilientKey(
    "ResilientCodable.preservesInvalidData")
}

extension Dictionary where Key == CodingUserInfoKey, Value == Any {
  /// Whether this `userInfo` turns preservation on.
  @usableFromInline
  var preservesInvalidData: Bool { self[.resilientDecodingPreservesInvalidData] as? Bool == true }
}

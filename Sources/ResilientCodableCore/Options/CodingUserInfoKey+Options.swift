extension CodingUserInfoKey {
  /// The key of the ``ResilientDecodingOptions`` in a decoder's `userInfo`.
  ///
  /// Use it with a decoder that takes its `userInfo` as a dictionary literal:
  ///
  /// ```swift
  /// let settings = try YAMLDecoder().decode(
  ///   Settings.self, from: yaml, userInfo: [.resilientDecodingOptions: options])
  /// ```
  ///
  /// Elsewhere, ``Swift/Dictionary/resilientDecodingOptions`` reads and writes the same value.
  public static let resilientDecodingOptions: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "ResilientCodable.options") else {
      preconditionFailure("CodingUserInfoKey(rawValue:) rejected ResilientCodable.options")
    }
    return key
  }()
}

extension Dictionary where Key == CodingUserInfoKey, Value == Any {
  /// The options of resilient decoding in this `userInfo`; the default options when it has none.
  ///
  /// ```swift
  /// decoder.userInfo.resilientDecodingOptions.isStrict = true
  /// ```
  public var resilientDecodingOptions: ResilientDecodingOptions {
    get {
      self[.resilientDecodingOptions] as? ResilientDecodingOptions ?? ResilientDecodingOptions()
    }
    set { self[.resilientDecodingOptions] = newValue }
  }
}

extension Dictionary where Key == CodingUserInfoKey, Value == Any {
  /// Whether the decode keeps the raw data it drops or replaces.
  @usableFromInline
  var preservesInvalidData: Bool { Recovery.session(self).options.preservesInvalidData }
}

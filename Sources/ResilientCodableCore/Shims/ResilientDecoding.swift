// The spellings of airbnb/ResilientDecoding that this library replaced, kept so that code moving
// over compiles, each deprecated with the name to use instead. See the article "Migrating from
// ResilientDecoding".

extension Dictionary where Key == CodingUserInfoKey, Value == Any {
  /// Installs a new ``ResilientDecodingErrorReporter`` in this `userInfo`, as
  /// airbnb/ResilientDecoding did.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @available(
    *, deprecated,
    message:
      "set a ResilientDecodingErrorReporter under .resilientDecodingErrorReporter, or call enableResilientDecodingErrorReporting() on the decoder"
  )
  @discardableResult
  public mutating func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter()
    self[.resilientDecodingErrorReporter] = reporter
    return reporter
  }
}

extension Resilient {
  /// Wraps a value, as airbnb/ResilientDecoding's `Resilient(_:)` did.
  ///
  /// - Parameter value: The value.
  @available(*, deprecated, renamed: "init(wrappedValue:)")
  public init(_ value: Value) {
    self.init(wrappedValue: value)
  }
}

extension ErrorDigest {
  /// The digest's tree, which airbnb/ResilientDecoding printed in `DEBUG` builds only.
  @available(*, deprecated, renamed: "description")
  public var debugDescription: String { description }
}

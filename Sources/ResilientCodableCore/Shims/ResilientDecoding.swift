// The spellings of airbnb/ResilientDecoding that this library replaced, kept so that code moving
// over compiles; those that read worse than what replaced them are deprecated with the name to
// use instead. See the article "Migrating from ResilientDecoding".

public import Foundation

extension JSONDecoder {
  /// Puts a new ``ResilientDecodingErrorReporter`` in this decoder's options, as
  /// airbnb/ResilientDecoding did; its digest spells keys for the `keyDecodingStrategy` the
  /// decoder has now.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @discardableResult
  public func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter(keySpelling: payloadKeySpelling)
    userInfo.resilientDecodingOptions.reporter = reporter
    return reporter
  }
}

extension PropertyListDecoder {
  /// Puts a new ``ResilientDecodingErrorReporter`` in this decoder's options, as
  /// airbnb/ResilientDecoding did.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @discardableResult
  public func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter()
    userInfo.resilientDecodingOptions.reporter = reporter
    return reporter
  }
}

extension Dictionary where Key == CodingUserInfoKey, Value == Any {
  /// Puts a new ``ResilientDecodingErrorReporter`` in the options of this `userInfo`, as
  /// airbnb/ResilientDecoding did.
  ///
  /// - Returns: The reporter, to flush after decoding.
  @available(
    *, deprecated,
    message:
      "set userInfo.resilientDecodingOptions.reporter = ResilientDecodingErrorReporter(), or call enableResilientDecodingErrorReporting() on the decoder"
  )
  @discardableResult
  public mutating func enableResilientDecodingErrorReporting() -> ResilientDecodingErrorReporter {
    let reporter = ResilientDecodingErrorReporter()
    resilientDecodingOptions.reporter = reporter
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

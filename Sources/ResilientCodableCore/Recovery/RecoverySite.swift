/// Where a value is being decoded, as recovery sees it: a key of a keyed container, or a decoder
/// of its own.
///
/// A site gives recovery what it needs and nothing on the clean path: the value's coding path,
/// the decoder's `userInfo` (reached only once something went wrong), whether the value is
/// missing or `null`, and its raw value when preservation is on.
@usableFromInline
protocol RecoverySite {
  /// The coding path of the value: what is replaced when it is bad.
  var codingPath: [any CodingKey] { get }

  /// The `userInfo` of the decoder, reached only on the error path.
  var userInfo: [CodingUserInfoKey: Any] { get }

  /// The model whose reporter hears about recoveries here, if it has one.
  var context: SafeDecodingContext? { get }

  /// `.keyNotFound` or `.valueWasNil` when the value is missing or `null`, otherwise `nil`.
  func absence() -> ResilientState?

  /// The raw value, when `userInfo` turns preservation on and the value is readable.
  func preservedValue() -> PreservedValue?

  /// The value converted to `Value` from the scalar type the payload sent, or `nil`.
  func coercedValue<Value>(_ type: Value.Type) -> Value?

  /// The error plain decoding would throw for a `Value` here, which is missing or `null`.
  func absenceError<Value>(of type: Value.Type) -> DecodingError

  /// A decoder of the value alone, to decode it another way, if the site can make one.
  func valueDecoder() -> (any Decoder)?
}

extension RecoverySite {
  /// Recovers from a value that did not open as the container a collection needs: a missing key
  /// or `null` is `empty`, silently; anything else is `empty`, reported.
  @inlinable
  func recoverContainer<Value>(from error: any Error, empty: Value) throws -> Resilient<Value> {
    if let absence = absence() { return Resilient(empty, state: absence) }
    return Resilient(
      try recover(from: error, offering: .init(replacement: (empty, .setToEmpty))))
  }

  /// The scalar at `path` inside the site's value, by its kind and size, read alone: what a
  /// message says the payload held where an error occurred.
  @usableFromInline
  func describeValue(at path: ArraySlice<any CodingKey>) -> String? {
    valueDecoder().flatMap {
      PayloadRedaction.describe(valueAt: path, in: PreservedData.unwatched($0))
    }
  }
}

/// The value for a key of a keyed container.
@usableFromInline
struct KeyedSite<Key: CodingKey>: RecoverySite {
  @usableFromInline
  let container: KeyedDecodingContainer<Key>
  @usableFromInline
  let key: Key
  @usableFromInline
  let context: SafeDecodingContext?

  @inlinable
  init(_ container: KeyedDecodingContainer<Key>, _ key: Key, context: SafeDecodingContext?) {
    self.container = container
    self.key = key
    self.context = context
  }

  @usableFromInline
  var codingPath: [any CodingKey] { container.codingPath + [key] }

  /// Some decoders (Yams) throw for the super decoder of a missing key; any other key of the
  /// container reaches the same `userInfo`.
  @usableFromInline
  var userInfo: [CodingUserInfoKey: Any] {
    if let decoder = try? container.superDecoder(forKey: key) { return decoder.userInfo }
    for other in container.allKeys {
      if let decoder = try? container.superDecoder(forKey: other) { return decoder.userInfo }
    }
    return (try? container.superDecoder())?.userInfo ?? [:]
  }

  @usableFromInline
  func absence() -> ResilientState? {
    guard container.contains(key) else { return .keyNotFound }
    return (try? container.decodeNil(forKey: key)) == true ? .valueWasNil : nil
  }

  @usableFromInline
  func preservedValue() -> PreservedValue? {
    try? container.decode(PreservedValue.self, forKey: key)
  }

  @usableFromInline
  func coercedValue<Value>(_ type: Value.Type) -> Value? {
    try? container.decode(CoercedScalar<Value>.self, forKey: key).value
  }

  @usableFromInline
  func valueDecoder() -> (any Decoder)? {
    try? container.superDecoder(forKey: key)
  }

  @usableFromInline
  func absenceError<Value>(of type: Value.Type) -> DecodingError {
    if container.contains(key) {
      .valueNotFound(
        type, .init(codingPath: codingPath, debugDescription: "Found null instead of a value"))
    } else {
      .keyNotFound(
        key,
        .init(
          codingPath: container.codingPath,
          debugDescription: "No value for key \"\(key.stringValue)\""))
    }
  }
}

/// The value of a decoder of its own: a top-level value, or one a `Decodable` type decodes.
@usableFromInline
struct DecoderSite: RecoverySite {
  @usableFromInline
  let decoder: any Decoder
  @usableFromInline
  let context: SafeDecodingContext?

  @inlinable
  init(_ decoder: any Decoder, context: SafeDecodingContext? = nil) {
    self.decoder = decoder
    self.context = context
  }

  @usableFromInline
  var codingPath: [any CodingKey] { decoder.codingPath }

  @usableFromInline
  var userInfo: [CodingUserInfoKey: Any] { decoder.userInfo }

  @usableFromInline
  func absence() -> ResilientState? {
    (try? decoder.singleValueContainer().decodeNil()) == true ? .valueWasNil : nil
  }

  @usableFromInline
  func preservedValue() -> PreservedValue? {
    try? PreservedValue(from: decoder)
  }

  @usableFromInline
  func coercedValue<Value>(_ type: Value.Type) -> Value? {
    Recovery.coerced(Value.self, from: decoder)
  }

  @usableFromInline
  func valueDecoder() -> (any Decoder)? { decoder }

  @usableFromInline
  func absenceError<Value>(of type: Value.Type) -> DecodingError {
    .valueNotFound(
      type, .init(codingPath: codingPath, debugDescription: "Found null instead of a value"))
  }
}

// MARK: - Sites + Sendable

// A site holds a decoder or one of its containers, for one decode on one thread.

@available(*, unavailable)
extension KeyedSite: Sendable {}

@available(*, unavailable)
extension DecoderSite: Sendable {}

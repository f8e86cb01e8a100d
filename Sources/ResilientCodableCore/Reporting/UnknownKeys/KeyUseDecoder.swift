/// A decoder that decodes as `base` does and logs, for every object of the payload, which keys
/// decoding asked for: the decode then knows the keys that no model reads.
///
/// Every nested value a model decodes goes through such a decoder too, except the values that a decoder reads with a strategy or whole
/// (dates, data, URLs, decimals, and dictionaries with string keys), which `base` decodes itself
/// as it would: the objects inside a dictionary's values are not logged.
struct KeyUseDecoder: Decoder {
  /// The decoder that decodes.
  let base: any Decoder
  /// The log of the decode.
  let log: KeyUseLog

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try keyUseContainer(
      log: log, entries: { try base.container(keyedBy: AnyCodingKey.self) },
      properties: { try base.container(keyedBy: SafeDecodingKey.self) })
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    KeyUseUnkeyedContainer(base: try base.unkeyedContainer(), log: log)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    KeyUseSingleValueContainer(base: try base.singleValueContainer(), decoder: self)
  }

  /// Whether `base` must decode `Value` itself: a type that a decoder reads with a strategy or
  /// as a whole, whose `init(from:)` would read it otherwise.
  static func decodesWhole<Value>(_ type: Value.Type) -> Bool {
    Recovery.decodesThroughContainer(type)
  }
}

/// The container of an object, which the decoder opens with `entries` or `properties`.
///
/// A dictionary's entries are keyed by `AnyCodingKey`, a model's properties by
/// `SafeDecodingKey`, so that a coding path tells the two apart. One container of the
/// decoder's, keyed by any key: a second, keyed by `Key`, would read the object's keys again.
private func keyUseContainer<Key: CodingKey>(
  log: KeyUseLog,
  entries: () throws -> KeyedDecodingContainer<AnyCodingKey>,
  properties: () throws -> KeyedDecodingContainer<SafeDecodingKey>
) throws -> KeyedDecodingContainer<Key> {
  if Key.self == AnyCodingKey.self {
    return KeyedDecodingContainer(
      KeyUseKeyedContainer<Key, AnyCodingKey>.make(try entries(), log: log))
  }
  return KeyedDecodingContainer(
    KeyUseKeyedContainer<Key, SafeDecodingKey>.make(try properties(), log: log))
}

/// A key of the decoder's container under a ``KeyUseKeyedContainer``, made from the key asked
/// for.
private protocol BaseKey: CodingKey {
  init(stringValue: String)
}

extension AnyCodingKey: BaseKey {}
extension SafeDecodingKey: BaseKey {}

/// A keyed container that logs the keys asked for, over the decoder's container keyed by
/// `Base`, a key for any string.
private struct KeyUseKeyedContainer<Key: CodingKey, Base: BaseKey>:
  KeyedDecodingContainerProtocol
{
  let base: KeyedDecodingContainer<Base>
  let log: KeyUseLog
  /// The position of the container's object in the log.
  let object: Int

  var codingPath: [any CodingKey] { base.codingPath }
  var allKeys: [Key] { base.allKeys.compactMap { Key(stringValue: $0.stringValue) } }

  /// The container of `object`, which it registers in `log`.
  static func make(_ object: KeyedDecodingContainer<Base>, log: KeyUseLog) -> Self {
    let position = log.object(at: object.codingPath) {
      object.allKeys.map { $0.stringValue }
    }
    return Self(base: object, log: log, object: position)
  }

  /// Logs that `key` was asked for, and returns the decoder's key for it.
  private func read(_ key: Key) -> Base {
    log.read(key.stringValue, inObjectAt: object)
    return Base(stringValue: key.stringValue)
  }

  func contains(_ key: Key) -> Bool {
    base.contains(read(key))
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try base.decodeNil(forKey: read(key))
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try base.decode(type, forKey: read(key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try base.decode(type, forKey: read(key))
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    let key = read(key)
    if KeyUseDecoder.decodesWhole(type) { return try base.decode(type, forKey: key) }
    // Through the decoder's own path for a nested value, which a `superDecoder` would not take.
    return try base.decode(KeyUseProbe<Value>.self, forKey: key).value
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let key = read(key)
    return try keyUseContainer(
      log: log, entries: { try base.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key) },
      properties: { try base.nestedContainer(keyedBy: SafeDecodingKey.self, forKey: key) })
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    KeyUseUnkeyedContainer(base: try base.nestedUnkeyedContainer(forKey: read(key)), log: log)
  }

  func superDecoder() throws -> any Decoder {
    KeyUseDecoder(base: try base.superDecoder(), log: log)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    KeyUseDecoder(base: try base.superDecoder(forKey: read(key)), log: log)
  }
}

/// An unkeyed container whose elements decode through a ``KeyUseDecoder``.
private struct KeyUseUnkeyedContainer: UnkeyedDecodingContainer {
  var base: any UnkeyedDecodingContainer
  let log: KeyUseLog

  var codingPath: [any CodingKey] { base.codingPath }
  var count: Int? { base.count }
  var isAtEnd: Bool { base.isAtEnd }
  var currentIndex: Int { base.currentIndex }

  mutating func decodeNil() throws -> Bool { try base.decodeNil() }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try base.decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if KeyUseDecoder.decodesWhole(type) { return try base.decode(type) }
    return try base.decode(KeyUseProbe<Value>.self).value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    // An unkeyed container opens its element once: the same call in both closures.
    var base = base
    defer { self.base = base }
    return try keyUseContainer(
      log: log, entries: { try base.nestedContainer(keyedBy: AnyCodingKey.self) },
      properties: { try base.nestedContainer(keyedBy: SafeDecodingKey.self) })
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    KeyUseUnkeyedContainer(base: try base.nestedUnkeyedContainer(), log: log)
  }

  mutating func superDecoder() throws -> any Decoder {
    KeyUseDecoder(base: try base.superDecoder(), log: log)
  }
}

/// A single value container whose value decodes through the ``KeyUseDecoder`` it came from.
private struct KeyUseSingleValueContainer: SingleValueDecodingContainer {
  let base: any SingleValueDecodingContainer
  let decoder: KeyUseDecoder

  var codingPath: [any CodingKey] { base.codingPath }

  func decodeNil() -> Bool { base.decodeNil() }
  func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
  func decode(_ type: String.Type) throws -> String { try base.decode(type) }
  func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
  func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
  func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if KeyUseDecoder.decodesWhole(type) { return try base.decode(type) }
    return try Value(from: decoder)
  }
}

// A key-use decoder serves one decode, on one thread.
@available(*, unavailable)
extension KeyUseDecoder: Sendable {}

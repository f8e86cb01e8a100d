/// An encoder that writes into an object that is already open: what a `@Flattened` property
/// read from a nested object encodes to, since the encoder that `superEncoder(forKey:)` gives
/// would replace the object and what was written in it.
///
/// A type that encodes a single value or a list, which has no keys to flatten, is written under
/// the property's own key instead.
struct ObjectEncoder: Encoder {
  /// The object.
  let object: KeyedEncodingContainer<SafeDecodingKey>
  /// The property's key, for a type that does not encode keys.
  let propertyKey: SafeDecodingKey
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { object.codingPath }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ObjectContainer<Key>(object: object))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    var object = object
    return object.nestedUnkeyedContainer(forKey: propertyKey)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    var object = object
    return object.superEncoder(forKey: propertyKey).singleValueContainer()
  }
}

/// The object's container, keyed as the flattened type keys its own.
private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  var object: KeyedEncodingContainer<SafeDecodingKey>

  var codingPath: [any CodingKey] { object.codingPath }

  /// The object's key for `key`.
  private func objectKey(_ key: Key) -> SafeDecodingKey { SafeDecodingKey(key.stringValue) }

  mutating func encodeNil(forKey key: Key) throws {
    try object.encodeNil(forKey: objectKey(key))
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Double, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Float, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    try object.encode(value, forKey: objectKey(key))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    object.nestedContainer(keyedBy: keyType, forKey: objectKey(key))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    object.nestedUnkeyedContainer(forKey: objectKey(key))
  }

  mutating func superEncoder() -> any Encoder { object.superEncoder() }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    object.superEncoder(forKey: objectKey(key))
  }
}

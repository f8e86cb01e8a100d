/// A decoder of an object that is already open: what a `@Flattened` property read from a nested
/// object decodes from, so that an object already reported as missing is not read again.
///
/// Only a keyed container can be asked of it: a flattened type has keys.
struct ObjectDecoder: Decoder {
  /// The object.
  let object: KeyedDecodingContainer<SafeDecodingKey>
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { object.codingPath }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ObjectContainer<Key>(object: object))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw notKeyed([Any].self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw notKeyed(Any.self)
  }

  /// The error of asking for a container other than a keyed one.
  private func notKeyed(_ type: Any.Type) -> DecodingError {
    .typeMismatch(
      type,
      .init(codingPath: codingPath, valueFreeDescription: "Expected \(type) but found an object"))
  }
}

/// The object's container, keyed as the flattened type keys its own.
private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: KeyedDecodingContainer<SafeDecodingKey>

  var codingPath: [any CodingKey] { object.codingPath }

  var allKeys: [Key] { object.allKeys.compactMap { Key(stringValue: $0.stringValue) } }

  /// The object's key for `key`.
  private func objectKey(_ key: Key) -> SafeDecodingKey { SafeDecodingKey(key.stringValue) }

  func contains(_ key: Key) -> Bool { object.contains(objectKey(key)) }

  func decodeNil(forKey key: Key) throws -> Bool { try object.decodeNil(forKey: objectKey(key)) }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try object.decode(type, forKey: objectKey(key))
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try object.decode(type, forKey: objectKey(key))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try object.nestedContainer(keyedBy: type, forKey: objectKey(key))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try object.nestedUnkeyedContainer(forKey: objectKey(key))
  }

  func superDecoder() throws -> any Decoder { try object.superDecoder() }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try object.superDecoder(forKey: objectKey(key))
  }
}

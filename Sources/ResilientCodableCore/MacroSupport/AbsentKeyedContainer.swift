/// The keyed container of an object the payload does not have: every key is missing.
///
/// A property that `@CodedAt("author", "login")` reads through a missing `author` decodes from it,
/// so that it is missing exactly as its own key would be: `nil` or empty silently, or the error
/// plain decoding throws.
struct AbsentKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  /// The path of the missing object.
  let codingPath: [any CodingKey]

  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { false }

  /// The error of every read: the key is missing.
  private func missing(_ key: any CodingKey) -> DecodingError {
    .keyNotFound(
      key,
      .init(codingPath: codingPath, debugDescription: "No value for key \"\(key.stringValue)\""))
  }

  func decodeNil(forKey key: Key) throws -> Bool { throw missing(key) }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw missing(key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { throw missing(key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw missing(key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw missing(key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw missing(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw missing(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw missing(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw missing(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw missing(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw missing(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw missing(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw missing(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw missing(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw missing(key) }
  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw missing(key) }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> { throw missing(key) }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    throw missing(key)
  }

  func superDecoder() throws -> any Decoder {
    throw missing(SafeDecodingKey(stringValue: "super"))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { throw missing(key) }
}

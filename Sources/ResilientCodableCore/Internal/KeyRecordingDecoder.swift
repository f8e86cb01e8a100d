/// A decoder that decodes as `base` does and records the keys of `base`'s object that are asked
/// for: what a flattened property's type reads of its model's object, so that the model keeps
/// the others as its unknown keys.
final class KeyRecordingDecoder: Decoder {
  /// The decoder that decodes.
  let base: any Decoder
  /// The keys asked for, as the decoder presents them.
  private(set) var keys: Set<String> = []
  /// Whether the value was read whole, through a single value container: then every key of the
  /// object was read, as a fallback case that keeps the whole payload reads it.
  private(set) var readsWholeObject = false
  /// What to do when a key is asked for, if anything.
  var onRecord: ((String) -> Void)?

  init(_ base: any Decoder) { self.base = base }

  var codingPath: [any CodingKey] { base.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Container(try base.container(keyedBy: type), recorder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try base.unkeyedContainer()
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    readsWholeObject = true
    return try base.singleValueContainer()
  }

  /// The keys read, or `nil` if the value was read whole.
  var readKeys: Set<String>? { readsWholeObject ? nil : keys }

  /// Records `key`.
  fileprivate func record(_ key: some CodingKey) {
    keys.insert(key.stringValue)
    onRecord?(key.stringValue)
  }

  /// `base`'s container of the object, recording each key asked for.
  private struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<Key>
    let recorder: KeyRecordingDecoder

    init(_ base: KeyedDecodingContainer<Key>, recorder: KeyRecordingDecoder) {
      self.base = base
      self.recorder = recorder
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys }

    func contains(_ key: Key) -> Bool {
      recorder.record(key)
      return base.contains(key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
      recorder.record(key)
      return try base.decodeNil(forKey: key)
    }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
      recorder.record(key)
      return try base.decode(type, forKey: key)
    }

    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
      recorder.record(key)
      return try base.decodeIfPresent(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type,
      forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      recorder.record(key)
      return try base.nestedContainer(keyedBy: type, forKey: key)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      recorder.record(key)
      return try base.nestedUnkeyedContainer(forKey: key)
    }

    func superDecoder() throws -> any Decoder { try base.superDecoder() }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      recorder.record(key)
      return try base.superDecoder(forKey: key)
    }
  }
}

// A recording decoder serves one decode, on one thread.
@available(*, unavailable)
extension KeyRecordingDecoder: Sendable {}

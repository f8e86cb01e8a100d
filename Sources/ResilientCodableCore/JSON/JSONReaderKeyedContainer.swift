internal import Foundation

/// The keyed container of an object on a ``JSONTape``: finds a key by comparing its bytes with
/// the payload's, the first of two equal keys winning, as in `JSONDecoder`, without building a
/// dictionary of the object.
struct JSONReaderKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: JSONReaderDecoder
  /// The tape index of the object.
  let object: Int
  /// The object's coding path.
  let node: CodingPathNode
  /// The object's keys as the key strategy converts them, when it converts them.
  private let convertedKeys: [String]?

  /// The container of the object at `object`.
  ///
  /// - Throws: `dataCorrupted` if a key is not a valid string, as `JSONDecoder` throws when it
  ///   reads the object's keys.
  init(decoder: JSONReaderDecoder, object: Int, node: CodingPathNode) throws {
    self.decoder = decoder
    self.object = object
    self.node = node
    if decoder.options.usesDefaultKeys {
      convertedKeys = nil
      // An object whose keys are all plain ASCII has valid keys; others are read to check them.
      if decoder.tape.isFlagged(object) {
        try Self.forEachKey(of: object, in: decoder, node: node) { _ in }
      }
    } else {
      convertedKeys = try Self.keys(of: object, in: decoder, node: node, converting: true)
    }
    decoder.keyUse?.open(object, at: node, convertsKeys: convertedKeys != nil)
  }

  /// The keys of the object at `object`, in payload order, converted by the key strategy if
  /// `converting`.
  ///
  /// - Throws: `dataCorrupted` if a key is not a valid string.
  static func keys(
    of object: Int, in decoder: JSONReaderDecoder, node: CodingPathNode, converting: Bool
  ) throws -> [String] {
    var keys: [String] = []
    keys.reserveCapacity(decoder.tape.length(at: object))
    switch converting ? decoder.options.keyDecodingStrategy : .useDefaultKeys {
    case .convertFromSnakeCase:
      try forEachKey(of: object, in: decoder, node: node) {
        keys.append(JSONKeyConversion.convertedFromSnakeCase($0))
      }
    case .custom(let convert):
      let path = node.path
      try forEachKey(of: object, in: decoder, node: node) {
        keys.append(convert(path + [StringCodingKey($0)]).stringValue)
      }
    default:
      try forEachKey(of: object, in: decoder, node: node) { keys.append($0) }
    }
    return keys
  }

  var codingPath: [any CodingKey] { node.path }

  var allKeys: [Key] {
    var seen: Set<String> = []
    var keys: [Key] = []
    let names =
      convertedKeys
      ?? (try? Self.keys(of: object, in: decoder, node: node, converting: false)) ?? []
    for name in names where seen.insert(name).inserted {
      if let key = Key(stringValue: name) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { valueIndex(for: key) != nil }

  // MARK: Finding keys

  private static func forEachKey(
    of object: Int, in decoder: JSONReaderDecoder, node: CodingPathNode,
    _ body: (String) throws -> Void
  ) throws {
    let tape = decoder.tape
    let end = tape.index(after: object)
    var member = JSONTape.firstChild(of: object)
    while member < end {
      try body(try decoder.string(at: member, node: node, key: nil))
      member = tape.index(after: member + 1)
    }
  }

  /// The tape index of the value of the first member named `key`, or `nil` if there is none;
  /// a decode that finds unknown keys logs that the key was asked for.
  @inline(__always)
  private func valueIndex(for key: some CodingKey) -> Int? {
    let index = firstValueIndex(for: key)
    if let index, let keyUse = decoder.keyUse { keyUse.read(index - 1) }
    return index
  }

  /// The tape index of the value of the first member named `key`, or `nil` if there is none.
  @inline(__always)
  private func firstValueIndex(for key: some CodingKey) -> Int? {
    let tape = decoder.tape
    let end = tape.index(after: object)
    var member = JSONTape.firstChild(of: object)
    var name = key.stringValue
    if let convertedKeys {
      var ordinal = 0
      while member < end {
        if convertedKeys[ordinal] == name { return member + 1 }
        ordinal += 1
        member = tape.index(after: member + 1)
      }
      return nil
    }
    if !tape.isFlagged(object) {
      let base = decoder.document.base
      let found = name.withUTF8 { wanted -> Int? in
        while member < end {
          if tape.length(at: member) == wanted.count,
            memcmp(
              base + tape.offset(at: member), wanted.baseAddress.unsafelyUnwrapped, wanted.count)
              == 0
          {
            return member + 1
          }
          member = tape.index(after: member + 1)
        }
        return nil
      }
      // A key outside ASCII may still equal an ASCII one as a Swift string (U+212A is `K`).
      if found != nil || name.utf8.allSatisfy({ $0 < 0x80 }) { return found }
      member = JSONTape.firstChild(of: object)
    }
    // Keys with escapes or outside ASCII: compared as strings, as `JSONDecoder` compares them.
    while member < end {
      if (try? decoder.string(at: member, node: node, key: nil)) == name {
        return member + 1
      }
      member = tape.index(after: member + 1)
    }
    return nil
  }

  /// The tape index of the value of `key`.
  ///
  /// - Throws: `keyNotFound` if the object has no such key.
  @inline(__always)
  private func value(for key: Key) throws -> Int {
    guard let index = valueIndex(for: key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return index
  }

  /// The tape index of the value of `key`, or `nil` if it is absent or `null`.
  @inline(__always)
  private func presentValue(for key: Key) -> Int? {
    guard let index = valueIndex(for: key), decoder.tape.kind(at: index) != .null else {
      return nil
    }
    return index
  }

  // MARK: Decoding

  func decodeNil(forKey key: Key) throws -> Bool {
    decoder.tape.kind(at: try value(for: key)) == .null
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try decoder.bool(at: value(for: key), node: node, key: key)
  }

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder.string(at: value(for: key), node: node, key: key)
  }

  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder.floatingPoint(at: value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try decoder.floatingPoint(at: value(for: key), as: type, node: node, key: key)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }
  func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
    try decoder.integer(at: value(for: key), as: type, node: node, key: key)
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder.unwrap(value(for: key), as: type, at: node, key: key)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    guard let index = presentValue(for: key) else { return nil }
    return try decoder.bool(at: index, node: node, key: key)
  }

  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    guard let index = presentValue(for: key) else { return nil }
    return try decoder.string(at: index, node: node, key: key)
  }

  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    guard let index = presentValue(for: key) else { return nil }
    return try decoder.floatingPoint(at: index, as: type, node: node, key: key)
  }

  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    guard let index = presentValue(for: key) else { return nil }
    return try decoder.integer(at: index, as: type, node: node, key: key)
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    guard let index = presentValue(for: key) else { return nil }
    return try decoder.unwrap(index, as: type, at: node, key: key)
  }

  // MARK: Nested containers

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let index = try value(for: key)
    return try decoder.with(index, at: node.appending(key)) {
      try decoder.container(keyedBy: type)
    }
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let index = try value(for: key)
    return try decoder.with(index, at: node.appending(key)) { try decoder.unkeyedContainer() }
  }

  func superDecoder() throws -> any Decoder { superDecoder(StringCodingKey.super) }

  func superDecoder(forKey key: Key) throws -> any Decoder { superDecoder(key) }

  /// A decoder of the value of `key`, or of `null` if there is none.
  private func superDecoder(_ key: some CodingKey) -> JSONReaderDecoder {
    decoder.decoder(
      at: valueIndex(for: key) ?? decoder.tape.absentValue, node: node.appending(key))
  }
}

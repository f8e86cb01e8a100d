internal import Foundation

/// The `Decoder` over a ``JSONTape``: decodes a payload as `JSONDecoder` decodes it, with the same
/// values, the same errors at the same coding paths, and the same settings, without building a
/// dictionary for each object or an error that nobody reads.
///
/// One instance serves a whole decode, as `JSONDecoder`'s does: decoding a nested value points it
/// at the value and the value's coding path, and back when the value is done. It is its own
/// single-value container.
final class JSONReaderDecoder {
  /// The payload and its tape.
  let document: JSONDocument
  /// The decoder's settings.
  let options: JSONReaderOptions
  /// The tape index of the value this decoder is at.
  var index: Int
  /// The coding path of that value.
  var node: CodingPathNode
  /// The log of the keys that models ask for, in a decode that finds unknown keys.
  let keyUse: KeyUseLog?

  init(
    document: JSONDocument, options: JSONReaderOptions, index: Int, node: CodingPathNode,
    keyUse: KeyUseLog? = nil
  ) {
    self.document = document
    self.options = options
    self.index = index
    self.node = node
    self.keyUse = keyUse
  }

  /// The tape.
  var tape: JSONTape {
    @inline(__always) _read { yield document.tape }
  }

  /// Runs `body` with the decoder at the value at `index` and at `node`, then puts it back.
  @inline(__always)
  func with<Value>(_ index: Int, at node: CodingPathNode, _ body: () throws -> Value) rethrows
    -> Value
  {
    let (savedIndex, savedNode) = (self.index, self.node)
    self.index = index
    self.node = node
    defer {
      self.index = savedIndex
      self.node = savedNode
    }
    return try body()
  }

  /// A decoder of its own at the value at `index`, for `superDecoder()`, which a model may keep.
  func decoder(at index: Int, node: CodingPathNode) -> JSONReaderDecoder {
    JSONReaderDecoder(
      document: document, options: options, index: index, node: node, keyUse: keyUse)
  }

  /// This decoder, or one at the same value that logs no key use, for a read that is not a
  /// model's: keeping a key for write-back, or describing a value.
  var unwatched: JSONReaderDecoder {
    guard keyUse != nil else { return self }
    return JSONReaderDecoder(document: document, options: options, index: index, node: node)
  }

  // MARK: Values

  /// Decodes the value at `index` as `type`, at `node` followed by `key`.
  func unwrap<Value: Decodable>(
    _ index: Int, as type: Value.Type, at node: CodingPathNode, key: (any CodingKey)?
  ) throws -> Value {
    // The scalars that models hold most, read directly.
    if Value.self == String.self {
      return unsafeBitCast(try string(at: index, node: node, key: key), to: Value.self)
    }
    if Value.self == Int.self {
      return unsafeBitCast(
        try integer(at: index, as: Int.self, node: node, key: key), to: Value.self)
    }
    if Value.self == Double.self {
      return unsafeBitCast(
        try floatingPoint(at: index, as: Double.self, node: node, key: key), to: Value.self)
    }
    if Value.self == Bool.self {
      return unsafeBitCast(try bool(at: index, node: node, key: key), to: Value.self)
    }
    // What `JSONDecoder` decodes its own way.
    if Value.self == Data.self {
      return unsafeBitCast(try data(at: index, node: node, key: key), to: Value.self)
    }
    if Value.self == Date.self {
      return unsafeBitCast(try date(at: index, node: node, key: key), to: Value.self)
    }
    if Value.self == URL.self {
      return unsafeBitCast(try url(at: index, node: node, key: key), to: Value.self)
    }
    if Value.self == Decimal.self {
      return unsafeBitCast(try decimal(at: index, node: node, key: key), to: Value.self)
    }
    if !options.usesDefaultKeys,
      let dictionary = Value.self as? any JSONStringKeyedDictionary.Type
    {
      return unsafeBitCast(
        try dictionary.init(from: self, at: index, node: node, key: key), to: Value.self)
    }
    return try with(index, at: node.appending(key)) { try Value(from: self) }
  }

  // MARK: Errors

  /// The error of a value of the wrong kind, as `JSONDecoder` words it.
  func typeMismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
    .typeMismatch(
      type,
      DecodingError.Context(
        codingPath: path,
        debugDescription: "Expected to decode \(type) but found \(describe(index)) instead."))
  }

  /// The error of a `null` where a value of `type` belongs.
  func valueNotFound(_ type: Any.Type, path: [any CodingKey]) -> DecodingError {
    .valueNotFound(
      type,
      DecodingError.Context(
        codingPath: path,
        debugDescription: "Cannot get value of type \(type) -- found null value instead"))
  }

  /// The error of a value whose contents `JSONDecoder` rejects when it reads them: a malformed
  /// string or number, or a number that does not fit.
  func invalidValue(_ reason: JSONValueError.Reason, path: [any CodingKey]) -> DecodingError {
    let error = JSONValueError(reason: reason)
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: path, debugDescription: error.description, underlyingError: error))
  }

  /// The error of a value that `JSONDecoder` reads and rejects by `description`, its own words.
  func corrupted(_ description: String, path: [any CodingKey]) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: description))
  }

  /// What the value at `index` is, for an error: a kind, never the value.
  func describe(_ index: Int) -> String {
    switch tape.kind(at: index) {
    case .null: "null"
    case .true, .false: "bool"
    case .number: "number"
    case .simpleString, .string: "a string"
    case .object: "a dictionary"
    case .array: "an array"
    }
  }
}

// MARK: - JSONReaderDecoder + Decoder

extension JSONReaderDecoder: Decoder {
  var codingPath: [any CodingKey] { node.path }

  var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch tape.kind(at: index) {
    case .object:
      return KeyedDecodingContainer(
        try JSONReaderKeyedContainer<Key>(decoder: self, object: index, node: node))
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get keyed decoding container -- found null value instead"))
    default:
      throw typeMismatch([String: Any].self, at: index, path: codingPath)
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch tape.kind(at: index) {
    case .array:
      return JSONReaderUnkeyedContainer(decoder: self, array: index, node: node)
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    default:
      throw typeMismatch([Any].self, at: index, path: codingPath)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

// MARK: - JSONReaderDecoder + SingleValueDecodingContainer

extension JSONReaderDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool { tape.kind(at: index) == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    try bool(at: index, node: node, key: nil)
  }

  func decode(_ type: String.Type) throws -> String {
    try string(at: index, node: node, key: nil)
  }

  func decode(_ type: Double.Type) throws -> Double {
    try floatingPoint(at: index, as: type, node: node, key: nil)
  }

  func decode(_ type: Float.Type) throws -> Float {
    try floatingPoint(at: index, as: type, node: node, key: nil)
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
  func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try unwrap(index, as: type, at: node, key: nil)
  }

  private func integer<Value: FixedWidthInteger & Decodable>(_ type: Value.Type) throws -> Value {
    try integer(at: index, as: type, node: node, key: nil)
  }
}

/// The unkeyed container of an array on a ``JSONTape``: steps through its elements in order, as
/// `JSONDecoder`'s does, down to its quirks (`decodeIfPresent` at the end returns `nil` and
/// still moves on).
struct JSONReaderUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: JSONReaderDecoder
  /// The array's coding path.
  let node: CodingPathNode
  /// The tape index after the array's last element.
  private let end: Int
  /// The tape index of the next element.
  private var next: Int
  private let elementCount: Int

  private(set) var currentIndex = 0

  init(decoder: JSONReaderDecoder, array: Int, node: CodingPathNode) {
    self.decoder = decoder
    self.node = node
    let tape = decoder.tape
    end = tape.index(after: array)
    next = JSONTape.firstChild(of: array)
    elementCount = tape.length(at: array)
  }

  var codingPath: [any CodingKey] { node.path }
  var count: Int? { elementCount }
  var isAtEnd: Bool { currentIndex >= elementCount }

  private var indexKey: IndexCodingKey { IndexCodingKey(currentIndex) }

  /// The tape index of the next element, or `nil` past the last.
  @inline(__always)
  private func peekIfPresent() -> Int? { next < end ? next : nil }

  /// The tape index of the next element.
  ///
  /// - Throws: `valueNotFound` of `type` past the last element.
  @inline(__always)
  private func peek(_ type: Any.Type) throws -> Int {
    guard next < end else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: node.path(appending: indexKey),
          debugDescription: "Unkeyed container is at end."))
    }
    return next
  }

  @inline(__always)
  private mutating func advance() {
    currentIndex += 1
    if next < end { next = decoder.tape.index(after: next) }
  }

  // MARK: Decoding

  mutating func decodeNil() throws -> Bool {
    guard decoder.tape.kind(at: try peek(Never.self)) == .null else { return false }
    advance()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool {
    let value = try decoder.bool(at: peek(type), node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decode(_ type: String.Type) throws -> String {
    let value = try decoder.string(at: peek(type), node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
  mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
  mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let value = try decoder.unwrap(peek(type), as: type, at: node, key: indexKey)
    advance()
    return value
  }

  mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.bool(at: index, node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.string(at: index, node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.floatingPoint(at: index, as: type, node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.floatingPoint(at: index, as: type, node: node, key: indexKey)
    advance()
    return value
  }

  // `JSONDecoder` reads these past the end as it reads the others, and leaves the 128-bit ones
  // to the standard library, which does not move on past the end.
  mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try integerIfPresent(type) }
  mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? {
    try integerIfPresent(type)
  }
  mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? {
    try integerIfPresent(type)
  }
  mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
    try integerIfPresent(type)
  }

  private mutating func integerIfPresent<Value: FixedWidthInteger & Decodable>(
    _ type: Value.Type
  ) throws -> Value? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.integer(at: index, as: type, node: node, key: indexKey)
    advance()
    return value
  }

  mutating func decodeIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
    guard let index = presentNext() else { return nil }
    let value = try decoder.unwrap(index, as: type, at: node, key: indexKey)
    advance()
    return value
  }

  /// The tape index of the next element if it is present and not `null`; otherwise moves on,
  /// even past the end, as `JSONDecoder` does, and returns `nil`.
  @inline(__always)
  private mutating func presentNext() -> Int? {
    if let index = peekIfPresent(), decoder.tape.kind(at: index) != .null { return index }
    advance()
    return nil
  }

  private mutating func integer<Value: FixedWidthInteger & Decodable>(_ type: Value.Type) throws
    -> Value
  {
    let value = try decoder.integer(at: peek(type), as: type, node: node, key: indexKey)
    advance()
    return value
  }

  private mutating func floatingPoint<
    Value: BinaryFloatingPoint & LosslessStringConvertible & Decodable
  >(_ type: Value.Type) throws -> Value {
    let value = try decoder.floatingPoint(at: peek(type), as: type, node: node, key: indexKey)
    advance()
    return value
  }

  // MARK: Nested containers

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let index = try peek(KeyedDecodingContainer<NestedKey>.self)
    let container = try decoder.with(index, at: node.appending(indexKey)) {
      try decoder.container(keyedBy: type)
    }
    advance()
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let index = try peek((any UnkeyedDecodingContainer).self)
    let container = try decoder.with(index, at: node.appending(indexKey)) {
      try decoder.unkeyedContainer()
    }
    advance()
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let index = try peek((any Decoder).self)
    let superDecoder = decoder.decoder(at: index, node: node.appending(indexKey))
    advance()
    return superDecoder
  }
}

/// The keys of one object that decoding asked for: one bit per key, by its position among the
/// object's keys.
///
/// The first ``bitCount`` keys' bits cost no allocation, which covers most objects. A larger
/// object, a dictionary's entries most often, finds a key's position through an index of its
/// keys, built the first time one is read, where a small one compares the key with each.
struct ReadKeys {
  /// The number of keys that fit without allocating.
  static let bitCount = UInt64.bitWidth

  /// The bits of the first ``bitCount`` keys.
  private var bits: UInt64 = 0
  /// The bits of the keys after them, ``bitCount`` keys a word.
  private var moreBits: [UInt64] = []
  /// The position of each key of a large object, once one is read.
  private var index: [String: Int]?

  /// Whether the key at `position` was read.
  func contains(_ position: Int) -> Bool {
    guard position >= Self.bitCount else { return bits & (1 << position) != 0 }
    let (word, bit) = (position / Self.bitCount - 1, position % Self.bitCount)
    return word < moreBits.count && moreBits[word] & (1 << bit) != 0
  }

  /// Records that the key at `position` was read.
  mutating func insert(_ position: Int) {
    guard position >= Self.bitCount else {
      bits |= 1 << position
      return
    }
    let (word, bit) = (position / Self.bitCount - 1, position % Self.bitCount)
    if word >= moreBits.count { moreBits += repeatElement(0, count: word - moreBits.count + 1) }
    moreBits[word] |= 1 << bit
  }

  /// Records that `key` was read, if it is one of `keys`, the object's.
  mutating func insert(_ key: String, of keys: [String]) {
    guard keys.count > Self.bitCount else {
      if let position = keys.firstIndex(of: key) { insert(position) }
      return
    }
    if index == nil {
      index = Dictionary(
        keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
    if let position = index?[key] { insert(position) }
  }

  /// Records that every one of `keys`, the object's, was read.
  mutating func insertAll(_ keys: [String]) {
    for position in keys.indices { insert(position) }
  }
}

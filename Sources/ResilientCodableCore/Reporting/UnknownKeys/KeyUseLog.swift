/// The objects of a payload that decoding opened, and the keys it asked them for, marked on the
/// reader's tape as the decode goes: the keys left unmarked are those that no model reads.
///
/// The reader's keyed containers mark an object when a model opens it and a key when a model
/// asks for it, a bit each by tape index, so that logging costs no dictionary, no string and
/// no coding path while the decode runs; the unknown keys are spelled out once, when it ends
/// (``finish(_:)``).
final class KeyUseLog {
  /// An object that decoding opened.
  private struct Object {
    /// Its tape index.
    let index: Int
    /// Its coding path.
    let node: CodingPathNode
    /// Whether its container converts its keys by the decoder's key strategy.
    let convertsKeys: Bool
  }

  // One decode on one thread marks them, once per object and per key asked for: a dynamic
  // exclusivity check on each mark would cost more than the mark.
  /// The objects, in the order decoding opened them.
  @exclusivity(unchecked) private var objects: [Object] = []
  /// The tape indices of the objects opened.
  @exclusivity(unchecked) private var opened = TapeBits()
  /// The tape indices of the keys asked for.
  @exclusivity(unchecked) private var read = TapeBits()
  /// The paths of the values that did not decode, whose objects' keys are not unknown.
  private var abandoned: Set<ArraySlice<CodingPath.Component>> = []
  /// The keys that decoding never asked for, once the decode has finished.
  private(set) var unknownKeys: [(objectPath: [any CodingKey], key: String)] = []

  /// Prepares the log for a tape of `entryCount` entries.
  func start(entryCount: Int) {
    opened = TapeBits(count: entryCount)
    read = TapeBits(count: entryCount)
    // An object takes three entries at least, and most hold a few members.
    objects.reserveCapacity(entryCount / 16)
  }

  /// Records that decoding opened the object at tape index `index`, at `node`.
  @inline(__always)
  func open(_ index: Int, at node: CodingPathNode, convertsKeys: Bool) {
    guard opened.insert(index) else { return }
    objects.append(Object(index: index, node: node, convertsKeys: convertsKeys))
  }

  /// Records that decoding asked for the key at tape index `index`.
  @inline(__always)
  func read(_ index: Int) {
    _ = read.insert(index)
  }

  /// Records that the value at `path` did not decode: it and the values inside it stopped
  /// reading their keys, and the value is dropped or replaced.
  func abandon(objectsAt path: CodingPath) {
    abandoned.insert(path.components[...])
  }

  /// Spells out the keys that decoding never asked for, each with the path of its object, from
  /// the tape that `decoder` read.
  ///
  /// Objects come in the order decoding opened them and keys sorted, so that a report is the
  /// same every time; a key is spelled as the object's container presents it, converted by the
  /// key strategy where the container converts. A key equal to one that was read, a duplicate of
  /// it, is not unknown. A value that did not decode has none: it stopped reading its keys where
  /// it failed, and it is dropped or replaced, so no key of it reaches the app either way.
  func finish(_ decoder: JSONReaderDecoder) {
    let tape = decoder.tape
    for object in objects {
      let end = tape.index(after: object.index)
      var member = JSONTape.firstChild(of: object.index)
      var hasUnread = false
      while member < end, !hasUnread {
        hasUnread = !read.contains(member)
        member = tape.index(after: member + 1)
      }
      guard hasUnread else { continue }
      let path = object.node.path
      guard !isAbandoned(CodingPath(path).components) else { continue }
      // The keys were checked when the object's container was made.
      guard
        let keys = try? JSONReaderKeyedContainer<StringCodingKey>.keys(
          of: object.index, in: decoder, node: object.node, converting: object.convertsKeys)
      else { continue }
      var known: Set<String> = []
      var unread: Set<String> = []
      member = JSONTape.firstChild(of: object.index)
      for key in keys {
        if read.contains(member) { known.insert(key) } else { unread.insert(key) }
        member = tape.index(after: member + 1)
      }
      for key in unread.subtracting(known).sorted() { unknownKeys.append((path, key)) }
    }
    objects = []
  }

  /// Whether the object at `components` is at or inside a value that did not decode.
  private func isAbandoned(_ components: [CodingPath.Component]) -> Bool {
    guard !abandoned.isEmpty else { return false }
    return (0...components.count).contains { abandoned.contains(components[..<$0]) }
  }
}

/// A set of tape indices, a bit each.
private struct TapeBits {
  private var words: [UInt64]

  /// An empty set of the indices below `count`.
  init(count: Int = 0) {
    words = Array(repeating: 0, count: count / UInt64.bitWidth + 1)
  }

  /// Whether `index` is in the set.
  @inline(__always)
  func contains(_ index: Int) -> Bool {
    words[index / UInt64.bitWidth] & (1 << (index % UInt64.bitWidth)) != 0
  }

  /// Adds `index`; whether it was not in the set already.
  @inline(__always)
  mutating func insert(_ index: Int) -> Bool {
    let (word, bit) = (index / UInt64.bitWidth, UInt64(1) << (index % UInt64.bitWidth))
    guard words[word] & bit == 0 else { return false }
    words[word] |= bit
    return true
  }
}

// A log serves one decode, on one thread.
@available(*, unavailable)
extension KeyUseLog: Sendable {}

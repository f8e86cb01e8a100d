/// Where each value of a JSON payload lies, in the order the payload holds them: what
/// ``JSONReader`` records in its one pass over the bytes, and what ``JSONReaderDecoder`` reads.
///
/// A scalar takes one entry: its kind, the offset of its first byte (for a string, the byte after
/// its opening quote) and its length in bytes. An object or an array takes two: the first holds
/// its kind, the offset of its opening bracket and how many values it holds (an object counts its
/// members, a key and a value each making one member); the second holds the index of the entry
/// after its last value, so that a reader steps over it at once. An object's members follow as a
/// key's entry, then its value's.
///
/// Strings and numbers are recorded, not read: their contents are checked when a decode reads
/// them, as `JSONDecoder` checks them, so that a malformed number nobody reads fails nothing.
struct JSONTape {
  /// One entry: 8 bytes.
  struct Entry {
    /// The byte offset of the value; for a container's second entry, the index after its end.
    var offset: UInt32
    /// The kind in the top three bits, then flags and a length or count.
    var info: UInt32
  }

  /// What an entry holds.
  enum Kind: UInt32 {
    case null = 0
    case `true` = 1
    case `false` = 2
    case number = 3
    /// A string without escapes or control characters: its bytes are its value, if UTF-8.
    case simpleString = 4
    /// A string with an escape or a control character.
    case string = 5
    case object = 6
    case array = 7
  }

  /// The longest string or number a tape records, and the most values a container holds.
  static let maximumLength = (1 << 28) - 1

  /// The flag of a string that holds a byte outside ASCII, and of a number that holds a
  /// fraction or an exponent; of an object, that one of its keys is not a simple ASCII string.
  static let flag: UInt32 = 1 << 28

  var entries: [Entry] = []

  /// The kind of the entry at `index`.
  @inline(__always)
  func kind(at index: Int) -> Kind {
    // The top three bits are always a kind.
    Kind(rawValue: entries[index].info &>> 29).unsafelyUnwrapped
  }

  /// The byte offset of the value at `index`.
  @inline(__always)
  func offset(at index: Int) -> Int { Int(entries[index].offset) }

  /// The length in bytes of the string or number at `index`, or the count of the container.
  @inline(__always)
  func length(at index: Int) -> Int { Int(entries[index].info & 0x0FFF_FFFF) }

  /// Whether the entry at `index` has its flag set.
  @inline(__always)
  func isFlagged(_ index: Int) -> Bool { entries[index].info & Self.flag != 0 }

  /// The index of the entry after the value at `index`.
  @inline(__always)
  func index(after index: Int) -> Int {
    entries[index].info &>> 29 >= Kind.object.rawValue
      ? Int(entries[index + 1].offset) : index + 1
  }

  /// The index of a `null` after the payload's values: what a super decoder of an absent key
  /// reads.
  var absentValue: Int { entries.count - 1 }

  /// The index of the first value inside the container at `index`.
  @inline(__always)
  static func firstChild(of index: Int) -> Int { index + 2 }

  // MARK: Recording

  @inline(__always)
  mutating func append(_ kind: Kind, at offset: Int, length: Int = 0, isFlagged: Bool = false) {
    entries.append(
      Entry(
        offset: UInt32(truncatingIfNeeded: offset),
        info: kind.rawValue &<< 29 | (isFlagged ? Self.flag : 0)
          | UInt32(truncatingIfNeeded: length)
      ))
  }

  /// Records the start of a container, whose count and end ``closeContainer(at:count:isFlagged:)``
  /// fills in; returns its index.
  @inline(__always)
  mutating func openContainer(_ kind: Kind, at offset: Int) -> Int {
    let index = entries.count
    append(kind, at: offset)
    entries.append(Entry(offset: 0, info: 0))
    return index
  }

  @inline(__always)
  mutating func closeContainer(at index: Int, count: Int, isFlagged: Bool) {
    entries[index].info |= UInt32(truncatingIfNeeded: count) | (isFlagged ? Self.flag : 0)
    entries[index + 1].offset = UInt32(truncatingIfNeeded: entries.count)
  }
}

import Foundation

/// The keys of coding paths as a JSON payload spells them, read from its bytes in one pass.
///
/// A decoder's key strategy rewrites keys before a model sees them, and not always reversibly:
/// `.convertFromSnakeCase` makes `image24` of both `image_24` and `image24`, and `isAdmin` of
/// both `is_admin` and `isAdmin`. What a coding path names is then found again in the payload:
/// at each object on the way, the member whose key is the path's key, or converts to it.
struct PayloadKeyScan {
  /// A key strategy's rewriting of a payload's key.
  let convert: (String) -> String

  /// The payload's spelling of each of `paths`' keys that it holds, `nil` where it holds none
  /// (a missing key, or a path through a value that is not there): one pass over `payload`,
  /// which reads only the members and elements the paths go through, and stops once every path
  /// is spelled.
  ///
  /// - Parameters:
  ///   - paths: Coding paths into `payload`, keys as the decoder presented them.
  ///   - payload: The JSON text.
  /// - Returns: For each path, the payload's spelling of each component, or `nil`.
  func spellings(of paths: [CodingPath], in payload: Data) -> [[String?]] {
    var scan = Scan(paths: paths)
    guard scan.remaining > 0 else { return scan.spellings }
    payload.withUnsafeBytes { bytes in
      var reader = PayloadKeyReader(bytes: bytes)
      resolve(Array(paths.indices), depth: 0, in: &scan, reading: &reader)
    }
    return scan.spellings
  }

  /// The state of one scan.
  private struct Scan {
    let paths: [CodingPath]
    var spellings: [[String?]]
    /// How many paths the scan has not finished with.
    var remaining: Int

    init(paths: [CodingPath]) {
      self.paths = paths
      spellings = paths.map { [String?](repeating: nil, count: $0.components.count) }
      remaining = paths.count { !$0.components.isEmpty }
    }

    /// Finishes with the paths numbered `indices` that end at `depth`, or that the container at
    /// `depth` did not hold.
    mutating func finish(_ indices: some Sequence<Int>, atDepth depth: Int) {
      for index in indices where paths[index].components.count == depth + 1 {
        remaining -= 1
      }
    }
  }

  /// Reads the value at `reader`'s position, where the paths numbered `indices` have gone
  /// `depth` components deep, and spells their next components.
  private func resolve(
    _ indices: [Int],
    depth: Int,
    in scan: inout Scan,
    reading reader: inout PayloadKeyReader
  ) {
    let deeper = indices.filter { scan.paths[$0].components.count > depth }
    guard scan.remaining > 0 else { return }
    guard !deeper.isEmpty else { return reader.skipValue() }
    var byName: [String: [Int]] = [:]
    var byPosition: [Int: [Int]] = [:]
    for index in deeper {
      switch scan.paths[index].components[depth] {
      case .key(let name): byName[name, default: []].append(index)
      case .index(let position): byPosition[position, default: []].append(index)
      }
    }
    var found = Set<Int>()
    switch reader.peek() {
    case UInt8(ascii: "{"):
      reader.forEachMember { key, reader in
        // A path takes the first member whose key is its key or converts to it.
        var matching = (byName[key] ?? []).filter { !found.contains($0) }
        if case let converted = convert(key), converted != key {
          matching += (byName[converted] ?? []).filter { !found.contains($0) }
        }
        for index in matching { scan.spellings[index][depth] = key }
        found.formUnion(matching)
        scan.finish(matching, atDepth: depth)
        resolve(matching, depth: depth + 1, in: &scan, reading: &reader)
        return scan.remaining > 0
      }
    case UInt8(ascii: "["):
      reader.forEachElement { position, reader in
        let matching = byPosition[position] ?? []
        for index in matching { scan.spellings[index][depth] = String(position) }
        found.formUnion(matching)
        scan.finish(matching, atDepth: depth)
        resolve(matching, depth: depth + 1, in: &scan, reading: &reader)
        return scan.remaining > 0
      }
    default:
      reader.skipValue()
    }
    // What the container did not hold, nothing deeper can spell.
    for index in deeper where !found.contains(index) {
      scan.remaining -= 1
    }
  }
}

/// A forward reader of JSON text that skips what it does not need and never reads past the
/// end: on malformed text it stops, leaving the rest unread.
private struct PayloadKeyReader {
  let bytes: UnsafeRawBufferPointer
  var position = 0

  init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  /// The next byte that is not whitespace, or `0` at the end.
  mutating func peek() -> UInt8 {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return bytes[position]
      }
    }
    return 0
  }

  /// Calls `body` with each member's key, the reader at the member's value, which `body`
  /// reads or skips, until `body` returns `false`.
  mutating func forEachMember(_ body: (String, inout PayloadKeyReader) -> Bool) {
    position += 1
    while peek() == UInt8(ascii: "\"") {
      let key = readString()
      guard peek() == UInt8(ascii: ":") else {
        position = bytes.count
        return
      }
      position += 1
      let start = position
      guard body(key, &self) else { return }
      if position == start { skipValue() }
      if peek() == UInt8(ascii: ",") { position += 1 }
    }
    if peek() == UInt8(ascii: "}") { position += 1 }
  }

  /// Calls `body` with each element's index, the reader at the element, which `body` reads or
  /// skips, until `body` returns `false`.
  mutating func forEachElement(_ body: (Int, inout PayloadKeyReader) -> Bool) {
    position += 1
    var index = 0
    while peek() != UInt8(ascii: "]"), position < bytes.count {
      let start = position
      guard body(index, &self) else { return }
      if position == start { skipValue() }
      index += 1
      if peek() == UInt8(ascii: ",") { position += 1 }
    }
    position += 1
  }

  /// Moves past the value at the position.
  mutating func skipValue() {
    var depth = 0
    repeat {
      switch peek() {
      case 0: return
      case UInt8(ascii: "\""): skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        position += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        position += 1
      case UInt8(ascii: ","), UInt8(ascii: ":"):
        position += 1
      default:
        while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
      }
    } while depth > 0
  }

  private static func endsScalar(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: true
    default: false
    }
  }

  /// Moves past the string at the position.
  private mutating func skipString() {
    position += 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\""):
        position += 1
        return
      case UInt8(ascii: "\\"): position += 2
      default: position += 1
      }
    }
  }

  /// The string at the position, unescaped, and moves past it.
  private mutating func readString() -> String {
    let start = position + 1
    skipString()
    let end = max(start, min(position - 1, bytes.count))
    let raw = bytes[start..<end]
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    // Escapes are rare in keys: let JSON decoding undo them.
    let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
    return (try? JSONDecoder().decode(String.self, from: quoted))
      ?? String(decoding: raw, as: UTF8.self)
  }
}

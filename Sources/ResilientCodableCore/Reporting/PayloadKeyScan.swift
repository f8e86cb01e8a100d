import Foundation

/// The keys of coding paths as a JSON payload spells them, found on the reader's tape of it.
///
/// A decoder's key strategy rewrites keys before a model sees them, and not always reversibly:
/// `.convertFromSnakeCase` makes `image24` of both `image_24` and `image24`, and `isAdmin` of
/// both `is_admin` and `isAdmin`. What a coding path names is then found again in the payload:
/// at each object on the way, the first member whose key is the path's key, or converts to it.
struct PayloadKeyScan {
  /// A key strategy's rewriting of a payload's key.
  let convert: (String) -> String

  /// The payload's spelling of each of `paths`' keys that it holds, `nil` where it holds none
  /// (a missing key, a path through a value that is not there, or a payload that is not JSON).
  ///
  /// - Parameters:
  ///   - paths: Coding paths into `payload`, keys as the decoder presented them.
  ///   - payload: The JSON text.
  /// - Returns: For each path, the payload's spelling of each component, or `nil`.
  func spellings(of paths: [CodingPath], in payload: Data) -> [[String?]] {
    var spellings = paths.map { [String?](repeating: nil, count: $0.components.count) }
    guard paths.contains(where: { !$0.components.isEmpty }),
      let utf8 = JSONTextEncoding.convertedToUTF8(payload)
    else { return spellings }
    utf8.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      guard let base = bytes.baseAddress, let tape = try? JSONReader.read(bytes) else { return }
      let reader = JSONReaderDecoder(
        document: JSONDocument(base: base, count: bytes.count, tape: tape),
        options: JSONReaderOptions(JSONDecoder()), index: 0, node: .root)
      for (number, path) in paths.enumerated() {
        var value = 0
        for (depth, component) in path.components.enumerated() {
          guard let (spelling, next) = step(component, from: value, in: reader) else { break }
          spellings[number][depth] = spelling
          value = next
        }
      }
    }
    return spellings
  }

  /// The payload's spelling of `component`, a step from the value at tape index `value`, and
  /// the tape index of the value it leads to; `nil` if the value holds no such member or
  /// element.
  private func step(
    _ component: CodingPath.Component, from value: Int, in reader: JSONReaderDecoder
  ) -> (spelling: String, value: Int)? {
    let tape = reader.tape
    let end = tape.index(after: value)
    var child = JSONTape.firstChild(of: value)
    switch (component, tape.kind(at: value)) {
    case (.key(let name), .object):
      while child < end {
        if let key = try? reader.string(at: child, node: .root, key: nil),
          key == name || convert(key) == name
        {
          return (key, child + 1)
        }
        child = tape.index(after: child + 1)
      }
    case (.index(let position), .array):
      for _ in 0..<position where child < end { child = tape.index(after: child) }
      if child < end { return (String(position), child) }
    default:
      break
    }
    return nil
  }
}

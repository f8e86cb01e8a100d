/// The keys of each object of a payload, and those that decoding asked for: what is left are the
/// keys that no model reads.
final class KeyUseLog {
  /// One object: its path, its keys as the decoder presents them, in the decoder's order, and
  /// the keys asked for.
  private struct Object {
    let path: [any CodingKey]
    /// ``path``'s components, which the log looks objects up by.
    let components: [CodingPath.Component]
    let keys: [String]
    var read = ReadKeys()

    /// The keys that no model asked for.
    var unknownKeys: [String] {
      keys.indices.filter { !read.contains($0) }.map { keys[$0] }
    }
  }

  /// The objects, in the order decoding opened them; an object opened again shares its entry.
  private var objects: [Object] = []
  /// The position in ``objects`` of each object, by its path.
  private var positions: [[CodingPath.Component]: Int] = [:]
  /// The paths of the values that did not decode, whose objects' keys are not unknown.
  private var abandoned: Set<ArraySlice<CodingPath.Component>> = []

  /// The position of the object at `path`, whose keys are `keys()`, registering it the first
  /// time.
  func object(at path: [any CodingKey], keys: () -> [String]) -> Int {
    let components = CodingPath(path).components
    if let position = positions[components] { return position }
    objects.append(Object(path: path, components: components, keys: keys()))
    positions[components] = objects.count - 1
    return objects.count - 1
  }

  /// Records that a model reads every key of the object at `path`, or checks them itself.
  func readAll(inObjectAt path: [any CodingKey]) {
    guard let position = positions[CodingPath(path).components] else { return }
    objects[position].read.insertAll(objects[position].keys)
  }

  /// Records that decoding asked the object at `position` for `key`.
  func read(_ key: String, inObjectAt position: Int) {
    objects[position].read.insert(key, of: objects[position].keys)
  }

  /// Records that the value at `path` did not decode: it and the values inside it stopped
  /// reading their keys, and the value is dropped or replaced.
  func abandon(objectsAt path: CodingPath) {
    abandoned.insert(path.components[...])
  }

  /// The keys that decoding never asked for, each with the path of its object.
  ///
  /// Objects come in the order decoding opened them and keys sorted, so that a report is the
  /// same every time. A value that did not decode has none: it stopped reading its keys where it
  /// failed, and it is dropped or replaced, so no key of it reaches the app either way.
  var unknownKeys: [(objectPath: [any CodingKey], key: String)] {
    objects.filter { !isAbandoned($0.components) }.flatMap { object in
      object.unknownKeys.sorted().map { (object.path, $0) }
    }
  }

  /// Whether the object at `components` is at or inside a value that did not decode.
  private func isAbandoned(_ components: [CodingPath.Component]) -> Bool {
    guard !abandoned.isEmpty else { return false }
    return (0...components.count).contains { abandoned.contains(components[..<$0]) }
  }
}

// A log serves one decode, on one thread.
@available(*, unavailable)
extension KeyUseLog: Sendable {}

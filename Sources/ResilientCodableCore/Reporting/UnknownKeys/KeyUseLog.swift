/// The keys of each object of a payload, and those that decoding asked for: what is left are the
/// keys that no model reads.
final class KeyUseLog {
  /// One object: its path, its keys as the decoder presents them, in the decoder's order, and
  /// those asked for.
  private struct Object {
    let path: [any CodingKey]
    let keys: [String]
    var read: Set<String> = []
  }

  /// The objects, in the order decoding opened them; an object opened again shares its entry.
  private var objects: [Object] = []
  /// The position in ``objects`` of each object, by its path.
  private var positions: [[CodingPath.Component]: Int] = [:]
  /// The paths of the values that did not decode, whose objects' keys are not unknown.
  private var abandoned: Set<[CodingPath.Component]> = []

  /// The position of the object at `path`, whose keys are `keys()`, registering it the first
  /// time.
  func object(at path: [any CodingKey], keys: () -> [String]) -> Int {
    let components = CodingPath(path).components
    if let position = positions[components] { return position }
    objects.append(Object(path: path, keys: keys()))
    positions[components] = objects.count - 1
    return objects.count - 1
  }

  /// Records that a model reads every key of the object at `path`, or checks them itself.
  func readAll(inObjectAt path: [any CodingKey]) {
    guard let position = positions[CodingPath(path).components] else { return }
    objects[position].read.formUnion(objects[position].keys)
  }

  /// Records that decoding asked the object at `position` for `key`.
  func read(_ key: String, inObjectAt position: Int) {
    objects[position].read.insert(key)
  }

  /// Records that the value at `path` did not decode: it and the values inside it stopped
  /// reading their keys, and the value is dropped or replaced.
  func abandon(objectsAt path: CodingPath) {
    abandoned.insert(path.components)
  }

  /// The keys that decoding never asked for, each with the path of its object, objects in the
  /// order decoding opened them and keys sorted, so that a report is the same every time; none
  /// for the objects of a value that did not decode.
  var unknownKeys: [(objectPath: [any CodingKey], key: String)] {
    objects.flatMap { object in
      guard !isAbandoned(object.path) else { return [(objectPath: [any CodingKey], key: String)]() }
      return object.keys.filter { !object.read.contains($0) }.sorted().map { (object.path, $0) }
    }
  }

  /// Whether `path` is at or inside a value that did not decode.
  private func isAbandoned(_ path: [any CodingKey]) -> Bool {
    guard !abandoned.isEmpty else { return false }
    let components = CodingPath(path).components
    return (0...components.count).contains { abandoned.contains(Array(components[..<$0])) }
  }
}

// A log serves one decode, on one thread.
@available(*, unavailable)
extension KeyUseLog: Sendable {}

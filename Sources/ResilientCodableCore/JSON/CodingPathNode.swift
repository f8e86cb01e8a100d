/// A coding path as a chain from the value up to the root: a decode extends it by one key for
/// each nested value without copying it, and spells it out as an array only when a container or
/// an error asks.
indirect enum CodingPathNode {
  case root
  case key(any CodingKey, parent: CodingPathNode)

  /// This node with `key` after it, or this node if there is no key.
  @inline(__always)
  func appending(_ key: (any CodingKey)?) -> CodingPathNode {
    guard let key else { return self }
    return .key(key, parent: self)
  }

  /// The path from the root.
  var path: [any CodingKey] {
    var keys: [any CodingKey] = []
    var node = self
    while case .key(let key, let parent) = node {
      keys.append(key)
      node = parent
    }
    return keys.reversed()
  }

  /// The path from the root with `key` after it.
  func path(appending key: (any CodingKey)?) -> [any CodingKey] {
    var path = self.path
    if let key { path.append(key) }
    return path
  }
}

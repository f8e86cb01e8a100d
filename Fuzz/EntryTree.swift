/// The entries of a digest arranged by their recovery paths, to look them up by path.
struct EntryTree {
  /// The positions in the digest of the entries recovered exactly here.
  private(set) var positions: [Int] = []

  /// The subtrees below, by the next component of their paths.
  private(set) var children: [CodingPath.Component: EntryTree] = [:]

  init() {}

  init(_ entries: [ErrorDigest.Entry]) {
    for (position, entry) in entries.enumerated() {
      insert(position, at: entry.recoveryPath.components[...])
    }
  }

  private mutating func insert(_ position: Int, at path: ArraySlice<CodingPath.Component>) {
    guard let first = path.first else {
      positions.append(position)
      return
    }
    children[first, default: EntryTree()].insert(position, at: path.dropFirst())
  }

  /// The subtree at `path`, empty if no entry lies there.
  func subtree(at path: CodingPath) -> EntryTree {
    var tree = self
    for component in path.components {
      guard let child = tree.children[component] else { return EntryTree() }
      tree = child
    }
    return tree
  }

  /// Whether no entry lies here or below.
  var isEmpty: Bool { positions.isEmpty && children.isEmpty }

  /// The positions of the entries recovered here or one component below, in digest order.
  var positionsHereAndOneBelow: [Int] {
    (positions + children.values.flatMap(\.positions)).sorted()
  }

  /// Whether an entry lies two or more components below.
  var hasEntriesTwoBelow: Bool { children.values.contains { !$0.children.isEmpty } }

  /// Every entry below, as its position and the next component of its path, in digest order.
  var entriesBelow: [(position: Int, component: CodingPath.Component)] {
    children.flatMap { component, tree in tree.allPositions.map { ($0, component) } }
      .sorted { $0.position < $1.position }
  }

  /// The positions of the entries here and below.
  private var allPositions: [Int] {
    positions + children.values.flatMap(\.allPositions)
  }
}

extension CodingPath {
  /// This path followed by `component`.
  func appending(_ component: Component) -> CodingPath {
    CodingPath(components + [component])
  }
}

extension ErrorDigest: CustomStringConvertible {
  /// The errors as a tree of the paths where they occurred, one path component a line, indented
  /// by two spaces a level, each error as a `- message (what the recovery cost)` line under its
  /// path: `- Expected `Date` but found null instead (dropped nodes[3])`.
  public var description: String {
    var root = PathTree()
    for entry in entries {
      root.insert(
        "\(entry.message) (\(entry.recoveryDescription))", at: entry.codingPath.components[...])
    }
    var lines: [String] = []
    root.appendLines(to: &lines, indentation: "")
    return lines.joined(separator: "\n")
  }
}

/// The entries of a digest, grouped by the components of their paths in order of appearance.
private struct PathTree {
  var messages: [String] = []
  var children: [(component: CodingPath.Component, tree: PathTree)] = []
  /// The position of each component in `children`, so that a digest of many entries prints in
  /// linear time.
  var childPositions: [CodingPath.Component: Int] = [:]

  mutating func insert(_ message: String, at path: ArraySlice<CodingPath.Component>) {
    guard let first = path.first else {
      messages.append(message)
      return
    }
    if let position = childPositions[first] {
      children[position].tree.insert(message, at: path.dropFirst())
    } else {
      var child = PathTree()
      child.insert(message, at: path.dropFirst())
      childPositions[first] = children.count
      children.append((first, child))
    }
  }

  func appendLines(to lines: inout [String], indentation: String) {
    lines += messages.map { "\(indentation)- \($0)" }
    for (component, tree) in children {
      lines.append("\(indentation)\(component)")
      tree.appendLines(to: &lines, indentation: indentation + "  ")
    }
  }
}

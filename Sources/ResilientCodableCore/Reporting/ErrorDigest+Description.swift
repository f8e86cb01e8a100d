extension ErrorDigest: CustomStringConvertible {
  /// The errors as a tree of the paths where they occurred, one path component a line, indented
  /// by two spaces a level, each error as a `- message (what the recovery cost)` line under its
  /// path: `- Expected `Date` but found null instead (dropped nodes[3])`; then a line for each
  /// group of recoveries past the entry limit: `… and 999,000 more like /items/*: typeMismatch`.
  public var description: String {
    var root = PathTree()
    for entry in entries {
      root.insert(
        "\(entry.message) (\(entry.recoveryDescription))", at: entry.codingPath.components[...])
    }
    var lines: [String] = []
    root.appendLines(to: &lines, indentation: "")
    for group in omitted {
      lines.append(
        "… and \(Self.grouped(group.count)) more like \(group.normalizedJSONPointer): "
          + "\(group.category)")
    }
    return lines.joined(separator: "\n")
  }

  /// `count` with its thousands grouped: `999,000`.
  private static func grouped(_ count: Int) -> String {
    let digits = String(count)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, digit != "-", (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }
}

/// The entries of a digest, grouped by the components of their paths in order of appearance;
/// an array's elements by index, since keys that no model reads are found after the rest.
private struct PathTree {
  var messages: [String] = []
  var children: [(component: CodingPath.Component, tree: PathTree)] = []
  /// The position of each component in `children`, so that a digest of many entries prints in
  /// linear time.
  var childPositions: [CodingPath.Component: Int] = [:]

  /// The children, an array's elements sorted by index.
  private var elementsInOrder: [(component: CodingPath.Component, tree: PathTree)] {
    func index(_ component: CodingPath.Component) -> Int? {
      if case .index(let index) = component { index } else { nil }
    }
    guard children.count > 1, children.allSatisfy({ index($0.component) != nil }) else {
      return children
    }
    return children.sorted { (index($0.component) ?? 0) < (index($1.component) ?? 0) }
  }

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
    for (component, tree) in elementsInOrder {
      lines.append("\(indentation)\(component)")
      tree.appendLines(to: &lines, indentation: indentation + "  ")
    }
  }
}

import ResilientCodableCore

/// Finds where what a drift case decoded differs from what the fixture decoded.
///
/// An array is compared element by element, at the payload's indices, and also as a multiset:
/// a `Set` encodes its elements in an order of its own, and a model may leave out an element
/// it could not decode, which shifts the elements after it. When the element-by-element
/// differences are not all at paths the case touched, the multiset comparison wins unless it
/// finds more: the elements it cannot match are put at the paths the case touched or the
/// reports account for in that array, before any other. So a silent change elsewhere in an
/// array that the case touched can pass for the touched element's, when the counts match.
struct SnapshotComparison {
  /// The paths that the new or lost reports dropped or replaced: not compared.
  let ignored: Set<[CodingPath.Component]>

  /// The paths that the case touched, as the model names them.
  let touched: [[CodingPath.Component]]

  /// The outermost paths where `after` differs from `before`.
  func differences(
    _ before: ModelSnapshot?, _ after: ModelSnapshot?, at path: [CodingPath.Component] = []
  ) -> [CodingPath] {
    if ignored.contains(path) { return [] }
    switch (before, after) {
    case (nil, nil):
      return []
    case (.object(let members)?, .object(let otherMembers)?):
      return Set(members.keys).union(otherMembers.keys).sorted().flatMap { key in
        differences(members[key], otherMembers[key], at: path + [.key(key)])
      }
    case (.array(let elements)?, .array(let otherElements)?):
      let inOrder = Set(elements.keys).union(otherElements.keys).sorted().flatMap { index in
        differences(elements[index], otherElements[index], at: path + [.index(index)])
      }
      guard !inOrder.isEmpty, !inOrder.allSatisfy(isAccountedFor) else { return inOrder }
      let unordered = unorderedDifferences(elements, otherElements, at: path)
      return unordered.count <= inOrder.count ? unordered : inOrder
    default:
      return before == after ? [] : [CodingPath(path)]
    }
  }

  /// Whether `path` is one that the case touched, or under one.
  private func isAccountedFor(_ path: CodingPath) -> Bool {
    touched.contains { path.components.starts(with: $0) }
  }

  /// Where two arrays differ as multisets: one path per element that has no equal in the other
  /// array, at the paths the case touched or the reports account for first.
  private func unorderedDifferences(
    _ elements: [Int: ModelSnapshot], _ otherElements: [Int: ModelSnapshot],
    at path: [CodingPath.Component]
  ) -> [CodingPath] {
    var unmatched = otherElements.sorted { $0.key < $1.key }
    var lost: [Int] = []
    for (index, element) in elements.sorted(by: { $0.key < $1.key }) {
      if let match = unmatched.firstIndex(where: { $0.value == element }) {
        unmatched.remove(at: match)
      } else {
        lost.append(index)
      }
    }
    let gained = unmatched.map(\.key)
    let count = max(lost.count, gained.count)
    // The paths that may differ, in index order: an accounted-for element, or the deepest path
    // the case touched in it.
    let accounted = Set(elements.keys).union(otherElements.keys).sorted().compactMap { index in
      let element = path + [.index(index)]
      return ignored.contains(element) ? element : touched.first { $0.starts(with: element) }
    }
    return (0..<count).compactMap { position in
      if position < accounted.count {
        return ignored.contains(accounted[position]) ? nil : CodingPath(accounted[position])
      }
      let index = position < lost.count ? lost[position] : gained[position]
      return CodingPath(path + [.index(index)])
    }
  }
}

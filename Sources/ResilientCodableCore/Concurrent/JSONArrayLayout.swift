/// Where one array of a JSON payload is, and where each of its elements is: what
/// ``JSONArrayScanner`` finds in one pass.
struct JSONArrayLayout: Sendable {
  /// One step from the root towards the array: into the member of an object, or into the
  /// element of an array.
  enum Step: Hashable, Sendable {
    /// The member whose key is the string at these bytes of the payload, quotes included.
    case member(key: Range<Int>)
    /// The element at this index.
    case element(Int)
  }

  /// The steps from the root to the array, outermost first; none for a top-level array.
  let steps: [Step]

  /// The bytes of the array, from its `[` to its `]` included.
  let range: Range<Int>

  /// The start and end offset of each element, flattened: element `i` is the bytes
  /// `bounds[2 * i]..<bounds[2 * i + 1]`, without the whitespace around it.
  let bounds: [Int]

  /// The number of elements.
  var count: Int { bounds.count / 2 }

  /// The bytes of the element at `index`.
  func element(_ index: Int) -> Range<Int> { bounds[2 * index]..<bounds[2 * index + 1] }
}

/// A collection that ``Resilient`` decodes element by element: an array, a set or a dictionary.
///
/// An optional of such a collection keeps the collection's recovery (a bad element is dropped,
/// not the whole collection), so the optional asks for this conformance at run time when it is
/// decoded in a generic context.
@usableFromInline
protocol ResilientCollectionValue: ResilientlyDecodable {
  /// The value for a missing key, `null`, or a payload of the wrong type.
  static var empty: Self { get }
}

/// A collection whose elements are decoded in order from an unkeyed container: an array or a set.
@usableFromInline
protocol ResilientElementCollection: ResilientCollectionValue {
  associatedtype Element: Decodable

  /// Whether the collection keeps its elements in the payload's order, so that a bad element of
  /// an optional type is set to `nil` in its place rather than dropped: an array does, a set
  /// does not.
  static var keepsPlaces: Bool { get }

  init()
  mutating func reserveCapacity(_ minimumCapacity: Int)
  mutating func add(_ element: consuming Element)
}

extension ResilientElementCollection {
  @inlinable
  static var empty: Self { Self() }
}

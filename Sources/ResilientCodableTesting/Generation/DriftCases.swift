public import Foundation
import ResilientCodableCore

/// The drift cases of a fixture: every mutation of it that a server might make.
///
/// The cases come in document order, keys in alphabetical order, each value's cases in the order
/// of ``DriftCase/Kind/allCases``, then those of the object or array it is, then those of its
/// children:
///
/// - each key of an object: ``DriftCase/Kind/missingKey`` and ``DriftCase/Kind/renamedKey``;
/// - each value but `null` and the root: ``DriftCase/Kind/nullValue``;
/// - each scalar: ``DriftCase/Kind/wrongType``, and each string ``DriftCase/Kind/novelString``;
/// - each object: ``DriftCase/Kind/addedKey``; each non-empty array:
///   ``DriftCase/Kind/badElement``.
///
/// The elements of an array share a type, so by default only the first element of each array
/// is mutated: ``ElementCoverage/firstElement``. Pass ``ElementCoverage/everyElement`` for arrays
/// whose elements differ, such as a feed of polymorphic items.
///
/// ```swift
/// let cases = try DriftCases(fixture: Data(#"{"id": 1, "tags": ["a", "b"]}"#.utf8))
/// print(cases.count)  // 12
/// ```
public struct DriftCases: RandomAccessCollection, Sendable {
  /// Which elements of each array the cases mutate.
  public enum ElementCoverage: Sendable, Hashable {
    /// The first element of each array: enough when its elements share a type.
    case firstElement
    /// Every element of each array.
    case everyElement
  }

  /// The cases, in the order they were generated.
  private let cases: [DriftCase]

  /// The fixture as the cases' payloads are written, to decode as they are.
  let fixturePayload: Data

  /// Generates the drift cases of a JSON fixture.
  ///
  /// - Parameters:
  ///   - fixture: A payload that the model decodes, as JSON.
  ///   - kinds: The kinds of cases to generate; every kind by default.
  ///   - coverage: Which elements of each array to mutate; the first by default.
  /// - Throws: `DecodingError.dataCorrupted` if `fixture` is not JSON.
  public init(
    fixture: Data,
    kinds: Set<DriftCase.Kind> = Set(DriftCase.Kind.allCases),
    coverage: ElementCoverage = .firstElement
  ) throws {
    let root = try JSONDecoder().decode(PreservedValue.self, from: fixture)
    var generator = DriftCaseGenerator(root: root, kinds: kinds, coverage: coverage)
    try generator.visit(root, at: [])
    cases = generator.cases
    fixturePayload = try generator.payload(of: root)
  }

  /// The position of the first case.
  public var startIndex: Int { cases.startIndex }

  /// The position after the last case.
  public var endIndex: Int { cases.endIndex }

  /// The case at `position`.
  ///
  /// - Parameter position: A valid position of the collection.
  public subscript(position: Int) -> DriftCase { cases[position] }
}

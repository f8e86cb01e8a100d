public import Foundation
import ResilientCodableCore

/// Checks that a model survives every drift case of a fixture and reports each as its policies
/// say.
///
/// A check decodes the fixture, then each of its ``DriftCases``, with
/// `JSONDecoder.decode(_:from:reportResilientDecodingErrors:)` and the options of ``decoder``.
/// A model passes a case when:
///
/// - the decode does not throw, unless the case touches a value that the model requires
///   (``requiredPointers``), breaks a completeness limit, or adds a key that the
///   `ResilientDecodingOptions.unknownKeyPolicy` `.reject` rejects;
/// - every error the decode recovered from that the fixture's decode did not is reported at or
///   under the path the case changed, or at an object above it (Foundation's date errors name
///   the object, not the key);
/// - everything the case did not touch decodes to the same value as in the fixture, but for
///   what the new reports dropped or replaced (compared as the model encodes, for an
///   `Encodable` model; an array whose order does not explain the change, such as a `Set`'s,
///   as a multiset);
/// - a wrong type or a bad element that decodes to another value is reported, while a missing
///   key, a `null`, a novel string or an added key may be taken as it is;
/// - an added or renamed key is reported when the unknown key policy is `.report`, unless the
///   value that holds it did not decode: that value's drop or replacement is then the report.
///
/// In a test, ``verify(_:)`` throws a ``DriftCheckError`` that lists every failure, so one line
/// serves Swift Testing and XCTest alike:
///
/// ```swift
/// struct Repository: Codable {
///   var name: String
///   @Resilient var stars: Int?
/// }
///
/// let fixture = Data(#"{"name": "swift", "stars": 62000}"#.utf8)
/// try DriftCheck(Repository.self, requiredPointers: ["/name"]).verify(fixture)
/// ```
public struct DriftCheck<Model: Decodable>: Sendable {
  /// The decoder of the fixture and of every case; its options say the policies to check.
  ///
  /// Leave `ResilientDecodingOptions.isStrict` off: in strict mode every recovery throws.
  public var decoder: JSONDecoder

  /// The JSON Pointers of the values without which the model may fail to decode as a whole,
  /// such as `/data/search/issueCount`; `*` stands for any one key or index, as in
  /// `/nodes/*/id`.
  ///
  /// A case that changes such a value may throw; it must still pass every other check if it
  /// does not.
  public var requiredPointers: [String]

  /// The kinds of drift cases to check; every kind by default.
  public var kinds: Set<DriftCase.Kind>

  /// Which elements of each array the cases mutate; the first by default.
  public var coverage: DriftCases.ElementCoverage

  /// Creates the check of a model.
  ///
  /// When the model is `Encodable`, the check compares what each case decodes with what the
  /// fixture decodes, as the model encodes; otherwise it still finds the cases that throw and
  /// the reports at the wrong paths, but not the values lost or changed without a report.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - decoder: The decoder, whose options say the policies to check.
  ///   - requiredPointers: The JSON Pointers of the values the model requires.
  public init(
    _ type: Model.Type, decoder: JSONDecoder = JSONDecoder(), requiredPointers: [String] = []
  ) {
    self.decoder = decoder
    self.requiredPointers = requiredPointers
    self.kinds = Set(DriftCase.Kind.allCases)
    self.coverage = .firstElement
  }

  /// Runs every drift case of `fixture` and returns what each did.
  ///
  /// - Parameter fixture: A JSON payload that the model decodes.
  /// - Returns: The cases, and the failures among them.
  /// - Throws: What decoding `fixture` itself throws, or `DecodingError.dataCorrupted` if it is
  ///   not JSON.
  public func run(on fixture: Data) throws -> DriftCheckResult {
    let cases = try DriftCases(fixture: fixture, kinds: kinds, coverage: coverage)
    let baseline = try decode(cases.fixturePayload)
    var failures: [DriftFailure] = []
    var reported: [DriftCase] = []
    var thrown: [DriftCase] = []
    for driftCase in cases {
      let verdict = evaluate(driftCase, against: baseline)
      failures += verdict.failures
      if verdict.failures.isEmpty, verdict.isReported { reported.append(driftCase) }
      if verdict.failures.isEmpty, verdict.threw { thrown.append(driftCase) }
    }
    return DriftCheckResult(
      modelName: String(describing: Model.self), cases: Array(cases), failures: failures,
      reportedCases: reported, thrownCases: thrown)
  }

  /// Runs every drift case of `fixture` and throws if the model failed any.
  ///
  /// ```swift
  /// @Test func `the model survives drift`() throws {
  ///   try DriftCheck(Repository.self).verify(fixture)
  /// }
  /// ```
  ///
  /// - Parameter fixture: A JSON payload that the model decodes.
  /// - Returns: The result, for more expectations.
  /// - Throws: A ``DriftCheckError`` whose description lists every failure; what decoding
  ///   `fixture` itself throws.
  @discardableResult
  public func verify(_ fixture: Data) throws -> DriftCheckResult {
    let result = try run(on: fixture)
    guard result.passed else { throw DriftCheckError(result: result) }
    return result
  }
}

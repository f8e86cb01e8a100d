/// The preset of a ``Coded`` property whose scalars are coerced from the scalar type a payload
/// sent instead: ``ScalarCoercionStrategy``.
///
/// ```swift
/// struct Repository: Codable {
///   @Coded<ScalarCoercion<Int>, Int> var id  // "id": "42" decodes as 42
///   @Coded<ScalarCoercion<Int>, Int?> var stars  // "stars": "1.5" is nil, reported
///   @Coded<ScalarCoercion<Int>, [Int]> var topicIDs  // ["1", 2, "x"] decodes as [1, 2]
/// }
/// ```
///
/// To coerce every scalar of a decode, set ``ResilientDecodingOptions/coercesScalars`` instead.
public enum ScalarCoercion<Scalar: ScalarCoercible>: CodingPreset {
  /// ``ScalarCoercionStrategy``.
  public static var strategy: ScalarCoercionStrategy<Scalar> { ScalarCoercionStrategy() }
}

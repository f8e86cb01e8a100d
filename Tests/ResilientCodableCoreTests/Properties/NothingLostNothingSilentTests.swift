import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Generates random valid payloads, corrupts them, and checks that decoding keeps every value
/// that was not corrupted and reports every corruption exactly once, at its exact coding path;
/// every other case coerces scalars, and keeps a number sent as a numeric string.
struct NothingLostNothingSilentTests {
  /// The number of cases a run checks; `PROPERTY_CASES` overrides it.
  static let caseCount =
    ProcessInfo.processInfo.environment["PROPERTY_CASES"].flatMap(Int.init)
    ?? 10_000

  /// The seed of the first case; `PROPERTY_SEED` replays a failing case.
  static let firstSeed =
    ProcessInfo.processInfo.environment["PROPERTY_SEED"].flatMap(UInt64.init)
    ?? 0x5EED_0000

  @Test func `keeps every good value and reports every corruption exactly once`() throws {
    var failures = 0
    var corruptionCount = 0
    for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.caseCount)) {
      let generated = CorruptedCase(seed: seed)
      corruptionCount += generated.corruptions.count
      let (model, digest) = try decode(PropertyModel.self, generated.payload.text) {
        $0.userInfo.resilientDecodingOptions.coercesScalars = generated.isCoercing
      }
      let reported = digest?.entries.map { "\($0.codingPath) <- \($0.recoveryPath)" } ?? []
      guard model == generated.expected, reported == generated.expectedEntries else {
        failures += 1
        Issue.record(
          """
          PROPERTY_SEED=\(seed) coercing: \(generated.isCoercing) corruptions: \(generated.corruptions)
          payload: \(generated.payload.text)
          expected entries: \(generated.expectedEntries)
          reported entries: \(reported)
          model matches: \(model == generated.expected)
          """)
        if failures == 5 { return }
        continue
      }
    }
    #expect(corruptionCount > Self.caseCount)
  }
}

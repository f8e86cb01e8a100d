import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Decodes the corrupted payloads of `NothingLostNothingSilentTests` with preservation on,
/// encodes the models, and checks that the JSON is the payload's, byte for byte once keys are
/// sorted, and that decoding it again gives the same model and the same digest.
struct RoundTripTests {
  @Test func `decode, encode, decode writes the corrupted payload back unchanged`() throws {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    var failures = 0
    var corruptionCount = 0
    // A fifth of the cases: each decodes twice and encodes once, and the sanitizer runs repeat it.
    let caseCount = max(NothingLostNothingSilentTests.caseCount / 5, 1)
    let first = NothingLostNothingSilentTests.firstSeed
    let seeds = first..<(first + UInt64(caseCount))
    for seed in seeds {
      let generated = CorruptedCase(seed: seed)
      corruptionCount += generated.corruptions.count
      let payload = Data(generated.payload.text.utf8)
      let (model, digest) = try decoder.decode(
        PropertyModel.self, from: payload, reportResilientDecodingErrors: true)
      let encoded = try JSONEncoder().encode(model)
      let (again, againDigest) = try decoder.decode(
        PropertyModel.self, from: encoded, reportResilientDecodingErrors: true)
      let original = try Self.canonicalJSON(payload)
      let written = try Self.canonicalJSON(encoded)
      let sameDigest = Self.lines(of: againDigest) == Self.lines(of: digest)
      guard written == original, again == model, sameDigest else {
        failures += 1
        Issue.record(
          """
          PROPERTY_SEED=\(seed) corruptions: \(generated.corruptions)
          payload: \(original)
          encoded: \(written)
          same model again: \(again == model), same digest again: \(sameDigest)
          """)
        if failures == 5 { return }
        continue
      }
    }
    #expect(corruptionCount > caseCount)
  }

  /// The entries of `digest`, one line each; the set `tags` writes its dropped elements after
  /// its members, so their indices are left out.
  static func lines(of digest: ErrorDigest?) -> [String] {
    (digest?.entries ?? []).map { entry in
      if entry.codingPath.components.first == "tags" {
        return "\(entry.normalizedPath): \(entry.message)"
      }
      return "\(entry.codingPath) <- \(entry.recoveryPath): \(entry.message)"
    }
    .sorted()
  }

  /// The JSON with its object keys sorted, and the set `tags` in order, which has none.
  static func canonicalJSON(_ data: Data) throws -> String {
    var object = try #require(
      JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [String: Any])
    if let tags = object["tags"] as? [Any] {
      object["tags"] = tags.sorted { "\($0)" < "\($1)" }
    }
    let sorted = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    return String(decoding: sorted, as: UTF8.self)
  }
}

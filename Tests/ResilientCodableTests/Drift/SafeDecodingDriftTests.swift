import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// Coercion and date formats through the macro path: the recovering properties, the model's
// reporter, `@Coerced` with `@RequireCompleteness`, and dates read by the decoder's formats.

@SafeDecoding(reporter: RecordingReporter())
struct DriftingRelease: Codable {
  var tag: String
  var downloads = 0
  var publishedAt: Date?
  var builds: [Date]
  @RequireCompleteness(.droppedAtMost(1))
  @Coerced var assetIDs: [Int]
  @Coerced var draft: Bool
}

struct SafeDecodingDriftTests {
  /// 2024-05-01T12:00:00Z.
  private let noon = Date(timeIntervalSince1970: 1_714_564_800)

  private func decodeRelease(
    _ json: String,
    coercing: Bool = false
  ) throws -> ((DriftingRelease, ErrorDigest?), [SafeDecodingReport]) {
    try RecordingReporter.recording {
      try decode(DriftingRelease.self, json) { decoder in
        decoder.dateDecodingStrategy = .formats([.iso8601, .secondsSince1970])
        decoder.userInfo.resilientDecodingOptions.coercesScalars = coercing
      }
    }
  }

  @Test func `coerces a recovering property and reports it to the model's reporter`() throws {
    let json = """
      {"tag": "v1", "downloads": "12", "builds": [], "assetIDs": ["3", 4], "draft": "no"}
      """
    let ((release, digest), reports) = try decodeRelease(json, coercing: true)
    #expect(release.downloads == 12)
    #expect(release.assetIDs == [3, 4])
    #expect(release.draft == false)
    #expect(digest.recoveryPaths == ["downloads", "assetIDs/Index 0", "draft"])
    #expect(digest?.entries.map(\.action) == [.coercedValue, .coercedValue, .coercedValue])
    // `@Coerced` is a property wrapper, which reports to the digest only, as `@Resilient` does.
    #expect(reports.map(\.property) == ["downloads"])
    #expect(reports.map(\.action) == [.coercedValue])
  }

  @Test func `a plain property decodes as plain Codable would, coercion or not`() {
    // As a plain property of a model with wrappers, whose code the compiler synthesizes.
    #expect(throws: DecodingError.self) {
      try decodeRelease(#"{"tag": 1, "builds": [], "draft": true}"#, coercing: true)
    }
  }

  @Test func `leaves a recovering property to its initial value without coercion`() throws {
    let json = #"{"tag": "v1", "downloads": "12", "builds": [], "draft": true}"#
    let ((release, digest), _) = try decodeRelease(json)
    #expect(release.downloads == 0)
    #expect(digest?.entries.map(\.action) == [.usedInitialValue])
  }

  @Test func `checks the completeness of a coerced collection`() {
    let json = #"{"tag": "v1", "builds": [], "assetIDs": ["x", "y", 1], "draft": true}"#
    #expect(throws: DecodingError.self) { try decodeRelease(json) }
  }

  @Test func `reads dates in the decoder's formats and drops the others`() throws {
    let json = """
      {"tag": "v1", "publishedAt": 1714564800, "builds": ["2024-05-01T12:00:00Z", "soon"],
       "draft": false}
      """
    let ((release, digest), reports) = try decodeRelease(json)
    #expect(release.publishedAt == noon)
    #expect(release.builds == [noon])
    #expect(digest.paths == ["builds/Index 1"])
    #expect(
      reports.map(\.message) == [
        #"Expected a date in one of these formats: ISO 8601, seconds since 1970; found a string of 4 characters"#
      ])
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// The per-decode report of absent values, through wrappers and through the macro.

struct AbsentWrapperProject: Codable {
  var name: String
  @Resilient var homepage: String?
  @Resilient var topics: [String]
  @Resilient var license: [String: String]?
  @Resilient var mirrors: Set<String>?
}

@SafeDecoding(reporter: RecordingReporter())
struct AbsentMacroProject: Codable {
  var name: String
  var homepage: String?
  var topics: [String]
  var license: [String: String]?
  var mirrors: Set<String>?
  var stars = 0
  @FallbackDecoding("main")
  var defaultBranch: String
}

struct AbsentValueReportingTests {
  private let json = #"{"name": "swift", "homepage": null, "topics": null}"#

  private func decode<Model: Decodable>(
    _ type: Model.Type,
    reportingAbsentValues: Bool
  ) throws -> (Model, ErrorDigest?) {
    try ResilientCodableTestSupport.decode(type, json) { decoder in
      decoder.userInfo.resilientDecodingOptions.reportsAbsentValues = reportingAbsentValues
    }
  }

  @Test func `absent values are silent by default`() throws {
    let (_, wrapperDigest) = try decode(AbsentWrapperProject.self, reportingAbsentValues: false)
    let ((_, macroDigest), reports) = try RecordingReporter.recording {
      try decode(AbsentMacroProject.self, reportingAbsentValues: false)
    }
    #expect(wrapperDigest == nil)
    #expect(macroDigest == nil)
    #expect(reports.isEmpty)
  }

  @Test func `the switch reports each missing key and null of the wrappers`() throws {
    let (repository, digest) = try decode(AbsentWrapperProject.self, reportingAbsentValues: true)
    #expect(repository.homepage == nil)
    #expect(repository.topics == [])
    #expect(digest.paths == ["homepage", "topics", "license", "mirrors"])
    #expect(digest?.entries.map(\.jsonPointer) == ["/homepage", "/topics", "/license", "/mirrors"])
    #expect(
      digest?.entries.map(\.category) == [.valueWasNil, .valueWasNil, .keyNotFound, .keyNotFound])
    #expect(digest?.entries.map(\.action) == [.setToNil, .setToEmpty, .setToNil, .setToNil])
    #expect(digest?.messages[2] == "Key `license` not found")
    // What decoding filled in is still what the payload said: written back as it was.
    #expect(try encode(repository) == #"{"homepage":null,"name":"swift","topics":null}"#)
  }

  @Test func `the switch reports each missing key and null of the macro's properties`() throws {
    let ((repository, digest), reports) = try RecordingReporter.recording {
      try decode(AbsentMacroProject.self, reportingAbsentValues: true)
    }
    #expect(repository.stars == 0)
    #expect(repository.defaultBranch == "main")
    #expect(
      digest.paths == [
        "homepage", "topics", "license", "mirrors", "stars", "defaultBranch",
      ])
    #expect(
      digest?.entries.map(\.category) == [
        .valueWasNil, .valueWasNil, .keyNotFound, .keyNotFound, .keyNotFound, .keyNotFound,
      ])
    #expect(
      digest?.entries.map(\.action) == [
        .setToNil, .setToEmpty, .setToNil, .setToNil, .usedInitialValue, .usedFallback,
      ])
    #expect(
      reports.map(\.property) == [
        "homepage", "topics", "license", "mirrors", "stars", "defaultBranch",
      ])
  }

  @Test func `the wrapper and the macro report the same absent values of the same kinds`() throws {
    let (_, wrapper) = try decode(AbsentWrapperProject.self, reportingAbsentValues: true)
    let (_, macro) = try decode(AbsentMacroProject.self, reportingAbsentValues: true)
    let wrapperEntries = try #require(wrapper?.entries)
    let macroEntries = try #require(macro?.entries).prefix(wrapperEntries.count)
    #expect(macroEntries.map(\.jsonPointer) == wrapperEntries.map(\.jsonPointer))
    #expect(macroEntries.map(\.category) == wrapperEntries.map(\.category))
    #expect(macroEntries.map(\.action) == wrapperEntries.map(\.action))
    #expect(macroEntries.map(\.message) == wrapperEntries.map(\.message))
  }

  @Test func `strict mode does not throw for an absent value`() throws {
    let (repository, digest) = try ResilientCodableTestSupport.decode(
      AbsentWrapperProject.self, json
    ) { decoder in
      decoder.userInfo.resilientDecodingOptions.reportsAbsentValues = true
      decoder.userInfo.resilientDecodingOptions.isStrict = true
    }
    #expect(repository.topics == [])
    #expect(digest?.entries.count == 4)
  }

  @Test func `absent values are reported by the decode that reads its options at the start`()
    throws
  {
    let decoder = JSONDecoder()
    let reporter = ResilientDecodingErrorReporter()
    decoder.userInfo.resilientDecodingOptions = ResilientDecodingOptions(
      reportsAbsentValues: true, reporter: reporter)
    let (_, digest) = try decoder.decode(
      AbsentWrapperProject.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(digest.paths == ["homepage", "topics", "license", "mirrors"])
    // The decode collected into its own reporter, not the options'.
    #expect(reporter.flushReportedErrors() == nil)

    _ = try decoder.decode(
      AbsentWrapperProject.self, from: Data(json.utf8), reportResilientDecodingErrors: false)
    #expect(reporter.flushReportedErrors().paths == ["homepage", "topics", "license", "mirrors"])

    // A plain decode has no session that read the options: it reports no absent value.
    _ = try decoder.decode(AbsentWrapperProject.self, from: Data(json.utf8))
    #expect(reporter.flushReportedErrors() == nil)
  }

  @Test func `a present value is not reported`() throws {
    let full = """
      {"name": "swift", "homepage": "https://swift.org", "topics": ["language"],
       "license": {"spdx": "Apache-2.0"}, "mirrors": []}
      """
    let (_, digest) = try ResilientCodableTestSupport.decode(AbsentWrapperProject.self, full) {
      $0.userInfo.resilientDecodingOptions.reportsAbsentValues = true
    }
    #expect(digest == nil)
  }
}

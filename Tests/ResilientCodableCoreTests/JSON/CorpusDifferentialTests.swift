import Foundation
import ResilientCodableTestSupport
import Testing

@_spi(Benchmarking) @testable import ResilientCodableCore

/// Our JSON reader (issue #38) decodes the standard corpus to the same values as Foundation's
/// `JSONDecoder`: the same models and the same generic trees, under the same strategies.
///
/// A difference is reported as the first JSON Pointer at which the two values, encoded, differ.
@Suite(
  .enabled(
    if: CorpusFile.isPresent,
    "the corpus is not in the repository: Tests/Fixtures/JSONCorpus/README.md"))
struct CorpusDifferentialTests {
  @Test func `twitter.json decodes to the same model through the reader`() throws {
    try expectSameValue(Twitter.SearchResult.self, from: .twitter)
  }

  @Test func `twitter.json decodes to the same camel-case model with converted keys`() throws {
    try expectSameValue(Twitter.CamelCase.SearchResult.self, from: .twitter) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
  }

  @Test func `canada.json decodes to the same model through the reader`() throws {
    try expectSameValue(Canada.FeatureCollection.self, from: .canada)
  }

  @Test func `citm_catalog.json decodes to the same model through the reader`() throws {
    try expectSameValue(CitmCatalog.Catalog.self, from: .citmCatalog)
  }

  @Test func `citm_catalog.json keeps its dictionary keys as written when keys are converted`()
    throws
  {
    let catalog = try expectSameValue(CitmCatalog.Catalog.self, from: .citmCatalog) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
    #expect(catalog.venueNames == ["PLEYEL_PLEYEL": "Salle Pleyel"])
  }

  @Test func `github_events.json decodes to the same model through the reader`() throws {
    try expectSameValue(GitHub.Events.self, from: .githubEvents)
  }

  @Test func `github_events.json decodes to the same dates with the ISO 8601 strategy`() throws {
    try expectSameValue(GitHub.DatedEvents.self, from: .githubEvents) {
      $0.dateDecodingStrategy = .iso8601
    }
  }

  @Test(arguments: CorpusFile.allCases)
  func `each file decodes to the same tree through the reader`(_ file: CorpusFile) throws {
    try expectSameValue(CorpusTree.self, from: file)
  }

  @Test(arguments: CorpusFile.allCases)
  func `each file decodes to the same tree with keys converted from snake case`(
    _ file: CorpusFile
  ) throws {
    try expectSameValue(CorpusTree.self, from: file) {
      $0.keyDecodingStrategy = .convertFromSnakeCase
    }
  }

  /// Decodes `type` from `file` with `JSONDecoder.decode(_:from:)` and with
  /// `decodeThroughReader(_:from:)`, each on its own decoder set up by `configure`, expects the
  /// two values equal, and returns the reader's.
  @discardableResult
  private func expectSameValue<Value: Codable & Equatable>(
    _ type: Value.Type,
    from file: CorpusFile,
    configuredBy configure: (JSONDecoder) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Value {
    let data = try file.data()
    let foundation = JSONDecoder()
    configure(foundation)
    let reader = JSONDecoder()
    configure(reader)
    let expected = try foundation.decode(type, from: data)
    let decoded = try reader.decodeThroughReader(type, from: data)
    // Not `#expect(decoded == expected)`, which would print both values, megabytes of them.
    let difference =
      decoded == expected
      ? nil
      : try CorpusTree(encoding: decoded).firstDifference(from: CorpusTree(encoding: expected))
        ?? "the values differ, but encode to the same JSON"
    #expect(difference == nil, "\(file)", sourceLocation: sourceLocation)
    return decoded
  }
}

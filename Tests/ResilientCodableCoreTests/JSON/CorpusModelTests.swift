import Foundation
import ResilientCodableTestSupport
import Testing

/// The corpus models read their payloads with a plain `JSONDecoder` and keep all of them, so that
/// comparing two decoded models compares every value of the payload.
@Suite(
  .enabled(
    if: CorpusFile.isPresent,
    "the corpus is not in the repository: Tests/Fixtures/JSONCorpus/README.md"))
struct CorpusModelTests {
  @Test func `twitter.json decodes into its model`() throws {
    let page = try JSONDecoder().decode(Twitter.SearchResult.self, from: CorpusFile.twitter.data())
    #expect(page.statuses.count == 100)
    #expect(page.searchMetadata.count == 100)
    #expect(page.searchMetadata.maxIDStr == "505874924095815681")
    #expect(page.statuses.first?.idStr == "505874924095815681")
    #expect(page.statuses.count { $0.retweetedStatus != nil } == 73)
    #expect(page.statuses.count { $0.entities.media != nil } == 6)
  }

  @Test func `twitter.json decodes into its camel-case model with keys converted from snake case`()
    throws
  {
    let data = try CorpusFile.twitter.data()
    let page = try JSONDecoder().decode(Twitter.SearchResult.self, from: data)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let camelCasePage = try decoder.decode(Twitter.CamelCase.SearchResult.self, from: data)
    #expect(camelCasePage.statuses.map(\.idStr) == page.statuses.map(\.idStr))
    #expect(
      camelCasePage.statuses.map(\.user.profileImageUrlHttps)
        == page.statuses.map(\.user.profileImageURLHTTPS))
    #expect(
      camelCasePage.statuses.map(\.retweetedStatus?.user.screenName)
        == page.statuses.map(\.retweetedStatus?.user.screenName))
  }

  @Test func `canada.json decodes into its model`() throws {
    let collection = try JSONDecoder().decode(
      Canada.FeatureCollection.self, from: CorpusFile.canada.data())
    let feature = try #require(collection.features.first)
    #expect(collection.type == .featureCollection)
    #expect(collection.features.count == 1)
    #expect(feature.properties.name == "Canada")
    #expect(feature.geometry.type == .polygon)
    #expect(feature.geometry.coordinates.count == 480)
    #expect(feature.geometry.coordinates.first?.first == [-65.613616999999977, 43.420273000000009])
  }

  @Test func `citm_catalog.json decodes into its model`() throws {
    let catalog = try JSONDecoder().decode(
      CitmCatalog.Catalog.self, from: CorpusFile.citmCatalog.data())
    #expect(catalog.events.count == 184)
    #expect(catalog.performances.count == 243)
    #expect(catalog.venueNames == ["PLEYEL_PLEYEL": "Salle Pleyel"])
    #expect(catalog.events["138586341"]?.name == "30th Anniversary Tour")
  }

  @Test func `github_events.json decodes into its model, timestamps as strings`() throws {
    let events = try JSONDecoder().decode(GitHub.Events.self, from: CorpusFile.githubEvents.data())
    #expect(events.count == 30)
    #expect(Set(events.map(\.type)).count == 7)
    #expect(events.first?.createdAt == "2013-01-10T07:58:30Z")
  }

  @Test func `github_events.json decodes into its model, timestamps as ISO 8601 dates`() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let events = try decoder.decode(GitHub.DatedEvents.self, from: CorpusFile.githubEvents.data())
    #expect(events.count == 30)
    // 2013-01-10T07:58:30Z
    #expect(events.first?.createdAt == Date(timeIntervalSince1970: 1_357_804_710))
    #expect(events.compactMap(\.payload.issue?.closedAt).count == 1)
  }

  @Test(arguments: CorpusFile.allCases)
  func `the model keeps every member of its file that is not null`(_ file: CorpusFile) throws {
    let data = try file.data()
    let payload = try JSONDecoder().decode(CorpusTree.self, from: data).removingNullMembers
    let decoder = JSONDecoder()
    let model: CorpusTree =
      switch file {
      case .twitter: try CorpusTree(encoding: decoder.decode(Twitter.SearchResult.self, from: data))
      case .canada:
        try CorpusTree(encoding: decoder.decode(Canada.FeatureCollection.self, from: data))
      case .citmCatalog:
        try CorpusTree(encoding: decoder.decode(CitmCatalog.Catalog.self, from: data))
      case .githubEvents: try CorpusTree(encoding: decoder.decode(GitHub.Events.self, from: data))
      }
    #expect(model.firstDifference(from: payload) == nil)
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTesting
import Testing

@testable import resilient_demo

struct DemoDriftTests {
  @Test func `the demo's model survives every drift case of its fixture`() throws {
    let fixture = try PayloadSource(arguments: []).load()
    let decoder = JSONDecoder()
    // Set up as the demo's decoder is.
    decoder.dateDecodingStrategy = .iso8601
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    // The response and its page are plain models: without them there is nothing to show.
    let check = DriftCheck(
      SearchResponse.self, decoder: decoder,
      requiredPointers: ["/data", "/data/search", "/data/search/issueCount"])
    let result = try check.run(on: fixture)
    #expect(result.cases.count == 120)
    #expect(result.failures.map(\.description) == [])
    #expect(result.reportedCases.count == 83)
    #expect(
      result.thrownCases.map(\.name) == [
        "missing key /data", "null at /data", "renamed key /data to /dataRenamed",
        "missing key /data/search", "null at /data/search",
        "renamed key /data/search to /data/searchRenamed", "missing key /data/search/issueCount",
        "null at /data/search/issueCount", "wrong type at /data/search/issueCount",
        "renamed key /data/search/issueCount to /data/search/issueCountRenamed",
      ])
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A drift report over decodes of GitHub's real issue payload, some of them drifted.
struct DriftReportTests {
  /// The payload as recorded, then with `change` at a JSON Pointer.
  private func issue(_ change: (pointer: String, value: JSONValue)? = nil) throws -> Data {
    var payload = try RealPayloadDriftTests.payload(of: .githubIssue)
    if let change { payload[pointer: change.pointer] = change.value }
    return Data(payload.text.utf8)
  }

  /// Four decodes of `Model`: clean, `comments` sent as a word twice, a novel `state` once.
  private func record<Model: Decodable>(_ type: Model.Type, into report: DriftReport) throws {
    let decoder = RealPayloadDriftTests.decoder
    let payloads = [
      try issue(), try issue(("/comments", .string("many"))),
      try issue(("/state", .string("archived"))), try issue(("/comments", .string("lots"))),
    ]
    for (day, payload) in payloads.enumerated() {
      let (_, digest) = try decoder.decode(
        Model.self, from: payload, reportResilientDecodingErrors: true)
      report.record(digest, model: "Issue", at: Date(timeIntervalSince1970: Double(day) * 86_400))
    }
  }

  @Test func `counts each drift, its share of decodes, and when it was seen`() throws {
    let report = DriftReport()
    try record(WrapperGitHubIssue.self, into: report)
    let summary = report.summary
    #expect(summary.decodeCounts == ["Issue": 4])
    #expect(
      summary.drifts.map(\.line) == [
        "Issue /comments typeMismatch setToNil", "Issue /state unknownNovelValue usedFallback",
      ])
    let comments = summary.drifts[0]
    #expect(comments.count == 2)
    #expect(comments.decodeCount == 2)
    #expect(summary.share(of: comments) == 0.5)
    #expect(comments.firstSeen == Date(timeIntervalSince1970: 86_400))
    #expect(comments.lastSeen == Date(timeIntervalSince1970: 3 * 86_400))
    // The example says what kind of value came, not the value.
    #expect(comments.example == "Expected `Int` but found a string instead")
    #expect(summary.share(of: summary.drifts[1]) == 0.25)
  }

  @Test func `the wrapper and the macro models drift alike`() throws {
    let wrapper = DriftReport()
    try record(WrapperGitHubIssue.self, into: wrapper)
    let macro = DriftReport()
    try record(MacroGitHubIssue.self, into: macro)
    #expect(wrapper.summary == macro.summary)
  }

  @Test func `a summary writes the same sorted JSON, reads it back and merges`() throws {
    let report = DriftReport()
    try record(WrapperGitHubIssue.self, into: report)
    let data = try report.summary.jsonData()
    #expect(try DriftSummary(jsonData: data) == report.summary)
    #expect(try DriftSummary(jsonData: data).jsonData() == data)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""firstSeen" : "1970-01-02T00:00:00Z""#))
    var merged = report.summary
    merged.merge(report.summary)
    #expect(merged.decodeCounts == ["Issue": 8])
    #expect(merged.drifts.map(\.count) == [4, 2])
    #expect(merged.drifts.map(\.decodeCount) == [4, 2])
  }

  @Test func `a check against a baseline fails on new drift, listing it`() throws {
    let decoder = RealPayloadDriftTests.decoder
    let baseline = DriftReport()
    let (_, clean) = try decoder.decode(
      WrapperGitHubIssue.self, from: issue(), reportResilientDecodingErrors: true)
    baseline.record(clean, model: "Issue")
    let current = DriftReport()
    try record(WrapperGitHubIssue.self, into: current)
    #expect(
      current.summary.newDrift(since: baseline.summary) == [
        "Issue /comments typeMismatch setToNil", "Issue /state unknownNovelValue usedFallback",
      ])
    #expect {
      try current.summary.checkNoNewDrift(since: baseline.summary)
    } throws: { error in
      String(describing: error)
        == """
        2 new drifts since the baseline:
          Issue /comments typeMismatch setToNil
          Issue /state unknownNovelValue usedFallback
        """
    }
    try current.summary.checkNoNewDrift(since: current.summary)
  }

  @Test func `records from many threads at once`() throws {
    let report = DriftReport()
    let decoder = RealPayloadDriftTests.decoder
    let (_, digest) = try decoder.decode(
      WrapperGitHubIssue.self, from: issue(("/comments", .string("many"))),
      reportResilientDecodingErrors: true)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in
      report.record(digest, model: "Issue")
    }
    #expect(report.summary.decodeCounts == ["Issue": 1_000])
    #expect(report.summary.drifts.map(\.decodeCount) == [1_000])
  }
}

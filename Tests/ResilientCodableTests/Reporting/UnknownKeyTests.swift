import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// Keys that no model reads, found through the wrapper and the macro models of real payloads.
struct UnknownKeyTests {
  /// The GitHub issue as recorded, and with the `sub_issues_summary` object that GitHub added to
  /// issues in 2024.
  private func issues() throws -> (recorded: String, drifted: String) {
    var payload = try RealPayloadDriftTests.payload(of: .githubIssue)
    let recorded = payload.text
    payload[pointer: "/sub_issues_summary"] = .object([
      "total": .int(0), "completed": .int(0), "percent_completed": .int(0),
    ])
    return (recorded, payload.text)
  }

  /// The JSON Pointers of the unknown keys that decoding `json` as `Model` reports.
  private func unknownKeys<Model: Decodable>(
    _ type: Model.Type,
    _ json: String,
    decoder: JSONDecoder = RealPayloadDriftTests.decoder
  ) throws -> [String] {
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (_, digest) = try decoder.decode(
      Model.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    let entries = digest?.entries.filter(\.isUnknownKey) ?? []
    #expect(entries.allSatisfy { $0.category == .unknownKey && $0.action == .foundUnknownKey })
    return entries.map(\.jsonPointer)
  }

  @Test func `an added field is reported at its pointer, through wrapper and macro alike`() throws {
    let (recorded, drifted) = try issues()
    let wrapperBefore = try unknownKeys(WrapperGitHubIssue.self, recorded)
    let macroBefore = try unknownKeys(MacroGitHubIssue.self, recorded)
    // The models read a part of GitHub's issue: the rest of its keys are unknown to both.
    #expect(wrapperBefore == macroBefore)
    #expect(wrapperBefore.contains("/node_id"))
    #expect(wrapperBefore.contains("/user/gravatar_id"))
    let wrapperAfter = try unknownKeys(WrapperGitHubIssue.self, drifted)
    let macroAfter = try unknownKeys(MacroGitHubIssue.self, drifted)
    #expect(wrapperAfter == macroAfter)
    #expect(Set(wrapperAfter).subtracting(wrapperBefore) == ["/sub_issues_summary"])
  }

  @Test func `unknown keys are not errors, and say the key as the payload spells it`() throws {
    let (_, drifted) = try issues()
    let decoder = RealPayloadDriftTests.decoder
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (_, digest) = try decoder.decode(
      MacroGitHubIssue.self, from: Data(drifted.utf8), reportResilientDecodingErrors: true)
    let digestValue = try #require(digest)
    #expect(digestValue.errors.isEmpty)
    let entry = try #require(digestValue.entries.first { $0.jsonPointer == "/sub_issues_summary" })
    #expect(entry.message == "Unknown key `sub_issues_summary`")
    #expect(entry.error is UnknownKeyError)
  }

  @Test func `off by default, and a decode that rejects them fails at the first`() throws {
    let (_, drifted) = try issues()
    let (_, digest) = try RealPayloadDriftTests.decoder.decode(
      MacroGitHubIssue.self, from: Data(drifted.utf8), reportResilientDecodingErrors: true)
    #expect(digest == nil)
    let decoder = RealPayloadDriftTests.decoder
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .reject
    #expect {
      try decoder.decode(
        MacroGitHubIssue.self, from: Data(drifted.utf8), reportResilientDecodingErrors: true)
    } throws: { error in
      guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
      return context.codingPath.count == 1
    }
  }

  @Test func `nested objects, flattened types and kept keys are each accounted for`() throws {
    let document = try JSONAPIPayloadTests.document()
    let found = try unknownKeys(JSONAPIArticleResource.self, document.text, decoder: JSONDecoder())
    #expect(
      found == [
        "/included", "/links", "/data/links", "/data/relationships/author/links",
        "/data/relationships/author/data/type", "/data/relationships/comments/links",
      ])
  }

  @Test func `a dropped or replaced value's keys are not unknown, whatever its model names`()
    throws
  {
    // Node 1's author is replaced at `login`, before it reads `url`; node 2 is dropped at
    // `title`, before it reads the rest. Decoding stopped before it read their keys, and the
    // values are gone: none of their keys is unknown, not even `bio` and `added`, which no
    // model names. Nodes 0 and 3 decoded, and their `added` and `bio` are.
    let json = #"""
      {"nodes": [
        {"title": "a", "createdAt": 1, "added": true},
        {"title": "b", "createdAt": 2, "author": {"login": null, "url": "u", "bio": "b"}},
        {"title": null, "createdAt": 3, "author": {"login": "l"}, "added": true},
        {"title": "d", "createdAt": 4, "author": {"login": "l", "url": "u", "bio": "b"}}
      ]}
      """#
    let wrapper = try unknownKeys(UnknownKeyPage.self, json, decoder: JSONDecoder())
    let macro = try unknownKeys(MacroUnknownKeyPage.self, json, decoder: JSONDecoder())
    #expect(wrapper == ["/nodes/0/added", "/nodes/3/author/bio"])
    #expect(macro == wrapper)
  }

  @Test func `unknown keys normalize like any drift: elements and entries as *`() throws {
    let json = #"""
      {"nodes": [{"title": "a", "createdAt": 1, "added": 1}, {"title": "b", "createdAt": 2,
       "added": 2}], "counts": {"x": 1, "y": "two"}}
      """#
    for type in [UnknownKeyPage.self, MacroUnknownKeyPage.self] as [any Decodable.Type] {
      let decoder = JSONDecoder()
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
      let report = DriftReport()
      func record<Model: Decodable>(_ model: Model.Type) throws {
        let (_, digest) = try decoder.decode(
          Model.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
        report.record(digest, model: "Page")
      }
      try record(type)
      #expect(
        report.summary.drifts.map(\.line) == [
          "Page /counts/* typeMismatch droppedEntry",
          "Page /nodes/*/added unknownKey foundUnknownKey",
        ])
    }
  }
}

/// A page of nodes, with wrappers, whose dropped and replaced values leave keys unread.
private struct UnknownKeyPage: Decodable {
  struct Node: Decodable {
    var title: String
    var createdAt: Int
    @Resilient var author: Author?
  }

  struct Author: Decodable {
    var login: String
    var url: String
  }

  @Resilient var nodes: [Node]
  @Resilient var counts: [String: Int]
}

/// ``UnknownKeyPage`` as `@SafeDecoding` models.
@SafeDecoding
private struct MacroUnknownKeyPage {
  @SafeDecoding
  struct Node {
    var title: String
    var createdAt: Int
    var author: Author?
  }

  @SafeDecoding
  struct Author {
    var login: String
    var url: String
  }

  var nodes: [Node]
  var counts: [String: Int]
}

/// A model that reports its own unknown keys, whatever the decode says.
@SafeDecoding(unknownKeys: .report, reporter: RecordingReporter())
private struct ReportingRelease: Codable, Equatable {
  var tag: String
  var assets: [ReportingAsset]
}

/// A model that rejects its own unknown keys.
@SafeDecoding(unknownKeys: .reject)
private struct ReportingAsset: Codable, Equatable {
  var name: String
}

/// The same check, written by hand.
private struct HandCheckedRelease: Decodable {
  var tag: String

  private enum CodingKeys: String, CodingKey {
    case tag
  }

  init(from decoder: any Decoder) throws {
    tag = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .tag)
    try decoder.checkUnknownKeys(.report, knownKeys: CodingKeys.self)
  }
}

@Suite struct ModelUnknownKeyTests {
  static let json = #"""
    {"tag": "v1", "draft": false, "assets": [{"name": "a.zip"}, {"name": "b.zip", "size": 2}]}
    """#

  @Test func `a model's own setting reports and rejects, with the decode's off`() throws {
    let ((release, digest), reports) = try RecordingReporter.recording {
      try decode(ReportingRelease.self, Self.json)
    }
    // The asset with a key it does not read fails, and is dropped; the release reports "draft".
    #expect(release.assets == [ReportingAsset(name: "a.zip")])
    #expect(
      digest.entrySummaries == [
        "/assets/1/size | assets/Index 1/size | assets/Index 1 | dataCorrupted | "
          + "droppedElement(index: 1) | Unknown key `size`: the model rejects keys that it does "
          + "not read",
        "/draft | draft | draft | unknownKey | foundUnknownKey | Unknown key `draft`",
      ])
    // The release's reporter hears both: the drop of an element of its property, and its key.
    #expect(reports.map(\.codingPath.description) == ["assets/Index 1/size", "draft"])
    let (_, handDigest) = try decode(HandCheckedRelease.self, Self.json)
    #expect(handDigest?.entries.map(\.jsonPointer) == ["/assets", "/draft"])
  }

  @Test func `with the decode's own search on, each unknown key is reported once`() throws {
    let (_, digest) = try decode(ReportingRelease.self, Self.json) { decoder in
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    }
    #expect(digest?.entries.map(\.jsonPointer) == ["/assets/1/size", "/draft"])
    #expect(digest?.entries.filter(\.isUnknownKey).count == 1)
  }
}

/// An attachment whose case is named by a `type` property beside its values.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
private enum UnknownKeyAttachment {
  case image(url: String, width: Int?)
  case link(href: String)
}

/// An event whose payload nests its values under a key of each case's name.
@SafeDecoding
private enum UnknownKeyEvent {
  case push(ref: String)
}

/// A message with both kinds of enum payload, and a field read through a nested path.
@SafeDecoding
private struct UnknownKeyMessage {
  var attachments: [UnknownKeyAttachment]
  var event: UnknownKeyEvent?
  @CodedAt("meta", "sender") var sender: String
}

@Suite struct EnumPayloadUnknownKeyTests {
  @Test func `the keys of an enum's payload and of a nested path's objects are found`() throws {
    let json = #"""
      {"attachments": [{"type": "image", "url": "u", "alt": "a"}, {"type": "link", "href": "h"}],
       "event": {"push": {"ref": "main", "forced": true}, "seq": 1},
       "meta": {"sender": "ada", "via": "api"}}
      """#
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (message, digest) = try decoder.decode(
      UnknownKeyMessage.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(message.sender == "ada")
    // In the order decoding opened the objects: a nested path's first, with the model's own.
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/meta/via", "/attachments/0/alt", "/event/seq", "/event/push/forced",
      ])
  }
}

/// A model of 70 fields, `k0` to `k69`, written by hand, which reads all but the last: wider than
/// the 64 keys whose reads the log keeps without allocating.
private struct WideRecord: Decodable {
  struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  var fields: [Int]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: FieldKey.self)
    fields = try (0..<69).map {
      try container.decode(Int.self, forKey: FieldKey(stringValue: "k\($0)"))
    }
  }
}

/// A page of wide records and of a dictionary of 100 entries.
private struct WidePage: Decodable {
  @Resilient var records: [WideRecord]
  @Resilient var scores: [String: Int]
}

@Suite struct WideObjectUnknownKeyTests {
  @Test func `an object of more than 64 keys has exactly its unread keys found`() throws {
    func record(extra: String) -> String {
      let fields = (0..<70).map { #""k\#($0)": \#($0)"# }
      return "{" + (fields + [#""\#(extra)": true"#]).joined(separator: ", ") + "}"
    }
    let scores = (0..<100).map { #""s\#($0)": \#($0)"# }.joined(separator: ", ")
    let json =
      #"{"records": [\#(record(extra: "a")), \#(record(extra: "b"))], "scores": {\#(scores)}}"#
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (page, digest) = try decoder.decode(
      WidePage.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(page.records.map(\.fields) == [Array(0..<69), Array(0..<69)])
    #expect(page.scores.count == 100)
    // Every entry of the dictionary is read; of each record, `k69` and its extra key are not.
    #expect(
      digest?.entries.map(\.jsonPointer) == [
        "/records/0/a", "/records/0/k69", "/records/1/b", "/records/1/k69",
      ])
  }
}

/// Nodes by name, read as a dictionary, beside the nodes of ``UnknownKeyPage``.
private struct UnknownKeyDirectory: Decodable {
  @Resilient var byName: [String: UnknownKeyPage.Node]
}

/// ``UnknownKeyDirectory`` as a `@SafeDecoding` model.
@SafeDecoding
private struct MacroUnknownKeyDirectory {
  var byName: [String: MacroUnknownKeyPage.Node]
}

@Suite struct DictionaryUnknownKeyTests {
  /// The JSON Pointers of the unknown keys that decoding `json` as `Model` reports.
  private func unknownKeys<Model: Decodable>(
    _ type: Model.Type, _ json: String, snakeCase: Bool = false
  ) throws -> [String] {
    let decoder = JSONDecoder()
    if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
    let (_, digest) = try decoder.decode(
      Model.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    return digest?.entries.filter(\.isUnknownKey).map(\.jsonPointer) ?? []
  }

  @Test func `the objects inside a dictionary's values are searched too`() throws {
    let json = #"""
      {"byName": {"a": {"title": "a", "createdAt": 1, "added": true},
                  "b": {"title": "b", "createdAt": 2}}, "extra": 1}
      """#
    // The dictionary reads every entry; the model of entry `a` does not read `added`.
    let expected = ["/extra", "/byName/a/added"]
    #expect(try unknownKeys(UnknownKeyDirectory.self, json) == expected)
    #expect(try unknownKeys(MacroUnknownKeyDirectory.self, json) == expected)
    // A dictionary at the top of the payload too.
    #expect(
      try unknownKeys(
        [String: UnknownKeyPage.Node].self, #"{"a": {"title": "a", "createdAt": 1, "x": 0}}"#) == [
          "/a/x"
        ])
  }

  @Test func `under a key strategy, a key is spelled as the payload spells it`() throws {
    // The dictionary's own keys are not converted, as `JSONDecoder` leaves them.
    let json = #"""
      {"by_name": {"node_a": {"title": "a", "created_at": 1, "added_at": 3}}, "extra_field": 1}
      """#
    let expected = ["/extra_field", "/by_name/node_a/added_at"]
    #expect(try unknownKeys(UnknownKeyDirectory.self, json, snakeCase: true) == expected)
    #expect(try unknownKeys(MacroUnknownKeyDirectory.self, json, snakeCase: true) == expected)
  }

  @Test func `a key that the payload repeats is known when the model reads it`() throws {
    // `JSONDecoder` reads the first of two equal keys; the second is not a key of its own.
    let json = #"""
      {"nodes": [{"title": "a", "title": "b", "createdAt": 1, "added": 1, "added": 2}],
       "counts": {}}
      """#
    #expect(try unknownKeys(UnknownKeyPage.self, json) == ["/nodes/0/added"])
    #expect(try unknownKeys(MacroUnknownKeyPage.self, json) == ["/nodes/0/added"])
  }
}

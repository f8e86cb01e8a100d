import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// The wrapper path and the macro path are one behaviour: the same payloads, decoded through a
// `@Resilient` model and through the equivalent `@SafeDecoding` model, give the same values,
// the same digest and the same bytes written back.

enum ParityState: String, Codable, Equatable, CaseIterable, Sendable, ResilientRawRepresentable {
  case open, closed, unknown
  static var decodingFallback: Self { .unknown }
}

struct ParityLabel: Codable, Equatable {
  let name: String
  let color: String?
}

/// The dates of the parity models: ISO 8601, or seconds since 1970.
enum ParityDates: CodingPreset {
  static let strategy = DateFormatsStrategy([.iso8601, .secondsSince1970])
}

typealias ParityDate<Value> = Coded<ParityDates, Value>

/// A state in any case, or `"wip"` for open.
enum ParityStateCase: CodingPreset {
  static let strategy = CaseInsensitiveStrategy<ParityState>(aliases: ["wip": .open])
}

/// A label sent as JSON inside a string.
enum ParityEmbeddedLabel: CodingPreset {
  static let strategy = EmbeddedJSONStrategy(ParityLabel.self)
}

/// Strings, or one string for an array of one.
enum ParityOneOrMany: CodingPreset {
  static let strategy = OneOrManyStrategy<String>()
}

/// An integer, with `""` and `"N/A"` for none.
enum ParityBlankRank: CodingPreset {
  static let strategy = BlankAsAbsentStrategy<Int>(orAnyOf: ["N/A"])
}

/// Every resilient kind and every built-in strategy, through the wrappers.
struct WrapperIssue: Codable, Equatable {
  var number: Int
  @Resilient var title: String?
  @Resilient var state: ParityState?
  @Resilient var status: ParityState
  @Resilient var labels: [ParityLabel]
  @Resilient var assignees: Set<String>
  @Resilient var reactions: [String: Int]
  @Resilient var milestone: ParityLabel?
  @Resilient var history: [ParityState]?
  @Resilient var count: Int?
  @Coerced var comments: Int?
  @Coerced var score: Double
  @ParityDate var closedAt: Date?
  @ParityDate var reviews: [Date]
  @Coded<ParityStateCase, ParityState> var phase: ParityState
  @Coded<Base64Data, Data?> var avatar: Data?
  @Coded<ParityOneOrMany, [String]> var topics: [String]
  @Coded<ParityBlankRank, Int?> var rank: Int?
  @Coded<ParityEmbeddedLabel, ParityLabel?> var packed: ParityLabel?
  @Coded<HexData, Set<Data>> var hashes: Set<Data>
  @ParityDate var drafts: [Date]?
}

/// The same model, through the macro.
@SafeDecoding
struct MacroIssue: Codable, Equatable {
  var number: Int
  var title: String?
  var state: ParityState?
  var status: ParityState
  var labels: [ParityLabel]
  var assignees: Set<String>
  var reactions: [String: Int]
  var milestone: ParityLabel?
  var history: [ParityState]?
  var count: Int?
  @CodedBy(.coerced(Int.self)) var comments: Int?
  @CodedBy(.coerced(Double.self)) var score: Double
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var closedAt: Date?
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var reviews: [Date]
  @CodedBy(.caseInsensitive(ParityState.self, aliases: ["wip": .open])) var phase: ParityState
  @CodedBy(.base64) var avatar: Data?
  @CodedBy(.oneOrMany(String.self)) var topics: [String]
  @CodedBy(.blankAsAbsent(Int.self, orAnyOf: ["N/A"])) var rank: Int?
  @CodedBy(.jsonString(ParityLabel.self)) var packed: ParityLabel?
  @CodedBy(.hex) var hashes: Set<Data>
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var drafts: [Date]?
}

struct WrapperMacroParityTests {
  /// One field of a generated payload: a good value, or one of the ways a server sends bad data.
  private static func field(
    _ key: String,
    good: [String],
    bad: [String],
    using random: inout SplitMix64
  ) -> String? {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: nil  // missing
    case 1: "\"\(key)\": null"
    case 2: "\"\(key)\": \(bad.randomElement(using: &random) ?? "null")"
    default: "\"\(key)\": \(good.randomElement(using: &random) ?? "null")"
    }
  }

  /// A random issue payload with drift in every field but `number` and `score`, which is a
  /// number or a numeric string; dates in either of two formats.
  private static func payload(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    let label = [#"{"name": "bug"}"#, #"{"name": "ui", "color": "f00"}"#]
    let badLabel = [#"{"color": "f00"}"#, "7", #"{"name": null}"#]
    func array(_ good: [String], _ bad: [String]) -> String {
      let count = Int.random(in: 0...3, using: &random)
      let elements = (0..<count).map { _ in
        (Bool.random(using: &random) ? good : bad).randomElement(using: &random) ?? "null"
      }
      return "[\(elements.joined(separator: ", "))]"
    }
    let fields = [
      #""number": 7"#,
      field("title", good: [#""Crash""#, #""""#], bad: ["1", "true", "[]"], using: &random),
      field(
        "state", good: [#""open""#, #""closed""#], bad: [#""archived""#, "2"], using: &random),
      field(
        "status", good: [#""open""#, #""closed""#], bad: [#""archived""#, "2", "[]"],
        using: &random),
      field(
        "labels", good: [array(label, badLabel)], bad: [#""bug""#, "{}"], using: &random),
      field(
        "assignees", good: [array([#""ann""#, #""bo""#], ["1", "null", "2.5"])], bad: ["3"],
        using: &random),
      field(
        "reactions",
        good: [#"{"+1": 2, "heart": "x"}"#, #"{"eyes": "1"}"#, #"{"-1": null}"#], bad: ["[1]"],
        using: &random),
      field("milestone", good: label, bad: badLabel, using: &random),
      field(
        "history", good: [array([#""open""#, #""closed""#], [#""draft""#, "false"])],
        bad: [#""open""#], using: &random),
      field("count", good: ["3"], bad: [#""4""#, #""4.5""#, "true"], using: &random),
      field("comments", good: ["5"], bad: [#""6""#, #""-7""#, #""x""#], using: &random),
      #""score": "# + (Bool.random(using: &random) ? "1.5" : #""2.5""#),
      field(
        "closedAt", good: ["1714564800", #""2024-05-01T12:00:00Z""#],
        bad: [#""yesterday""#, "true"], using: &random),
      field(
        "reviews",
        good: [array(["1714564800", #""2024-05-01T12:00:00+02:00""#], [#""x""#, "[]"])],
        bad: ["{}"], using: &random),
      field(
        "phase", good: [#""open""#, #""CLOSED""#, #""wip""#], bad: [#""gone""#, "1"],
        using: &random),
      field("avatar", good: [#""AQI=""#, #""AQI""#], bad: [#""%%""#, "2"], using: &random),
      field(
        "topics", good: [#""swift""#, array([#""a""#, #""b""#], ["1", "null"])], bad: ["{}"],
        using: &random),
      field("rank", good: ["3", #""""#, #""N/A""#], bad: [#""x""#, "[]"], using: &random),
      field(
        "packed", good: [#""{\"name\": \"bug\"}""#], bad: [#""{""#, #""[]""#, "{}"],
        using: &random),
      field(
        "hashes", good: [array([#""00ff""#, #""0A""#], [#""0""#, #""zz""#, "5"])], bad: ["9"],
        using: &random),
      field(
        "drafts", good: [array(["1714564800", #""2024-05-01T12:00:00Z""#], [#""x""#, "{}"])],
        bad: [#""soon""#, "3"], using: &random),
    ]
    return "{" + fields.compactMap { $0 }.joined(separator: ", ") + "}"
  }

  /// `json` with the set's elements (and the dropped ones written back after them) sorted,
  /// since two equal sets may list them in different orders.
  private static func canonical(_ json: String) throws -> String {
    var object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    for set in ["assignees", "hashes"] {
      if let elements = object[set] as? [Any] {
        object[set] = elements.sorted { "\($0)" < "\($1)" }
      }
    }
    let data = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
    return String(decoding: data, as: UTF8.self)
  }

  @Test func `wrapper and macro models agree on values, digest and bytes written back`() throws {
    for seed in UInt64(0)..<500 {
      let json = Self.payload(seed: seed)
      for preserving in [false, true] {
        let coercing = seed % 2 == 0
        let configure: (JSONDecoder) -> Void = { decoder in
          decoder.userInfo.resilientDecodingOptions.preservesInvalidData = preserving
          decoder.userInfo.resilientDecodingOptions.coercesScalars = coercing
        }
        let (wrapper, wrapperDigest) = try decode(WrapperIssue.self, json, configure: configure)
        let (macro, macroDigest) = try decode(MacroIssue.self, json, configure: configure)
        #expect(macro.title == wrapper.title, "\(json)")
        #expect(macro.state == wrapper.state, "\(json)")
        #expect(macro.status == wrapper.status, "\(json)")
        #expect(macro.labels == wrapper.labels, "\(json)")
        #expect(macro.assignees == wrapper.assignees, "\(json)")
        #expect(macro.reactions == wrapper.reactions, "\(json)")
        #expect(macro.milestone == wrapper.milestone, "\(json)")
        #expect(macro.history == wrapper.history, "\(json)")
        #expect(macro.count == wrapper.count, "\(json)")
        #expect(macro.comments == wrapper.comments, "\(json)")
        #expect(macro.score == wrapper.score, "\(json)")
        #expect(macro.closedAt == wrapper.closedAt, "\(json)")
        #expect(macro.reviews == wrapper.reviews, "\(json)")
        #expect(macro.phase == wrapper.phase, "\(json)")
        #expect(macro.avatar == wrapper.avatar, "\(json)")
        #expect(macro.topics == wrapper.topics, "\(json)")
        #expect(macro.rank == wrapper.rank, "\(json)")
        #expect(macro.packed == wrapper.packed, "\(json)")
        #expect(macro.hashes == wrapper.hashes, "\(json)")
        #expect(macro.drafts == wrapper.drafts, "\(json)")
        #expect(macroDigest?.entries.count == wrapperDigest?.entries.count, "\(json)")
        for (macroEntry, wrapperEntry) in zip(
          macroDigest?.entries ?? [], wrapperDigest?.entries ?? [])
        {
          #expect(macroEntry.codingPath == wrapperEntry.codingPath, "\(json)")
          #expect(macroEntry.recoveryPath == wrapperEntry.recoveryPath, "\(json)")
          #expect(macroEntry.category == wrapperEntry.category, "\(json)")
          #expect(macroEntry.action == wrapperEntry.action, "\(json)")
          #expect(macroEntry.message == wrapperEntry.message, "\(json)")
        }
        let macroBytes = try Self.canonical(encode(macro))
        let wrapperBytes = try Self.canonical(encode(wrapper))
        #expect(macroBytes == wrapperBytes, "\(json), preserving: \(preserving)")
      }
    }
  }
}

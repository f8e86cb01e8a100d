import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A model whose tags decode before its id: a badge with a bad tag and no id reports the tag,
/// then fails as a whole.
@SafeDecoding(reporter: RecordingReporter())
struct Badge: Equatable {
  var tags: [String]
  let id: Int
}

/// Badges in a dictionary, whose first pass is withdrawn when one entry fails.
@SafeDecoding(reporter: RecordingReporter())
struct BadgeShelf: Equatable {
  var badges: [String: Badge]
}

/// A retry that decodes a badge, withdrawn when the badge fails.
@SafeDecoding(reporter: RecordingReporter())
struct BadgeCount: Equatable {
  @RetryDecoding(Badge.self, map: { $0.id }) var count = 0
}

/// Untagged cases tried in turn: a failed case's reports are withdrawn.
@SafeDecoding(decodingStrategy: .untagged, reporter: RecordingReporter())
enum Holder: Equatable, Codable {
  case member(tags: [String], login: String)
  case team(tags: [String], name: String)
}

/// Badges each kept as a `Failable`, whose failures are kept, with what they reported.
@SafeDecoding(reporter: RecordingReporter())
struct BadgeWall: Equatable {
  var badges: [Failable<Badge>]
}

/// An attempt that may be withdrawn (a dictionary's first pass, a retry, an untagged case) holds
/// back its reports from every sink until it is kept: the models' reporters hear what the
/// digest keeps, once, in the same order.
struct ScopedAttemptTests {
  /// One line per report, as every sink should hear it.
  static func lines(_ reports: [SafeDecodingReport]) -> [String] {
    reports.map { "\($0.modelType) \($0.recoveryPath): \($0.action)" }
  }

  static func lines(_ digest: ErrorDigest?) -> [String] {
    (digest?.entries ?? []).map { "\($0.recoveryPath): \($0.action)" }
  }

  /// The reports and the digest of decoding `json` as `type`.
  static func decodeRecording<Value: Decodable>(
    _ type: Value.Type,
    _ json: String
  ) throws -> (Value, [SafeDecodingReport], ErrorDigest?) {
    let ((value, digest), reports) = try RecordingReporter.recording {
      try decode(type, json)
    }
    return (value, reports, digest)
  }

  @Test
  func `a dictionary's withdrawn first pass reaches no reporter`() throws {
    let keys = (0..<20).map { String(format: "k%02d", $0) }
    let good = keys.map { #""\#($0)": {"tags": ["a", 1], "id": 1}"# }
    let json =
      #"{"badges": {"# + (good + [#""zz": {"tags": [2]}"#]).joined(separator: ", ")
      + "}}"
    let (shelf, reports, digest) = try Self.decodeRecording(BadgeShelf.self, json)
    #expect(shelf.badges.count == 20)
    #expect(shelf.badges["k07"] == Badge(tags: ["a"], id: 1))
    let expected =
      keys.map { "Badge badges/\($0)/tags/Index 1: droppedElement(index: 1)" } + [
        "Badge badges/zz/tags/Index 0: droppedElement(index: 0)",
        #"BadgeShelf badges/zz: droppedEntry(key: "zz")"#,
      ]
    #expect(Self.lines(reports) == expected)
    #expect(
      Self.lines(digest) == expected.map { String($0.split(separator: " ", maxSplits: 1)[1]) })
    #expect(reports.count == digest?.entries.count)
  }

  @Test
  func `a failed retry's nested reports reach no reporter`() throws {
    let (count, reports, digest) = try Self.decodeRecording(
      BadgeCount.self, #"{"count": {"tags": ["a", 1]}}"#)
    #expect(count.count == 0)
    #expect(Self.lines(reports) == ["BadgeCount count: usedInitialValue"])
    #expect(Self.lines(digest) == ["count: usedInitialValue"])
  }

  @Test
  func `a kept retry's nested reports reach every reporter once`() throws {
    let (count, reports, digest) = try Self.decodeRecording(
      BadgeCount.self, #"{"count": {"tags": ["a", 1], "id": 4}}"#)
    #expect(count.count == 4)
    #expect(
      Self.lines(reports) == [
        "Badge count/tags/Index 1: droppedElement(index: 1)",
        "BadgeCount count: recoveredByRetry(1)",
      ])
    #expect(
      Self.lines(digest) == [
        "count/tags/Index 1: droppedElement(index: 1)", "count: recoveredByRetry(1)",
      ])
  }

  @Test
  func `an untagged enum's failed cases reach no reporter`() throws {
    let (holders, reports, digest) = try Self.decodeRecording(
      [Holder].self,
      #"[{"tags": ["b", 2], "name": "core"}, {"tags": [3, "c"], "login": "ann"}]"#)
    #expect(holders == [.team(tags: ["b"], name: "core"), .member(tags: ["c"], login: "ann")])
    #expect(
      Self.lines(reports) == [
        "Holder Index 0/tags/Index 1: droppedElement(index: 1)",
        "Holder Index 1/tags/Index 0: droppedElement(index: 0)",
      ])
    #expect(
      Self.lines(digest) == [
        "Index 0/tags/Index 1: droppedElement(index: 1)",
        "Index 1/tags/Index 0: droppedElement(index: 0)",
      ])
  }

  @Test
  func `a failable's nested reports reach every reporter once`() throws {
    let (wall, reports, digest) = try Self.decodeRecording(
      BadgeWall.self, #"{"badges": [{"tags": ["a", 1], "id": 1}, {"tags": [2]}]}"#)
    #expect(wall.badges.map(\.value) == [Badge(tags: ["a"], id: 1), nil])
    let expected = [
      "Badge badges/Index 0/tags/Index 1: droppedElement(index: 1)",
      "Badge badges/Index 1/tags/Index 0: droppedElement(index: 0)",
      "BadgeWall badges/Index 1: keptAsFailure",
    ]
    #expect(Self.lines(reports) == expected)
    #expect(
      Self.lines(digest) == expected.map { String($0.split(separator: " ", maxSplits: 1)[1]) })
    #expect(reports.first { $0.modelType == BadgeWall.self }?.property == "badges")
  }
}

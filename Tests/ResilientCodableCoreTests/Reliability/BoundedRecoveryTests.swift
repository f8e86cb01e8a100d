import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// What a payload of mostly bad elements costs: what a collection and a digest keep past their
/// bounds, and the limits that stop such a payload early.
struct BoundedRecoveryTests {
  struct Numbers: Codable {
    @Resilient var items: [Int]
  }

  struct Counts: Decodable {
    @Resilient var counts: [String: Int]
  }

  /// `{"items": [0, "x", 2, "x", …]}`: `count` elements, every odd one bad.
  static func items(_ count: Int) -> String {
    #"{"items": ["#
      + (0..<count).map { $0 % 2 == 0 ? String($0) : #""x""# }
      .joined(separator: ",") + "]}"
  }

  @Test func `a collection keeps the first errors and then only where each element was`() throws {
    let (numbers, _) = try decode(Numbers.self, Self.items(400))
    #expect(numbers.items == Array(stride(from: 0, to: 400, by: 2)))
    let errors = numbers.$items.errors
    #expect(errors.count == 200)
    let limit = UnrecordedDropError.recordedLimit
    #expect(errors.prefix(limit).allSatisfy { $0 is DecodingError })
    let unrecorded = errors.dropFirst(limit).compactMap { $0 as? UnrecordedDropError }
    #expect(unrecorded.map(\.position) == Array(stride(from: 2 * limit + 1, to: 400, by: 2)))
    #expect(
      unrecorded.first?.description
        == "Element 201 was dropped; its error is not kept past the first 100")
    // Each result stands where its element was.
    let results = numbers.$items.results
    #expect(results.count == 400)
    guard case .failure(let last) = results[399], case .success(398) = results[398] else {
      Issue.record("\(results.suffix(2))")
      return
    }
    #expect((last as? UnrecordedDropError)?.position == 399)
  }

  @Test func `past the bound, preservation still writes every dropped element back`() throws {
    let (numbers, _) = try decode(Numbers.self, Self.items(400)) {
      $0.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    let written = try JSONDecoder().decode(
      [String: [JSONScalar]].self, from: JSONEncoder().encode(numbers))
    #expect(written["items"]?.count == 400)
    #expect(written["items"]?[399] == .string("x"))
  }

  @Test func `a dictionary keeps the key of every entry it dropped past the bound`() throws {
    let entries = (0..<150).map { #""k\#($0)": "x""# }.joined(separator: ",")
    let (counts, digest) = try decode(Counts.self, #"{"counts": {\#(entries)}}"#)
    #expect(counts.counts.isEmpty)
    #expect(digest?.entries.count == 150)
    let unrecorded = counts.$counts.errors.compactMap { $0 as? UnrecordedDropError }
    #expect(unrecorded.count == 50)
    #expect(Set(counts.$counts.results.keys).count == 150)
    #expect(unrecorded.allSatisfy { $0.key?.hasPrefix("k") == true })
  }

  @Test func `a digest keeps entries up to its limit and counts the rest by group`() throws {
    let digest = try #require(
      try decode(Numbers.self, Self.items(60)) {
        $0.userInfo.resilientDecodingOptions.digestEntryLimit = 10
      }.1)
    #expect(digest.entries.count == 10)
    #expect(digest.entries.last?.jsonPointer == "/items/19")
    #expect(digest.omitted.count == 1)
    #expect(digest.omitted.first?.normalizedJSONPointer == "/items/*")
    #expect(digest.omitted.first?.category == .typeMismatch)
    #expect(digest.omitted.first?.count == 20)
    #expect(digest.recoveryCount == 30)
    #expect(
      digest.description.split(separator: "\n").last
        == "… and 20 more like /items/*: typeMismatch")
  }

  @Test func `past the limit, a dictionary's dropped entries are counted in one group`() throws {
    let entries = (0..<50).map { #""k\#($0)": "x""# }.joined(separator: ",")
    let badKeys = (0..<30).map { #""a\#($0)": 1"# }.joined(separator: ",")
    struct Keyed: Decodable {
      @Resilient var counts: [String: Int]
      @Resilient var scores: [Int: Int]
    }
    let digest = try #require(
      try decode(Keyed.self, #"{"counts": {\#(entries)}, "scores": {\#(badKeys)}}"#) {
        $0.userInfo.resilientDecodingOptions.digestEntryLimit = 10
      }.1)
    #expect(digest.entries.count == 10)
    #expect(
      digest.omitted.map {
        "\($0.normalizedJSONPointer) \($0.category) \($0.actionName) \($0.count)"
      }
        == [
          "/counts/* typeMismatch droppedEntry 40", "/scores/* dataCorrupted droppedEntry 30",
        ])
    #expect(digest.recoveryCount == 80)
  }

  @Test func `the default digest keeps a thousand entries`() throws {
    let json =
      #"{"items": ["# + Array(repeating: #""x""#, count: 5_000).joined(separator: ",")
      + "]}"
    let (numbers, digest) = try decode(Numbers.self, json)
    #expect(numbers.items.isEmpty)
    #expect(digest?.entries.count == 1_000)
    #expect(digest?.omitted.map(\.count) == [4_000])
    #expect(
      digest?.description.hasSuffix("\n… and 4,000 more like /items/*: typeMismatch") == true)
    #expect(numbers.$items.errors.count == 5_000)
  }

  @Test func `a recovery limit stops the decode at the recovery past it`() throws {
    #expect {
      try decode(Numbers.self, Self.items(100)) {
        $0.userInfo.resilientDecodingOptions.recoveryLimit = 5
      }
    } throws: { error in
      guard let exceeded = error as? RecoveryLimitExceededError else { return false }
      return exceeded.limit == 5 && exceeded.lastError is DecodingError
        && exceeded.description
          == "Stopped after 5 recoveries, the limit: Expected `Int` but found a string instead"
    }
    // Within the limit, the decode recovers as usual.
    let (numbers, digest) = try decode(Numbers.self, Self.items(10)) {
      $0.userInfo.resilientDecodingOptions.recoveryLimit = 5
    }
    #expect(numbers.items == [0, 2, 4, 6, 8])
    #expect(digest?.entries.count == 5)
  }

  @Test func `nothing recovers from the recovery limit, not even an enclosing collection`() {
    struct Pages: Decodable {
      @Resilient var pages: [Numbers]
    }
    let json =
      "{\"pages\": [" + Array(repeating: Self.items(10), count: 3).joined(separator: ",")
      + "]}"
    #expect(throws: RecoveryLimitExceededError.self) {
      try decode(Pages.self, json) {
        $0.userInfo.resilientDecodingOptions.recoveryLimit = 12
      }
    }
  }

  @Test func `a completeness limit stops the collection as soon as it can no longer hold`() throws {
    struct Page: Decodable {
      @Resilient var numbers: Numbers?
    }
    // Ten percent of 100 elements is 10: the eleventh drop, at index 21, decides.
    let (page, digest) = try decode(Page.self, #"{"numbers": \#(Self.items(100))}"#) {
      $0.userInfo.resilientDecodingOptions.completenessLimit = .droppedAtMost(percent: 10)
    }
    #expect(page.numbers == nil)
    #expect(digest?.entries.count == 12)
    #expect(digest?.entries.last?.jsonPointer == "/numbers/items")
    #expect(
      digest?.entries.last?.message
        == "11 of 100 elements were dropped, more than the limit of at most 10% dropped")
    #expect(digest?.entries.dropLast().last?.jsonPointer == "/numbers/items/21")
  }
}

/// A JSON scalar, to read back what was written.
private enum JSONScalar: Decodable, Equatable {
  case int(Int)
  case string(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else {
      self = .string(try container.decode(String.self))
    }
  }
}

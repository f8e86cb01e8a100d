import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A release with a nested asset and a path through `meta`, keeping every key it does not read.
@SafeDecoding(preservingUnknownKeys: true)
private struct KeepingRelease: Codable, Equatable {
  @SafeDecoding(preservingUnknownKeys: true)
  struct Asset: Codable, Equatable {
    var name: String
  }

  var tag: String
  var asset: Asset
  @CodedAt("meta", "author") var author: String
}

/// The unknown keys that the reader keeps from its tape, compared with those that the same
/// models keep through `JSONDecoder`'s own containers.
struct KeptUnknownKeyReadingTests {
  /// Every kind of JSON value among the keys the models do not read, an escaped key, a key
  /// outside ASCII, and a key sent twice (the first wins, as a dictionary reads it).
  static let json = #"""
    {"tag": "v1", "count": 3, "ratio": 0.5, "big": 12345678901234567890, "flag": true,
     "none": null, "list": [1, "two", [3], {"four": 4}], "obj": {"a": {"b": []}},
     "caf\u00e9": "escaped", "naïve": "raw", "dup": 1, "dup": 2,
     "asset": {"name": "a.zip", "size": 20, "labels": ["x"]},
     "meta": {"author": "ada", "via": "api"}}
    """#

  /// `json` decoded through the reader, as every entry point of ours decodes.
  private func throughReader(_ json: String) throws -> KeepingRelease {
    try JSONDecoder().decode(
      KeepingRelease.self, from: Data(json.utf8), reportResilientDecodingErrors: true
    ).0
  }

  @Test func `the reader keeps the unknown keys that JSONDecoder's containers keep`() throws {
    let ours = try throughReader(Self.json)
    let foundation = try JSONDecoder().decode(KeepingRelease.self, from: Data(Self.json.utf8))
    #expect(ours.preservedData.unknownKeys == foundation.preservedData.unknownKeys)
    #expect(
      ours.preservedData.unknownKeys.keys.sorted() == [
        "big", "café", "count", "dup", "flag", "list", "naïve", "none", "obj", "ratio",
      ])
    #expect(ours.preservedData.unknownKeys["dup"] == 1)
    #expect(ours.preservedData.unknownKeys["big"] == .number(1.234_567_890_123_456_7e19))
    #expect(ours.preservedData.unknownKeys["list"] == [1, "two", [3], ["four": 4]])
    #expect(ours.asset.preservedData.unknownKeys == ["size": 20, "labels": ["x"]])
    #expect(ours.preservedData.unknownKeys(inObjectAt: ["meta"]) == ["via": "api"])
    #expect(
      ours.preservedData.unknownKeys(inObjectAt: ["meta"])
        == foundation.preservedData.unknownKeys(inObjectAt: ["meta"]))
    // Written back alike, byte for byte.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(ours) == encoder.encode(foundation))
  }

  @Test func `a value that cannot be kept is left out, and the keys beside it kept`() throws {
    // 1e400 is no `Double`: the model's own object and the object at `meta` keep the rest.
    let json = #"""
      {"tag": "v1", "huge": 1e400, "kept": "k", "asset": {"name": "a"},
       "meta": {"author": "ada", "huge": 1e400, "via": "api"}}
      """#
    let release = try throughReader(json)
    #expect(release.preservedData.unknownKeys == ["kept": "k"])
    #expect(release.preservedData.unknownKeys(inObjectAt: ["meta"]) == ["via": "api"])
  }

  @Test func `objects of one model keep their own unknown keys, whatever their order`() throws {
    // The reader remembers the last asset's keys to tell the next one's quickly: each asset
    // still keeps exactly its own, in any order, escaped or not.
    let json = #"""
      [{"name": "a", "size": 1}, {"size": 2, "name": "b"}, {"name": "c", "x": 3, "size": 4},
       {"name": "d"}, {"n\u0061me": "e", "size": 5}, {"name": "f", "size": 6, "name": "g"}]
      """#
    let (assets, _) = try JSONDecoder().decode(
      [KeepingRelease.Asset].self, from: Data(json.utf8), reportResilientDecodingErrors: true)
    #expect(assets.map(\.name) == ["a", "b", "c", "d", "e", "f"])
    #expect(
      assets.map(\.preservedData.unknownKeys) == [
        ["size": 1], ["size": 2], ["x": 3, "size": 4], [:], ["size": 5], ["size": 6],
      ])
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A profile whose optionals start with a value, as Swift code often declares them.
@SafeDecoding
struct DraftProfile: Codable, Equatable {
  var name: String
  var nickname: String? = nil
  var motto: String? = "Onward"
  var score: Int? = nil
  @CodedBy(.coerced(Int.self)) var visits: Int? = nil
}

/// ``DraftProfile`` with synthesized `Codable`, which decodes each optional with
/// `decodeIfPresent`.
private struct PlainDraftProfile: Codable, Equatable {
  var name: String
  var nickname: String? = nil
  var motto: String? = "Onward"
  var score: Int? = nil
}

/// ``DraftProfile`` as a class.
@SafeDecoding
final class DraftProfileRecord: Codable {
  var name: String
  var nickname: String? = nil
  var motto: String? = "Onward"
  var score: Int? = nil
  @CodedBy(.coerced(Int.self)) var visits: Int? = nil
}

/// A note whose associated values have optional defaults.
@SafeDecoding
enum DraftNote: Equatable {
  case text(body: String, author: String? = nil, pinned: Bool? = false)
}

struct OptionalInitialValueTests {
  @Test func `an optional that starts with nil is nil for a missing key, as synthesized code says`()
    throws
  {
    let json = #"{"name": "Ada"}"#
    let (profile, digest) = try decode(DraftProfile.self, json)
    #expect(
      profile == DraftProfile(name: "Ada", nickname: nil, motto: "Onward", score: nil, visits: nil))
    #expect(digest == nil)
    // Synthesized code agrees on the optionals that start with `nil`; it drops `motto`'s
    // initial value for a missing key, which the model keeps, as it keeps every initial value.
    let plain = try JSONDecoder().decode(PlainDraftProfile.self, from: Data(json.utf8))
    #expect([plain.nickname, plain.motto] == [nil, nil])
    #expect(plain.score == nil)
    #expect(try encode(profile) == #"{"motto":"Onward","name":"Ada"}"#)
    let (record, recordDigest) = try decode(DraftProfileRecord.self, json)
    #expect([record.nickname, record.motto] == [nil, "Onward"])
    #expect([record.score, record.visits] == [nil, nil])
    #expect(recordDigest == nil)
  }

  @Test func `null keeps nil and a bad value is replaced by the initial value, reported`() throws {
    let json = #"{"name": "Ada", "nickname": null, "motto": null, "score": "high", "visits": null}"#
    let (profile, digest) = try decode(DraftProfile.self, json)
    #expect(
      profile == DraftProfile(name: "Ada", nickname: nil, motto: "Onward", score: nil, visits: nil))
    #expect(
      digest.entrySummaries == [
        "/score | score | score | typeMismatch | usedInitialValue | "
          + "Expected `Int` but found a string instead"
      ])
    let (record, recordDigest) = try decode(DraftProfileRecord.self, json)
    #expect(record.score == nil)
    #expect(recordDigest.entrySummaries == digest.entrySummaries)
  }

  @Test func `present values decode and write back as synthesized code writes them`() throws {
    let json = #"{"motto": "Hi", "name": "Ada", "nickname": "A", "score": 3, "visits": 2}"#
    let (profile, digest) = try decode(DraftProfile.self, json)
    #expect(profile == DraftProfile(name: "Ada", nickname: "A", motto: "Hi", score: 3, visits: 2))
    #expect(digest == nil)
    #expect(try encode(profile) == json.replacingOccurrences(of: " ", with: ""))
  }

  @Test func `an associated value with an optional default is nil for a missing key`() throws {
    let (note, digest) = try decode(DraftNote.self, #"{"text": {"body": "hi"}}"#)
    #expect(note == .text(body: "hi", author: nil, pinned: false))
    #expect(digest == nil)
  }
}

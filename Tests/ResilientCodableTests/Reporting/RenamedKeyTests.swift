import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

/// A key read in place of a property's own, one of its `@CodedAs` keys, is drift: reported when
/// the decode asks for unknown keys, and written back under the payload's key with preservation.
struct RenamedKeyTests {
  @SafeDecoding(keyStyle: .snakeCase, reporter: RecordingReporter())
  struct Account: Codable, Equatable {
    @CodedAs("login") var userName: String
    var id: Int
    @CodedAt("meta", "summary") @CodedAs("lede") var summary: String?
  }

  static let renamed = #"{"id": 1, "login": "ada", "meta": {"lede": "Hi"}}"#
  static let own = #"{"id": 1, "user_name": "ada", "meta": {"summary": "Hi"}}"#

  static func decodeAccount(
    _ json: String,
    configure: (JSONDecoder) -> Void = { _ in }
  ) throws -> ((Account, ErrorDigest?), [SafeDecodingReport]) {
    try RecordingReporter.recording { try decode(Account.self, json, configure: configure) }
  }

  @Test func `a renamed key is silent by default`() throws {
    let ((account, digest), reports) = try Self.decodeAccount(Self.renamed)
    #expect(account.userName == "ada")
    #expect(account.summary == "Hi")
    #expect(digest == nil)
    #expect(reports.isEmpty)
  }

  @Test(arguments: [UnknownKeyPolicy.report, .reject])
  func `a decode that finds unknown keys reports each renamed key at its pointer`(
    policy: UnknownKeyPolicy
  ) throws {
    let ((account, digest), reports) = try Self.decodeAccount(Self.renamed) { decoder in
      decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = policy
    }
    #expect(account == Account(userName: "ada", id: 1, summary: "Hi"))
    #expect(
      digest.entrySummaries == [
        "/login | login | login | renamedKey | readRenamedKey "
          + "| Read `user_name` from the key `login`",
        "/meta/lede | meta/lede | meta/lede | renamedKey | readRenamedKey "
          + "| Read `summary` from the key `lede`",
      ])
    // Drift, not an error.
    #expect(digest?.errors.isEmpty == true)
    // The model's reporter hears each once, as the digest does.
    #expect(reports.map(\.message) == digest?.messages)
    // A drift report has a row for each.
    let drift = DriftReport()
    drift.record(digest, model: "Account")
    #expect(
      drift.summary.drifts.map(\.line) == [
        "Account /login renamedKey readRenamedKey",
        "Account /meta/lede renamedKey readRenamedKey",
      ])
  }

  @Test func `the property's own key, however the decoder spells it, is not renamed`() throws {
    for convertsKeys in [false, true] {
      let ((account, digest), _) = try Self.decodeAccount(Self.own) { decoder in
        decoder.userInfo.resilientDecodingOptions.unknownKeyPolicy = .report
        if convertsKeys { decoder.keyDecodingStrategy = .convertFromSnakeCase }
      }
      #expect(account == Account(userName: "ada", id: 1, summary: "Hi"))
      #expect(digest == nil)
    }
  }

  @Test func `with preservation a renamed key is written back as the payload sent it`() throws {
    let ((preserved, _), _) = try Self.decodeAccount(Self.renamed) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(try encode(preserved) == #"{"id":1,"login":"ada","meta":{"lede":"Hi"}}"#)
    // Without it, and for a payload that sent the own keys, the model's keys.
    let ((plain, _), _) = try Self.decodeAccount(Self.renamed)
    #expect(try encode(plain) == #"{"id":1,"meta":{"summary":"Hi"},"user_name":"ada"}"#)
    let ((own, _), _) = try Self.decodeAccount(Self.own) { decoder in
      decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
    }
    #expect(try encode(own) == #"{"id":1,"meta":{"summary":"Hi"},"user_name":"ada"}"#)
  }
}

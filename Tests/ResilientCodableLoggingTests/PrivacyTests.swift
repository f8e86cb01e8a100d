import Foundation
import InMemoryLogging
import Logging
import MetricsTestKit
import ResilientCodable
import ResilientCodableLogging
import ResilientCodableTestSupport
import Testing

/// Payloads whose bad values are markers, decoded through every kind of recovery: no sink (the
/// digest, the model's reports, the log records, the metrics, a drift report) may repeat a
/// marker unless the decode opts in.
struct PrivacyTests {
  /// The markers: a string and a number that nothing but the payload holds.
  static let stringMarker = "MARKER-4f1c9e"
  static let numberMarker = "987654321"

  enum Tier: String, ResilientRawRepresentable {
    case free, pro, unknown
    static var decodingFallback: Tier { .unknown }
  }

  enum Weekday: Int, ResilientRawRepresentable {
    case monday = 1
    static var isFrozen: Bool { true }
  }

  /// Plain raw-value enums, whose errors the standard library writes.
  enum Kind: String, Codable {
    case personal, business
  }

  enum Day: Int, Codable {
    case monday = 1
  }

  @SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
  enum Attachment: Equatable {
    case image(url: String)
    @FallbackCaseDecoding case unsupported
  }

  /// An error of the app's own that carries what it read.
  enum ProfileError: Error {
    case bannedName(String)
  }

  @SafeDecoding
  struct Profile: Decodable {
    var name: String

    func didDecode() throws {
      if name.hasPrefix("MARKER") { throw ProfileError.bannedName(name) }
    }
  }

  @SafeDecoding(reporter: RecordingReporter())
  struct Account: Decodable {
    var tier: Tier?
    var weekday: Weekday?
    var kind: Kind?
    var day: Day?
    var kinds: [Kind]
    var age: Int?
    @CodedBy(.dateFormats(.iso8601)) var joined: Date?
    @CodedBy(.base64) var avatar: Data?
    var attachments: [Attachment]
    var profile: Profile?
    var scores: [Int8]
    @Validate(.matching(/[a-z]+/, "a lowercase handle")) var handle: String?
  }

  /// ``Profile`` without the macro, whose decoding throws the app's error.
  struct PlainProfile: Decodable {
    var name: String

    private enum CodingKeys: CodingKey {
      case name
    }

    init(from decoder: any Decoder) throws {
      name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
      if name.hasPrefix("MARKER") { throw ProfileError.bannedName(name) }
    }
  }

  /// The enums and the profile of ``Account`` as `@Resilient` properties of a model without
  /// the macro.
  struct WrappedAccount: Decodable {
    @Resilient var tier: Tier?
    @Resilient var weekday: Weekday?
    @Resilient var kind: Kind?
    @Resilient var day: Day?
    @Resilient var kinds: [Kind]
    @Resilient var profile: PlainProfile?
  }

  static let payload = """
    {"tier": "\(stringMarker)", "weekday": \(numberMarker), "kind": "\(stringMarker)",
     "day": \(numberMarker), "kinds": ["personal", "\(stringMarker)"], "age": "\(stringMarker)",
     "joined": "\(stringMarker)", "avatar": "\(stringMarker)!",
     "attachments": [{"kind": "\(stringMarker)"}], "profile": {"name": "\(stringMarker)"},
     "scores": [\(numberMarker)], "handle": "\(stringMarker)"}
    """

  /// Every text a decode of ``payload`` gives its sinks, as the `@SafeDecoding` ``Account`` and
  /// the `@Resilient` ``WrappedAccount``: the digest's description and messages, the model's
  /// reports, the log records and the metrics' dimensions, and a drift report's summary.
  static func texts(revealing: Bool) throws -> [String] {
    try texts(of: Account.self, revealing: revealing)
      + texts(of: WrappedAccount.self, revealing: revealing)
  }

  /// Every text a decode of ``payload`` as `Model` gives its sinks.
  static func texts<Model: Decodable>(of model: Model.Type, revealing: Bool) throws -> [String] {
    let handler = InMemoryLogHandler()
    let metrics = TestMetrics()
    let logger = ResilientDecodingLogger(
      logger: Logger(label: "privacy", factory: { _ in handler }), metricsFactory: metrics)
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.revealsPayloadValues = revealing
    let data = Data(payload.utf8)
    let (digest, reports) = try RecordingReporter.recording {
      _ = try decoder.decode(Model.self, from: data, loggingRecoveriesWith: logger)
      return try decoder.decode(Model.self, from: data, reportResilientDecodingErrors: true).1
    }
    let drift = DriftReport()
    drift.record(digest, of: Model.self)
    var texts: [String] = [digest?.description ?? ""]
    texts.append(String(decoding: try drift.summary.jsonData(), as: UTF8.self))
    texts += digest?.messages ?? []
    texts += reports.map(\.message)
    for entry in handler.entries {
      texts.append("\(entry.message)")
      texts += entry.metadata.map { key, value in "\(key)=\(value)" }
    }
    for counter in metrics.counters {
      texts.append(counter.label)
      texts += counter.dimensions.map { name, value in "\(name)=\(value)" }
    }
    return texts
  }

  @Test func `no sink repeats a payload's value`() throws {
    let texts = try Self.texts(revealing: false)
    // Every kind of recovery was reported, each through every sink.
    #expect(try #require(texts.first).split(separator: "\n").count >= 8)
    let leaks = texts.filter { $0.contains(Self.stringMarker) || $0.contains(Self.numberMarker) }
    #expect(leaks == [])
    #expect(texts.contains("Unknown novel value, a string of 13 characters, for `Tier`"))
    #expect(texts.contains("Expected a raw value of `Weekday` but found a number instead"))
    // A plain raw-value enum's error, which the standard library writes, is not repeated.
    #expect(texts.contains("The data is not valid: found a string of 13 characters"))
    #expect(texts.contains("The data is not valid: found a number"))
    // Named as "Running in production" shows it, without its module.
    #expect(texts.contains("`ProfileError.bannedName`"))
    #expect(!texts.contains { $0.contains("ResilientCodableLoggingTests.") })
    #expect(
      texts.contains(
        "Invalid value: expected a lowercase handle, found a string of 13 characters"))
  }

  @Test(arguments: [true, false])
  func `a plain raw-value enum's value reaches no sink through either model`(
    throughMacro: Bool
  ) throws {
    let texts =
      throughMacro
      ? try Self.texts(of: Account.self, revealing: false)
      : try Self.texts(of: WrappedAccount.self, revealing: false)
    #expect(texts.filter { $0.contains(Self.stringMarker) || $0.contains(Self.numberMarker) } == [])
    let description = try #require(texts.first)
    for message in [
      "The data is not valid: found a string of 13 characters (set kind to nil)",
      "The data is not valid: found a number (set day to nil)",
      "The data is not valid: found a string of 13 characters (dropped kinds[1])",
    ] {
      #expect(description.contains(message))
    }
    // Every sink hears it: the description, the drift report's summary, the digest's entry,
    // the model's reporter (the macro's model has one), the log record's metadata.
    let heard = texts.filter { $0.contains("The data is not valid: found a number") }
    #expect(heard.count == (throughMacro ? 6 : 4))
    #expect(heard.last == "resilient.error=The data is not valid: found a number")
  }

  @Test(arguments: [true, false])
  func `an error of the app's own is named without its module through either model`(
    throughMacro: Bool
  ) throws {
    let texts =
      throughMacro
      ? try Self.texts(of: Account.self, revealing: false)
      : try Self.texts(of: WrappedAccount.self, revealing: false)
    // As "Running in production" shows it, in every sink.
    let description = try #require(texts.first)
    #expect(description.contains("- `ProfileError.bannedName` (set profile to nil)"))
    let named = texts.filter { $0.contains("`ProfileError.bannedName`") }
    #expect(named.count == (throughMacro ? 6 : 4))
    #expect(named.last == "resilient.error=`ProfileError.bannedName`")
    #expect(!texts.contains { $0.contains("ResilientCodableLoggingTests.") })
  }

  @Test func `a decode that opts in quotes the values`() throws {
    let texts = try Self.texts(revealing: true)
    #expect(texts.contains("Unknown novel value \"\(Self.stringMarker)\" for `Tier`"))
    #expect(
      texts.contains("Cannot initialize Kind from invalid String value \(Self.stringMarker)"))
    #expect(texts.contains("Cannot initialize Day from invalid Int value \(Self.numberMarker)"))
    #expect(texts.contains("bannedName(\"\(Self.stringMarker)\")"))
    #expect(
      texts.contains("Invalid value: expected a lowercase handle, found \"\(Self.stringMarker)\""))
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// Each built-in strategy through `@CodedBy`: the value, the digest entry, and the bytes written
// back, on payload fragments of the APIs the strategies were built for.

enum QuakeStatus: String, Codable, CaseIterable, Sendable, ResilientRawRepresentable {
  case automatic, reviewed, deleted, unknown
  static var decodingFallback: Self { .unknown }
}

/// A USGS earthquake's properties: `status` arrives as `"automatic"` and `"AUTOMATIC"`.
@SafeDecoding
struct StrategyQuake: Codable, Equatable {
  @CodedBy(.caseInsensitive(QuakeStatus.self, aliases: ["auto": .automatic]))
  let status: QuakeStatus
  @CodedBy(.caseInsensitive(QuakeStatus.self))
  let history: [QuakeStatus]
}

/// A compass heading, named by the `.natural` strategy, without raw values.
@SafeDecoding(decodingStrategy: .natural)
enum StrategyHeading: Codable, CaseIterable, Sendable, Equatable {
  @CaseNameDecoding("NORTH") case north
  @CaseNameDecoding("SOUTH") case south
}

@SafeDecoding
struct StrategyCompass: Codable, Equatable {
  @CodedBy(.caseInsensitive(StrategyHeading.self, aliases: ["N": .north]))
  let heading: StrategyHeading
  @CodedBy(.caseInsensitive(StrategyHeading.self))
  let route: [StrategyHeading]
}

/// A Slack message: `ts` is seconds since 1970 as a numeric string.
@SafeDecoding
struct StrategyMessage: Codable, Equatable {
  @CodedBy(.dateFormats(.secondsSince1970, writingBack: .asReceived))
  let ts: Date
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970, writingBack: .asReceived))
  let edited: Date?
}

struct Plan: Codable, Equatable {
  let plan: String
  let seats: Int
}

@SafeDecoding
struct StrategyAccount: Codable, Equatable {
  @CodedBy(.jsonString(Plan.self))
  let metadata: Plan
  @CodedBy(.oneOrMany(String.self))
  let tags: [String]
  @CodedBy(.blankAsAbsent(Int.self, orAnyOf: ["N/A"]))
  let score: Int?
  @CodedBy(.hex)
  let checksum: Data
  @CodedBy(.base64URL)
  let signature: Data?
}

/// An amount of cents sent as a decimal string: the strategy the `CodingStrategy` article
/// writes.
struct CentsStrategy: CodingStrategy {
  func decode(from decoder: any Decoder) throws -> Int {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let amount = Decimal(string: text), amount.exponent >= -2 else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Not an amount: \(text)"))
    }
    return NSDecimalNumber(decimal: amount * 100).intValue
  }

  func encode(_ value: Int, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode("\(Decimal(value) / 100)")
  }
}

@SafeDecoding
struct StrategyInvoice: Codable, Equatable {
  @CodedBy(CentsStrategy())
  let total: Int
  @CodedBy(CentsStrategy())
  let lines: [Int]
  @CodedBy(CentsStrategy())
  @FallbackDecoding(-1)
  let tax: Int
  @CodedBy(CentsStrategy())
  @RetryDecoding(Int.self, map: { $0 * 100 })
  var fee: Int = 0
  @CodedBy(
    ClosureStrategy(
      decode: { decoder in try decoder.singleValueContainer().decode(String.self).uppercased() },
      encode: { value, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(value.lowercased())
      }))
  let currency: String
}

struct BuiltInStrategyTests {
  @Test func `a raw value in another case or an alias is kept, reported and written back`() throws {
    let json = #"{"history":["reviewed","Reviewed","bogus"],"status":"AUTOMATIC"}"#
    let (quake, digest) = try decode(StrategyQuake.self, json)
    #expect(quake.status == .automatic)
    #expect(quake.history == [.reviewed, .reviewed])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/status convertedValue", "/history/1 convertedValue",
        "/history/2 droppedElement(index: 2)",
      ])
    // The property's own conversion is written back as it arrived; an element's in its form.
    #expect(try encode(quake) == #"{"history":["reviewed","reviewed"],"status":"AUTOMATIC"}"#)
    let (alias, _) = try decode(StrategyQuake.self, #"{"history":[],"status":"Auto"}"#)
    #expect(alias.status == .automatic)
    let (unknown, unknownDigest) = try decode(
      StrategyQuake.self, #"{"history":[],"status":"pending"}"#)
    #expect(unknown.status == .unknown)
    #expect(unknownDigest?.entries.map(\.action) == [.usedFallback])
  }

  @Test func `a .natural enum's names are matched in any case too`() throws {
    let json = #"{"heading":"north","route":["SOUTH","South","west","n"]}"#
    let (compass, digest) = try decode(StrategyCompass.self, json)
    #expect(compass.heading == .north)
    // The route's strategy has no alias: "n" is no heading there.
    #expect(compass.route == [.south, .south])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/heading convertedValue", "/route/1 convertedValue", "/route/2 droppedElement(index: 2)",
        "/route/3 droppedElement(index: 3)",
      ])
    #expect(try encode(compass) == #"{"heading":"north","route":["SOUTH","SOUTH"]}"#)
    let (aliased, _) = try decode(StrategyCompass.self, #"{"heading":"n","route":[]}"#)
    #expect(aliased.heading == .north)
  }

  @Test func `a raw value that names no case keeps its novel value for the fallback`() throws {
    let (quake, digest) = try decode(StrategyQuake.self, #"{"history":[],"status":"pending"}"#)
    #expect(quake.status == .unknown)
    #expect(digest?.entries.map(\.category) == [.unknownNovelValue])
    #expect(try encode(quake) == #"{"history":[],"status":"pending"}"#)
  }

  @Test func `a changed value is written in the strategy's form`() throws {
    var quake = try decode(StrategyQuake.self, #"{"history":[],"status":"AUTOMATIC"}"#).0
    quake = StrategyQuake(status: .reviewed, history: quake.history)
    #expect(try encode(quake) == #"{"history":[],"status":"reviewed"}"#)
  }

  @Test func `a date in a later format is reported and written back as it arrived`() throws {
    let json = #"{"edited":1425499500,"ts":"1425499421.000004"}"#
    let (message, digest) = try decode(StrategyMessage.self, json)
    #expect(message.ts.timeIntervalSince1970 == 1_425_499_421.000004)
    #expect(message.edited == Date(timeIntervalSince1970: 1_425_499_500))
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/ts convertedValue", "/edited convertedValue",
      ])
    #expect(try encode(message) == json)
  }

  @Test func `dates in their first format are silent and written back in it`() throws {
    let json = #"{"edited":"2015-03-04T20:03:41Z","ts":1425499421}"#
    let (message, digest) = try decode(StrategyMessage.self, json)
    #expect(digest == nil)
    #expect(message.ts == Date(timeIntervalSince1970: 1_425_499_421))
    #expect(try encode(message) == #"{"edited":"2015-03-04T20:03:41Z","ts":1425499421}"#)
  }

  @Test func `embedded JSON, one or many, blanks, hex and URL-safe Base64 decode`() throws {
    let json = """
      {"checksum":"00ff7F","metadata":"{\\"plan\\":\\"pro\\",\\"seats\\":3}","score":"N/A",\
      "signature":"-_8","tags":"swift"}
      """
    let (account, digest) = try decode(StrategyAccount.self, json)
    #expect(account.metadata == Plan(plan: "pro", seats: 3))
    #expect(account.tags == ["swift"])
    #expect(account.score == nil)
    #expect(account.checksum == Data([0x00, 0xFF, 0x7F]))
    #expect(account.signature == Data([0xFB, 0xFF]))
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/tags convertedValue", "/score convertedValue",
      ])
    #expect(
      try encode(account) == """
        {"checksum":"00ff7f","metadata":"{\\"plan\\":\\"pro\\",\\"seats\\":3}",\
        "score":"N\\/A","signature":"-_8","tags":"swift"}
        """)
  }

  @Test func `bad values of those strategies recover as their types do`() throws {
    let json = """
      {"checksum":"00ff","metadata":"{}","score":"many","signature":"***","tags":["a",1,"b"]}
      """
    #expect(throws: DecodingError.self) { try decode(StrategyAccount.self, json) }
    let recoverable = """
      {"checksum":"0g","metadata":"{\\"plan\\":\\"pro\\",\\"seats\\":3}","score":"many",\
      "signature":"***","tags":["a",1,"b"]}
      """
    #expect(throws: DecodingError.self) { try decode(StrategyAccount.self, recoverable) }
    let fine = """
      {"checksum":"00","metadata":"{\\"plan\\":\\"pro\\",\\"seats\\":3}","score":"many",\
      "signature":"***","tags":["a",1,"b"]}
      """
    let (account, digest) = try decode(StrategyAccount.self, fine)
    #expect(account.score == nil)
    #expect(account.signature == nil)
    #expect(account.tags == ["a", "b"])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/tags/1 droppedElement(index: 1)", "/score setToNil", "/signature setToNil",
      ])
  }

  @Test func `a strategy of the user's gets collections, fallbacks and reports for free`() throws {
    let json = """
      {"currency":"eur","fee":3,"lines":["1.50","x","2"],"tax":"0.123","total":"3.50"}
      """
    let (invoice, digest) = try decode(StrategyInvoice.self, json)
    #expect(
      invoice
        == StrategyInvoice(total: 350, lines: [150, 200], tax: -1, fee: 300, currency: "EUR"))
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/lines/1 droppedElement(index: 1)", "/tax usedFallback", "/fee recoveredByRetry(1)",
      ])
    #expect(
      try encode(invoice)
        == #"{"currency":"eur","fee":"3","lines":["1.5","2"],"tax":"-0.01","total":"3.5"}"#)
  }

  @Test func `strict mode throws what the strategy threw`() throws {
    let json = #"{"currency":"eur","lines":["x"],"tax":"1","total":"3.50"}"#
    #expect(throws: DecodingError.self) { try decode(StrategyInvoice.self, json, strict: true) }
    // The enum's own error for a name it does not read.
    let converted = #"{"history":[],"status":"AUTOMATIC"}"#
    #expect(throws: UnknownNovelValueError.self) {
      try decode(StrategyQuake.self, converted, strict: true)
    }
  }
}

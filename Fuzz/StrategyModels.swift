import Foundation

// Twins of every built-in strategy: the same transforms through `Coded` presets and through
// `@CodedBy`. The fuzz target holds them to the same values, digest, thrown error type and bytes
// written back on every input.

/// ISO 8601 first; seconds since 1970 (or a numeric string) kept as they arrived.
enum FuzzStampDates: CodingPreset {
  static let strategy = DateFormatsStrategy(
    [.iso8601, .secondsSince1970], writingBack: .asReceived)
}

/// A state in any case, or `"wip"` for open.
enum FuzzStateCase: CodingPreset {
  static let strategy = CaseInsensitiveStrategy<FuzzCaseState>(aliases: ["wip": .open])
}

/// A label sent as JSON inside a string.
enum FuzzEmbedded: CodingPreset {
  static let strategy = EmbeddedJSONStrategy(FuzzLabel.self)
}

/// Strings, or one string for an array of one.
enum FuzzOneOrMany: CodingPreset {
  static let strategy = OneOrManyStrategy<String>()
}

/// An integer, with blanks and `"N/A"` for none.
enum FuzzBlank: CodingPreset {
  static let strategy = BlankAsAbsentStrategy<Int>(orAnyOf: ["N/A"])
}

/// A quantity of at least one.
enum FuzzPositive: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<Int>.in(1...))
}

/// A lowercase handle that is not empty.
enum FuzzHandle: CodingPreset {
  static let strategy = ValidatedStrategy(Validation<String>.nonEmpty)
    .validated(.matching(/[a-z]+/, "a lowercase handle"))
}

/// A percentage, coerced from another scalar if need be.
enum FuzzPercent: CodingPreset {
  static let strategy = ScalarCoercionStrategy<Int>().validated(.in(0...100))
}

/// A state that `CaseInsensitiveStrategy` reads: a string enum with a fallback.
enum FuzzCaseState: String, Codable, CaseIterable, Sendable, ResilientRawRepresentable {
  case open, closed, unknown
  static var decodingFallback: Self { .unknown }
}

/// A label: what the embedded JSON holds.
struct FuzzLabel: Codable, Equatable, Sendable {
  var name: String
  var color: String?
}

/// Every built-in strategy, through wrappers.
struct StrategyFuzzModel: Codable {
  @Coerced var count: Int?
  @Coerced var scores: [Double]
  @Coded<FuzzStampDates, Date?> var stamp: Date?
  @Coded<FuzzStampDates, [String: Date]> var stamps: [String: Date]
  @Coded<Base64Data, Data?> var blob: Data?
  @Coded<HexData, [Data]> var digests: [Data]
  @Coded<Base64URLData, Data?> var token: Data?
  @Coded<FuzzEmbedded, FuzzLabel?> var packed: FuzzLabel?
  @Coded<FuzzOneOrMany, [String]> var tags: [String]
  @Coded<FuzzBlank, Int?> var rank: Int?
  @Coded<FuzzStateCase, FuzzCaseState> var state: FuzzCaseState
  @Coded<FuzzStateCase, [FuzzCaseState]?> var history: [FuzzCaseState]?
  @Coded<FuzzPositive, [Int]> var quantities: [Int]
  @Coded<FuzzHandle, String?> var handle: String?
  @Coded<FuzzPercent, [String: Int]> var discounts: [String: Int]

  /// The values decoded, to compare with the macro's.
  var values: String {
    "\(String(describing: count)) \(scores) \(String(describing: stamp)) "
      + "\(stamps.sorted { $0.key < $1.key }) "
      + "\(String(describing: blob)) \(digests) \(String(describing: token)) "
      + "\(String(describing: packed)) \(tags) \(String(describing: rank)) \(state) "
      + "\(String(describing: history)) \(quantities) \(String(describing: handle)) "
      + "\(discounts.sorted { $0.key < $1.key })"
  }
}

/// `StrategyFuzzModel`, decoded by the macro.
@SafeDecoding
struct MacroStrategyFuzzModel: Codable {
  @CodedBy(.coerced(Int.self)) var count: Int?
  @CodedBy(.coerced(Double.self)) var scores: [Double]
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970, writingBack: .asReceived)) var stamp: Date?
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970, writingBack: .asReceived))
  var stamps: [String: Date]
  @CodedBy(.base64) var blob: Data?
  @CodedBy(.hex) var digests: [Data]
  @CodedBy(.base64URL) var token: Data?
  @CodedBy(.jsonString(FuzzLabel.self)) var packed: FuzzLabel?
  @CodedBy(.oneOrMany(String.self)) var tags: [String]
  @CodedBy(.blankAsAbsent(Int.self, orAnyOf: ["N/A"])) var rank: Int?
  @CodedBy(.caseInsensitive(FuzzCaseState.self, aliases: ["wip": .open])) var state: FuzzCaseState
  @CodedBy(.caseInsensitive(FuzzCaseState.self, aliases: ["wip": .open]))
  var history: [FuzzCaseState]?
  @Validate(.in(1...)) var quantities: [Int]
  @Validate(.nonEmpty) @Validate(.matching(/[a-z]+/, "a lowercase handle")) var handle: String?
  @CodedBy(.coerced(Int.self)) @Validate(.in(0...100)) var discounts: [String: Int]

  var values: String {
    "\(String(describing: count)) \(scores) \(String(describing: stamp)) "
      + "\(stamps.sorted { $0.key < $1.key }) "
      + "\(String(describing: blob)) \(digests) \(String(describing: token)) "
      + "\(String(describing: packed)) \(tags) \(String(describing: rank)) \(state) "
      + "\(String(describing: history)) \(quantities) \(String(describing: handle)) "
      + "\(discounts.sorted { $0.key < $1.key })"
  }
}

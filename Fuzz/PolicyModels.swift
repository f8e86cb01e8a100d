import Foundation

// Twins of policies and per-property dates: the same responses through `Coded` presets and
// through `@Policy`, the same date list through a `Coded` preset and through `@CodedBy`. The fuzz target holds them to
// the same values, digest and thrown error type on every input.

/// A nickname: missing is reported, `null` drops the owner, a bad one is `nil`, unreported.
enum FuzzNicknamePolicy: CodingPreset {
  static let policy = ValuePolicy(
    missing: .useEmpty.reported, null: .dropElement, invalid: .useEmpty.silent)
}

/// A role: missing drops the owner, `null` is reported, a bad one fails the decode.
enum FuzzRolePolicy: CodingPreset {
  static let policy = ValuePolicy(missing: .dropElement, null: .useEmpty.reported, invalid: .fail)
}

/// Ages: a bad list drops the owner; bad elements are dropped as always.
enum FuzzAgesPolicy: CodingPreset {
  static let policy = ValuePolicy(null: .useEmpty.reported, invalid: .dropElement)
}

/// ISO 8601 or seconds since 1970, whatever the decoder reads.
enum FuzzDates: CodingPreset {
  static let strategy = DateFormatsStrategy([.iso8601, .secondsSince1970])
}

/// Owners with policies, and dates in a list of formats, through wrappers.
struct PolicyFuzzModel: Decodable {
  @Resilient var owners: [PolicyOwner]
  @Coded<FuzzDates, Date?> var updatedAt: Date?
  @Coded<FuzzDates, [Date]> var history: [Date]

  /// The values decoded, to compare with the macro's.
  var values: [String] {
    owners.map(\.values) + ["\(String(describing: updatedAt))", "\(history)"]
  }
}

/// An owner whose properties have policies, through wrappers.
struct PolicyOwner: Decodable {
  @Coded<FuzzNicknamePolicy, String?> var nickname: String?
  @Coded<FuzzRolePolicy, State?> var role: State?
  @Coded<FuzzAgesPolicy, [Int]> var ages: [Int]

  var values: String { "\(String(describing: nickname)) \(String(describing: role)) \(ages)" }
}

/// `PolicyFuzzModel`, decoded by the macro.
@SafeDecoding
struct MacroPolicyFuzzModel {
  var owners: [MacroPolicyOwner]
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var updatedAt: Date?
  @CodedBy(.dateFormats(.iso8601, .secondsSince1970)) var history: [Date]

  var values: [String] {
    owners.map(\.values) + ["\(String(describing: updatedAt))", "\(history)"]
  }
}

/// `PolicyOwner`, decoded by the macro.
@SafeDecoding
struct MacroPolicyOwner {
  @Policy(missing: .useEmpty.reported, null: .dropElement, invalid: .useEmpty.silent)
  var nickname: String?
  @Policy(missing: .dropElement, null: .useEmpty.reported, invalid: .fail)
  var role: State?
  @Policy(null: .useEmpty.reported, invalid: .dropElement)
  var ages: [Int]

  var values: String { "\(String(describing: nickname)) \(String(describing: role)) \(ages)" }
}

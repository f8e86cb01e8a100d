import Foundation

// Twins of policies and per-property dates: the same responses through `WithPolicy` and through
// `@Policy`, the same date list through `DateFormatted` in both. The fuzz target holds them to
// the same values, digest and thrown error type on every input.

/// A nickname: missing is reported, `null` drops the owner, a bad one is `nil`, unreported.
enum FuzzNicknamePolicy: ValuePolicyProviding {
  static let policy = ValuePolicy(
    missing: .useEmpty.reported, null: .dropElement, invalid: .useEmpty.silent)
}

/// A role: missing drops the owner, `null` is reported, a bad one fails the decode.
enum FuzzRolePolicy: ValuePolicyProviding {
  static let policy = ValuePolicy(missing: .dropElement, null: .useEmpty.reported, invalid: .fail)
}

/// Ages: a bad list drops the owner; bad elements are dropped as always.
enum FuzzAgesPolicy: ValuePolicyProviding {
  static let policy = ValuePolicy(null: .useEmpty.reported, invalid: .dropElement)
}

/// ISO 8601 or seconds since 1970, whatever the decoder reads.
enum FuzzDates: DateFormatList {
  static let formats: [DateFormat] = [.iso8601, .secondsSince1970]
}

/// Owners with policies, and dates in a list of formats, through wrappers.
struct PolicyFuzzModel: Decodable {
  @Resilient var owners: [PolicyOwner]
  @DateFormatted<FuzzDates, Date?> var updatedAt: Date?
  @DateFormatted<FuzzDates, [Date]> var history: [Date]

  /// The values decoded, to compare with the macro's.
  var values: [String] {
    owners.map(\.values) + ["\(String(describing: updatedAt))", "\(history)"]
  }
}

/// An owner whose properties have policies, through wrappers.
struct PolicyOwner: Decodable {
  @WithPolicy<FuzzNicknamePolicy, String?> var nickname: String?
  @WithPolicy<FuzzRolePolicy, State?> var role: State?
  @WithPolicy<FuzzAgesPolicy, [Int]> var ages: [Int]

  var values: String { "\(String(describing: nickname)) \(String(describing: role)) \(ages)" }
}

/// `PolicyFuzzModel`, decoded by the macro.
@SafeDecoding
struct MacroPolicyFuzzModel {
  var owners: [MacroPolicyOwner]
  @DateFormatted<FuzzDates, Date?> var updatedAt: Date?
  @DateFormatted<FuzzDates, [Date]> var history: [Date]

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

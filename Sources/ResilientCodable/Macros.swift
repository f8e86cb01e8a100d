// MARK: - SafeDecoding

/// Generates a resilient `init(from:)` for a struct, a class or an enum, and adds `Decodable`
/// when the type does not declare it.
///
/// Optionals, arrays, sets, dictionaries and `ResilientRawRepresentable` enums recover as a
/// `@Resilient` property of the same type does; a `var` with an initial value keeps it when its
/// key is missing or its value is bad; every other property decodes as synthesized code decodes
/// it. Every recovered error goes to
/// the decode's digest or the reporter in the decoder's options (`ResilientDecodingOptions`), and
/// to `reporter`. A struct with nothing to recover gets synthesized `Decodable`, which decodes it
/// alike.
///
/// ```swift
/// @SafeDecoding
/// struct Episode: Equatable {
///   let id: Int
///   let title: String?          // nil when missing, null or bad
///   var tags: [String]          // bad elements dropped
///   var rating = 0              // 0 when missing or bad
/// }
/// ```
///
/// For an enum, the payload has the shape `decodingStrategy` describes; by default the shape
/// synthesized `Codable` uses, `{"movie": {"id": 1}}`, or the raw value of a raw-value enum.
/// `keyStyle` spells the keys of its cases' associated values, not the case names:
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
/// enum PaymentMethod {
///   case card(brand: String, expMonth: Int)  // {"type": "card", "brand": …, "exp_month": 12}
/// }
/// ```
///
/// With `preservingUnknownKeys: true`, a struct or a class that declares `Codable` (or
/// `Encodable`) keeps the payload's keys it does not declare, and a generated `encode(to:)`
/// writes them back:
///
/// ```swift
/// @SafeDecoding(preservingUnknownKeys: true)
/// struct Profile: Codable {
///   var name: String
///   var tags: [String]
/// }
/// // {"name": "Ada", "tags": ["a"], "theme": "dark"} encodes back with "theme": "dark"
/// ```
///
/// The macro then adds `var preservedData: PreservedData`, which holds the unknown keys and,
/// when the decoder's options set `preservesInvalidData`, what the optional and collection
/// properties dropped or replaced. In a hierarchy of `@SafeDecoding` classes, a key is unknown
/// when no class of the hierarchy reads it, and a subclass encodes its properties after its
/// superclass's.
///
/// With `at:`, every property is read from the object at those keys, and encoded back there,
/// as JSON:API nests a resource's fields:
///
/// ```swift
/// @SafeDecoding(at: "data", "attributes")
/// struct Article: Codable {
///   var title: String
///   var tags: [String]
/// }
/// // {"data": {"type": "articles", "attributes": {"title": "Hi", "tags": ["a"]}}}
/// ```
///
/// Each property's `@CodedAt` path continues from there, and recoveries are reported at the
/// nested pointers (`/data/attributes/tags/0`).
///
/// - Parameters:
///   - path: String literals: the keys of the objects that hold every property, outermost first;
///     by default none, so that the properties are in the payload's own object.
///   - decodingStrategy: For an enum, a literal: `.caseByNestedObject`,
///     `.caseByObjectProperty("type")` or `.natural`.
///   - keyStyle: How the payload spells the properties' names, or the labels of an enum's
///     associated values, a literal such as `.snakeCase`; by default as declared. The keys also
///     decode as a decoder's `.convertFromSnakeCase` presents them. An enum's case names keep
///     their spelling (`@CaseNameDecoding` gives a case another), and `@CodedAt` or
///     `@CaseValueKeys` give single keys.
///   - preservingUnknownKeys: For a struct or a class, a literal `true` to keep the unknown keys.
///   - memberwise: For a struct, the access of a memberwise initializer to generate, such as
///     `.public`, which a public model in a package needs; by default none is generated, and
///     Swift synthesizes its internal one.
///   - nilEncoding: For a struct or a class that declares `Encodable`, a literal: how the
///     generated `encode(to:)` writes an optional property that is `nil`; by default it leaves
///     the key out, as synthesized code does, and `.null` writes `null`.
///   - unknownKeys: For a struct or a class, a literal: what to do with a key of the type's own
///     object that it does not read, whatever the decode's `unknownKeyPolicy` says: `.report`
///     it (category `unknownKey`, not an error), `.reject` it, failing the decode, or, by
///     default, `.ignore` it and leave the keys to the decode's policy.
///   - reporter: Hears about every recovery of the type's properties; evaluated once per decode.
@attached(
  member, conformances: Decodable, _SafeDecodingClass,
  names: named(init), named(init(from:)), named(CodingKeys), named(CaseCodingKeys),
  named(preservedData), named(encode(to:)), named(_$isKnownKey), named(_$encodeProperties(to:))
)
@attached(
  extension, conformances: Decodable, _SafeDecodingClass, names: named(init(from:)))
public macro SafeDecoding(
  at path: String...,
  decodingStrategy: EnumCaseDecodingStrategy = .caseByNestedObject,
  keyStyle: KeyStyle = .camelCase,
  preservingUnknownKeys: Bool = false,
  memberwise: MemberwiseAccess? = nil,
  nilEncoding: NilEncoding = .omitted,
  unknownKeys: UnknownKeyPolicy = .ignore,
  reporter: (any SafeDecodingReporter)? = nil
) = #externalMacro(module: "ResilientCodableMacros", type: "SafeDecodingMacro")

// MARK: - SafeDecoding

/// Generates a resilient `init(from:)` for a struct, a class or an enum, and adds `Decodable`
/// when the type does not declare it.
///
/// Optionals, arrays, sets and dictionaries recover as a `@Resilient` property of the same type
/// does; a `var` with an initial value keeps it when its key is missing or its value is bad;
/// every other property decodes as synthesized code decodes it. Every recovered error goes to
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

// MARK: - Property attributes

/// The key of a property of a `@SafeDecoding` type in the payload, when it differs from the
/// property's name, or the path of keys to it through nested objects; the generated `CodingKeys`
/// decodes and encodes the property there.
///
/// ```swift
/// @SafeDecoding
/// struct User {
///   @CodedAt("full_name") let name: String  // {"full_name": "Ada"}
///   @CodedAt("avatar", "url") var avatarURL: String?  // {"avatar": {"url": "…"}}
/// }
/// ```
///
/// A property read through objects is missing, silently, when an object on its path is missing
/// or `null`; an object on the path that is not an object is reported with the action
/// `treatedAsMissing`, and the properties read through it are missing. The generated
/// `encode(to:)` writes the objects back around the properties. A type that declares its own
/// `CodingKeys` names its keys there instead.
///
/// - Parameter keys: String literals: the property's key, after the keys of the objects it is
///   read through, outermost first.
@attached(peer)
public macro CodedAt(_ keys: String...) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedAtMacro")

/// Other keys a property of a `@SafeDecoding` type may have in the payload, tried in order after
/// its own key: the first key present wins.
///
/// ```swift
/// @SafeDecoding
/// struct Account {
///   @CodedAs("login", "user_name") var username: String
///   // {"username": "ada"}, {"login": "ada"} and {"user_name": "ada"} all decode
/// }
/// ```
///
/// The generated `encode(to:)` writes the property's own key. A type that declares its own
/// `CodingKeys` cannot have alternate keys.
///
/// - Parameter keys: String literals.
@attached(peer)
public macro CodedAs(_ keys: String...) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedAsMacro")

/// Decodes a property of a `@SafeDecoding` type exactly as synthesized `Codable` would: no
/// recovery; an optional still decodes with `decodeIfPresent`.
///
/// ```swift
/// @SafeDecoding
/// struct Token {
///   @IgnoreSafeDecoding var scopes: [String]  // one bad scope fails the token
/// }
/// ```
@attached(peer)
public macro IgnoreSafeDecoding() =
  #externalMacro(module: "ResilientCodableMacros", type: "IgnoreSafeDecodingMacro")

/// Reads a property of a `@SafeDecoding` type from the model's own object: its type's keys are
/// the model's keys, as if its properties were declared in the model (serde's `flatten`).
///
/// ```swift
/// struct Address: Codable {
///   var street: String
///   var city: String
/// }
///
/// @SafeDecoding
/// struct Customer: Codable {
///   var name: String
///   @Flattened var address: Address  // {"name": "Ada", "street": "…", "city": "…"}
/// }
/// ```
///
/// The type decodes from the model's decoder, so its own recoveries are reported at their keys
/// in the model's object; when it fails as a whole, an optional is `nil`, and a property with a
/// fallback or an initial value takes it, reported at the model's position. `encode(to:)`
/// writes the type's keys into the model's object. With `preservingUnknownKeys: true`, a key
/// that the type reads is not an unknown key of the model.
@attached(peer)
public macro Flattened() =
  #externalMacro(module: "ResilientCodableMacros", type: "FlattenedMacro")

/// Leaves a property of a `@SafeDecoding` type out of decoding and encoding: it keeps its
/// initial value (`nil` for an optional `var` without one), its key is not one the model reads,
/// and `encode(to:)` does not write it. With `preservingUnknownKeys: true`, a payload that has
/// the key keeps it as an unknown key.
///
/// ```swift
/// @SafeDecoding
/// struct Draft: Codable {
///   var title: String
///   @IgnoreCoding var isSelected = false  // state of the app, not of the payload
/// }
/// ```
@attached(peer)
public macro IgnoreCoding() =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// Leaves a property of a `@SafeDecoding` type out of decoding: it keeps its initial value
/// (`nil` for an optional `var` without one) whatever the payload holds, and `encode(to:)`
/// writes it.
///
/// ```swift
/// @SafeDecoding
/// struct Event: Codable {
///   var name: String
///   @IgnoreDecoding var clientVersion = "2.4"  // sent, never read back
/// }
/// ```
@attached(peer)
public macro IgnoreDecoding() =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// Leaves a property of a `@SafeDecoding` type out of what `encode(to:)` writes; it still
/// decodes.
///
/// ```swift
/// @SafeDecoding
/// struct Session: Codable {
///   var user: String
///   @IgnoreEncoding var token: String?  // read, never written back
/// }
/// ```
@attached(peer)
public macro IgnoreEncoding() =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// Leaves a property of a `@SafeDecoding` type out of what `encode(to:)` writes when
/// `condition` holds: when it is `nil`, empty, or equal to its initial value.
///
/// ```swift
/// @SafeDecoding
/// struct Settings: Codable {
///   @IgnoreEncoding(when: .empty) var tags: [String]
///   @IgnoreEncoding(when: .default) var theme = "light"
/// }
/// // Settings(tags: [], theme: "light") encodes as {}
/// ```
///
/// - Parameter condition: A literal `.nil`, `.empty` or `.default`.
@attached(peer)
public macro IgnoreEncoding(when condition: IgnoreEncodingCondition) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// Leaves a property of a `@SafeDecoding` type out of what `encode(to:)` writes when
/// `condition` holds for its value.
///
/// ```swift
/// @SafeDecoding
/// struct Listing: Codable {
///   @IgnoreEncoding(if: { (price: Int) in price <= 0 }) var price: Int
/// }
/// ```
///
/// - Parameter condition: A closure, or a function, that takes the property's value; write the
///   type of its parameter, which the attribute cannot infer.
@attached(peer)
public macro IgnoreEncoding<Value>(if condition: (Value) -> Bool) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// Writes an optional property of a `@SafeDecoding` type as `null` when it is `nil`, where
/// `encode(to:)` would leave its key out; `@SafeDecoding(nilEncoding: .null)` does it for every
/// optional property of the model, and `@IgnoreEncoding(when: .nil)` leaves one out again.
///
/// ```swift
/// @SafeDecoding
/// struct Patch: Codable {
///   var title: String?
///   @EncodeNil var dueDate: String?  // {"dueDate": null} clears the due date
/// }
/// ```
@attached(peer)
public macro EncodeNil() =
  #externalMacro(module: "ResilientCodableMacros", type: "CodingControlMacro")

/// The value a property of a `@SafeDecoding` type takes when decoding it, and every retry,
/// fails, or when its key is missing; reported unless the key was simply missing.
///
/// ```swift
/// @SafeDecoding
/// struct Player {
///   @FallbackDecoding(Quality.auto) var quality: Quality
/// }
/// ```
///
/// - Parameter value: An expression of the property's type.
@attached(peer)
public macro FallbackDecoding<Value>(_ value: Value) =
  #externalMacro(module: "ResilientCodableMacros", type: "FallbackDecodingMacro")

/// When decoding a property of a `@SafeDecoding` type fails, decodes the same key as
/// `Alternate` and maps it; retries run in declaration order, before the fallback.
///
/// ```swift
/// @SafeDecoding
/// struct Item {
///   @RetryDecoding(String.self, map: { Int($0) })  // "42" as well as 42
///   var count: Int
/// }
/// ```
///
/// - Parameters:
///   - type: The alternate type to decode.
///   - map: Converts the alternate value; `nil` or a thrown error fails the retry.
@attached(peer)
public macro RetryDecoding<Alternate: Decodable, Value>(
  _ type: Alternate.Type,
  map: (Alternate) throws -> Value
) = #externalMacro(module: "ResilientCodableMacros", type: "RetryDecodingMacro")

/// Fails the decode of a `@SafeDecoding` type when an array, set or dictionary property drops
/// more elements or entries than `limit` allows, so that a payload that is mostly garbage is not
/// accepted as a near-empty list.
///
/// ```swift
/// @SafeDecoding
/// struct Feed {
///   @RequireCompleteness(.droppedAtMost(percent: 10))
///   var items: [Item]  // 2 bad items of 10 fail the decode
/// }
/// ```
///
/// The decode throws a `DecodingError.dataCorrupted` at the property whose underlying error is a
/// `CompletenessLimitExceededError`. The limits of the decoder's options apply as well
/// (`ResilientDecodingOptions.completenessLimit` and `completenessLimitsByPath`).
///
/// On an enum case, the limit holds for each collection the case holds: with
/// `.droppedAtMost(0)`, a positional array (coordinates, a range) decodes whole or fails its case.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
/// enum Geometry {
///   @RequireCompleteness(.droppedAtMost(0)) case point(coordinates: [Double])
/// }
/// ```
///
/// - Parameter limit: The most the collection may drop.
@attached(peer)
public macro RequireCompleteness(_ limit: CompletenessLimit) =
  #externalMacro(module: "ResilientCodableMacros", type: "RequireCompletenessMacro")

/// Says what a missing key, `null` or invalid value makes of a property of a `@SafeDecoding`
/// type, and whether each is reported: one `ValuePolicy` per property.
///
/// ```swift
/// @SafeDecoding
/// struct Order {
///   @Policy(missing: .dropElement, null: .dropElement)
///   var id: String  // an order without an id is dropped from its list
///   @Policy(missing: .useDefault.reported)
///   var quantity = 1  // a missing quantity is 1, and the digest says so
///   @Policy(invalid: .fail)
///   var currency: String?  // a currency that is not a string fails the whole decode
/// }
/// ```
///
/// Each response left out is what the property does without the attribute: a missing key or
/// `null` takes the initial value, `nil` or an empty collection, silently, and an invalid value
/// is replaced, reported. `.useDefault` is the initial value (or the
/// `@FallbackDecoding` value), `.useEmpty` is `nil`, empty, or a resilient enum's
/// fallback, `.dropElement` throws so that the collection holding the model drops
/// it, and `.fail` fails the whole decode. A wrapped property takes its policy
/// from the preset of its `Coded` wrapper instead.
///
/// - Parameters:
///   - missing: The response to a missing key.
///   - null: The response to `null`.
///   - invalid: The response to a value that does not decode as the property's type.
@attached(peer)
public macro Policy(
  missing: ValueResponse = .useDefault,
  null: ValueResponse = .useDefault,
  invalid: ValueResponse = .useDefault
) = #externalMacro(module: "ResilientCodableMacros", type: "PolicyMacro")

/// Decodes and encodes a property of a `@SafeDecoding` type with a `CodingStrategy`, keeping
/// its declared type.
///
/// ```swift
/// @SafeDecoding
/// struct Event: Codable {
///   @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
///   let start: Date
///   @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
///   let reminders: [Date]  // a date no format reads is dropped, reported
///   @CodedBy(.base64)
///   let thumbnail: Data?  // not Base64: nil, reported
///   @CodedBy(.coerced(Int.self))
///   var attendees: Int = 0  // "12" is 12; "many" keeps 0, reported
/// }
/// ```
///
/// The strategy reads one value; it applies to the property's type, to an optional's wrapped
/// value, to each element of an array or a set, and to each value of a dictionary. A value it
/// does not read recovers as any other: an optional is `nil`, an element is dropped, a property
/// takes its `@FallbackDecoding` value, its initial value or what its `@Policy` says, strict
/// mode throws, and the recovery is reported. A value the strategy converts is kept, reported,
/// and written back as it arrived while unchanged. It composes with `@CodedAt`, `@CodedAs`,
/// `@Policy`, `@FallbackDecoding`, `@RetryDecoding` (tried after the strategy),
/// `@RequireCompleteness` and the type's `keyStyle`; one property has one strategy.
///
/// - Parameter strategy: How the payload's value becomes the property's, and back.
@attached(peer)
public macro CodedBy<Strategy: CodingStrategy>(_ strategy: Strategy) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedByMacro")

/// Checks a property of a `@SafeDecoding` type against a rule, recovering from a value that
/// breaks it as from any other bad value.
///
/// ```swift
/// @SafeDecoding
/// struct Product: Codable {
///   @Validate(.nonEmpty)
///   var name: String = "Untitled"  // "": "Untitled", reported
///   @Validate(.in(0...5))
///   var rating: Double?  // 7: nil, reported
///   @Validate(.in(1...))
///   var quantities: [Int]  // [3, 0, 2]: [3, 2], the 0 reported
///   @CodedBy(.dateFormats(.iso8601))
///   @Validate(Validation<Date>("a date after 2000") { $0.timeIntervalSince1970 > 946_684_800 })
///   var releasedAt: Date?
/// }
/// ```
///
/// The rule applies as a strategy does: to the property's value, to an optional's wrapped value,
/// to each element of an array or a set, and to each value of a dictionary, after the
/// property's `@CodedBy` strategy has read it. A value that breaks it is an invalid value: an
/// optional is `nil`, an element is dropped, a property takes its `@FallbackDecoding` value, its
/// initial value or what its `@Policy` says for `invalid`, strict mode throws, and the recovery
/// is reported with the category `failedValidation` and a message that names the rule, not the
/// value. Several `@Validate` attributes check their rules in order.
///
/// - Parameter validation: The rule a valid value satisfies: `.nonEmpty`, `.in(range)`,
///   `.matching(regex)`, or a `Validation` of your own.
@attached(peer)
public macro Validate<Value>(_ validation: Validation<Value>) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedByMacro")

/// Checks a string property of a `@SafeDecoding` type, or each string a collection property
/// holds, against a rule, recovering from a value that breaks it as from any other bad value.
///
/// The overload that `@Validate(.nonEmpty)`, `@Validate(.matching(/[A-Z]{3}/))` and a closure
/// over a string pick: an attribute's argument is checked without the property's type, which
/// the generated code then gives it.
///
/// - Parameter validation: The rule a valid string satisfies.
@attached(peer)
public macro Validate(_ validation: Validation<String>) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedByMacro")

// MARK: - Enum case attributes

/// The names of an enum case in the payload, instead of its own: the first one is written by
/// encoding, and each one is read.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
/// enum Asset {
///   @CaseNameDecoding("ASSET/EPISODE", "EPISODE") case episode(id: Int)
/// }
/// ```
///
/// On a raw-value enum decoded `.natural`, the names are read besides the raw value.
///
/// - Parameter names: String literals.
@attached(peer)
public macro CaseNameDecoding(_ names: String...) =
  #externalMacro(module: "ResilientCodableMacros", type: "CaseNameDecodingMacro")

/// The integers that name an enum case in the payload, for an enum whose discriminator is a
/// number: the first one is written by encoding, and each one is read.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("kind"))
/// enum Shape {
///   @CaseNameDecoding(1) case circle(radius: Double)   // {"kind": 1, "radius": 2}
///   @CaseNameDecoding(2, 3) case square(side: Double)  // {"kind": 2, "side": 1}
/// }
/// ```
///
/// Every case of such an enum needs integer names, except its `@FallbackCaseDecoding` case; the
/// strategy is `.caseByObjectProperty`, `.caseByAdjacentTag`, or `.natural` on an enum without
/// raw values.
///
/// - Parameter names: Integer literals.
@attached(peer)
public macro CaseNameDecoding(_ names: Int...) =
  #externalMacro(module: "ResilientCodableMacros", type: "CaseNameDecodingMacro")

/// The keys of an enum case's associated values in the payload, by label, when they differ from
/// the labels: the values of a case are decoded and encoded there.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"), keyStyle: .snakeCase)
/// enum PaymentMethod {
///   @CaseValueKeys(["last4": "last4_digits"])
///   case card(brand: String, expMonth: Int, last4: String)
///   // {"type": "card", "brand": "visa", "exp_month": 12, "last4_digits": "4242"}
/// }
/// ```
///
/// A key given here is used as written and wins over the enum's `keyStyle`, which still spells
/// the keys of the values it does not name. An unlabeled value is named by its position, `_0`,
/// `_1`, …, as synthesized `Codable` keys it: `@CaseValueKeys(["_0": "show_name"])`. The one
/// unlabeled value of a case that every strategy but `.caseByNestedObject` reads from the whole
/// payload (or from the content key), and a `PreservedData` value, have no key to give.
///
/// Each key is also read as a decoder's `.convertFromSnakeCase` presents it, and a case's
/// `PreservedData` value counts it as known. An enum that declares a case's keys
/// (`CardCodingKeys`) names them there instead.
///
/// - Parameter keys: A dictionary literal of string literals, from the labels of the case's
///   values to their keys in the payload.
@attached(peer)
public macro CaseValueKeys(_ keys: [String: String]) =
  #externalMacro(module: "ResilientCodableMacros", type: "CaseValueKeysMacro")

/// Marks the case that a `@SafeDecoding` enum takes, and reports, when no case matches the
/// payload: a case without associated values, or with one `String` that keeps the unknown case
/// name, or one `PreservedValue` that keeps the whole payload, to write it back.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .natural)
/// enum Quality: String {
///   case low, high
///   @FallbackCaseDecoding case unknown
/// }
/// ```
@attached(peer)
public macro FallbackCaseDecoding() =
  #externalMacro(module: "ResilientCodableMacros", type: "FallbackCaseDecodingMacro")

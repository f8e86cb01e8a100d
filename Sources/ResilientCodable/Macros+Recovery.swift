// The property attributes of `@SafeDecoding` types that say how a property recovers: fallback,
// retries, completeness, policy, strategies and validation.

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

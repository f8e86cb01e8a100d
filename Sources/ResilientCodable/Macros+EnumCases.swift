// The attributes of the cases of a `@SafeDecoding` enum: their names, keys and fallback.

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
/// On a raw-value enum decoded `.natural`, the names are read besides the raw value, and the
/// first one is written in its place.
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

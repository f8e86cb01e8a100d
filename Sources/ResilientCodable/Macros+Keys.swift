// The property attributes of `@SafeDecoding` types that say where a property is, and whether
// it is decoded and encoded: keys, paths, flattening and the ignore controls.

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
/// `treatedAsMissing`, and the properties read through it are missing. An object that a
/// required property is read through fails the model with its own error instead, as plain
/// decoding does. The generated
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
/// The generated `encode(to:)` writes the property's own key, or, when the decode preserved
/// invalid data, the key the payload sent. A key read in place of the property's own is reported
/// as a `RenamedKeyError` when the decode looks for unknown keys. A type that declares its own
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

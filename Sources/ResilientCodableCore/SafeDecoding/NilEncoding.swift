/// How the `encode(to:)` that `@SafeDecoding` generates writes an optional property that is
/// `nil`: for a whole model with `@SafeDecoding(nilEncoding:)`, or for one property with
/// `@EncodeNil`.
///
/// ```swift
/// @SafeDecoding(nilEncoding: .null)
/// struct Patch: Codable {
///   var title: String?
///   var dueDate: String?
/// }
/// // Patch(title: "Ship", dueDate: nil) encodes as {"dueDate": null, "title": "Ship"}
/// ```
public enum NilEncoding: Sendable {
  /// The key is left out, as synthesized `Encodable` code does.
  case omitted
  /// The key is written with `null`, as an API that tells "clear this field" from "leave it"
  /// needs.
  case null
}

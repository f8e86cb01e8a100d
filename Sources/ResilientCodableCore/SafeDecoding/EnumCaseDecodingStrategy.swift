/// How `@SafeDecoding` finds the case of an enum in a payload.
///
/// ```swift
/// @SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
/// enum Item {
///   case movie(id: Int, title: String)  // {"type": "movie", "id": 1, "title": "Up"}
///   case ad                              // {"type": "ad"}
/// }
/// ```
public enum EnumCaseDecodingStrategy: Hashable, Sendable {
  /// An object with one key, the case name, holding an object of the associated values:
  /// `{"movie": {"id": 1, "_1": "Up"}}`, `{"ad": {}}`. Unlabeled associated values are under
  /// `_0`, `_1`, …. This is the shape synthesized `Codable` uses, and the default.
  case caseByNestedObject

  /// A flat object whose property `name` holds the case name, beside the associated values:
  /// `{"type": "movie", "id": 1}`.
  case caseByObjectProperty(String)

  /// A single value: the raw value of a raw-value enum, or the case name of an enum without
  /// associated values.
  case natural
}

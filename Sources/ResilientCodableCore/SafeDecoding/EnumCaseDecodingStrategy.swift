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
  /// `{"type": "movie", "id": 1}`. A case with one unlabeled value, `case movie(Movie)`, reads
  /// the value from the whole object, as Stripe's `{"object": "card", "id": …}` needs, and
  /// writes it back with the case name beside its keys. The case name may be an integer
  /// (`{"type": 2, …}`) when every case has an integer `@CaseNameDecoding`.
  case caseByObjectProperty(String)

  /// An object whose property `tag` holds the case name and whose property `content` holds the
  /// associated values: `{"type": "movie", "content": {"id": 1, "title": "Up"}}`. The one
  /// unlabeled associated value of a case such as `movie(Movie)` is the content itself:
  /// `{"type": "movie", "content": {…the movie…}}`. A case without associated values needs no
  /// content: `{"type": "ad"}`.
  case caseByAdjacentTag(String, content: String)

  /// No name at all: the first case, in declaration order, whose associated values decode from
  /// the payload. The one unlabeled associated value of a case such as `number(Int)` is the
  /// payload itself; labeled values are the properties of an object; a case without associated
  /// values is its name, as a string. When no case decodes, the error lists each case's reason.
  case untagged

  /// A single value: the raw value of a raw-value enum, or the case name of an enum without
  /// associated values.
  case natural
}

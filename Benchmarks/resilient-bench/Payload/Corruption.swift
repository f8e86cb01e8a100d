/// One thing wrong with a node of the dirty payload; each dirty node carries exactly one.
enum Corruption: CaseIterable {
  /// `"number": "1234"`: a string where the required `Int` belongs.
  case wrongTypeInRequiredField
  /// `"title": null`: `null` in a required field.
  case nullInRequiredField
  /// `"state": "QUEUED"`: a raw value that names no case of the state enum.
  case unknownEnumValue
  /// One label whose `id` is a string.
  case badLabelElement
  /// One reaction whose count is a string.
  case badReactionsValue
  /// `"closedAt": "yesterday"`: an optional date that does not parse.
  case badOptionalDate
  /// `"author": "ghost"`: a string where the optional author object belongs.
  case wrongTypeOptionalObject

  /// Whether a `@Resilient` model must drop the whole node.
  ///
  /// It must when the bad field is a plain required one; every other corruption is recovered
  /// inside the node.
  var dropsResilientNode: Bool {
    switch self {
    case .wrongTypeInRequiredField, .nullInRequiredField: true
    case .unknownEnumValue, .badLabelElement, .badReactionsValue, .badOptionalDate,
      .wrongTypeOptionalObject:
      false
    }
  }

  /// Whether the bad value is an element of one of the node's collections, which a model with
  /// `Failable` elements keeps as a failed element without failing the node.
  var isInsideACollection: Bool {
    switch self {
    case .badLabelElement, .badReactionsValue: true
    case .wrongTypeInRequiredField, .nullInRequiredField, .unknownEnumValue, .badOptionalDate,
      .wrongTypeOptionalObject:
      false
    }
  }
}

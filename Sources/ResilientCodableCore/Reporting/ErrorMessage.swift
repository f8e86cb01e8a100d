/// The one-line text of a recovered error, the same whichever decoder threw it.
struct ErrorMessage {
  let text: String

  /// The most characters of a message: a decoder may quote what it read, and a payload may
  /// send a number of a hundred thousand digits.
  static let maximumLength = 300

  /// The text of `error`, whose missing key, if it has one, is spelled as the payload spells it at
  /// the end of `jsonPointer`; cut to ``maximumLength`` characters.
  ///
  /// Unless `revealingPayloadValues`, the text quotes no value of the payload: a novel value is
  /// described by its kind and size, so is what a decoder's message quotes, and an error of the
  /// app's own is named by its type and case.
  init(_ error: any Error, jsonPointer: String? = nil, revealingPayloadValues: Bool = false) {
    let told = { (text: String) in
      revealingPayloadValues ? text : PayloadRedaction.redacting(text)
    }
    let text =
      switch error {
      case DecodingError.valueNotFound(let type, _):
        "Expected `\(Self.name(of: type))` but found null instead"
      case DecodingError.typeMismatch(let type, let context):
        if let found = Self.foundDescription(in: context.debugDescription) {
          "Expected `\(Self.name(of: type))` but found \(told(found)) instead"
        } else {
          "Expected `\(Self.name(of: type))`: \(told(Self.trimmed(context.debugDescription)))"
        }
      case DecodingError.keyNotFound(let key, _):
        "Key `\(Self.payloadSpelling(of: key.stringValue, in: jsonPointer))` not found"
      case DecodingError.dataCorrupted(let context):
        told(Self.trimmed(context.debugDescription))
      case let unknown as UnknownKeyError:
        "Unknown key `\(Self.payloadSpelling(of: unknown.key, in: jsonPointer))`"
      case let novel as UnknownNovelValueError:
        novel.message(revealingValue: revealingPayloadValues)
      case let invalid as ValidationError:
        invalid.message(revealingValue: revealingPayloadValues)
      case let error as any ValueFreeDescription:
        error.description
      default:
        revealingPayloadValues
          ? String(describing: error) : PayloadRedaction.describe(error: error)
      }
    self.text =
      text.count <= Self.maximumLength
      ? text : "\(text.prefix(Self.maximumLength))… (\(text.count) characters)"
  }

  /// `key` as the last token of `jsonPointer` spells it, when that is the payload's snake-case
  /// spelling of it (a decoder with `.convertFromSnakeCase` turned `full_name` into `fullName`);
  /// otherwise `key`.
  private static func payloadSpelling(of key: String, in jsonPointer: String?) -> String {
    guard let spelled = jsonPointer.flatMap({ CodingPath.tokens(ofJSONPointer: $0).last }) else {
      return key
    }
    return spelled != key && SnakeCase.camelCase(of: spelled) == key ? spelled : key
  }

  /// What a decoder says it found, such as `a string` in `Expected to decode Int but found a
  /// string instead.`, said alike for every kind of JSON value (`number` is `a number`).
  private static func foundDescription(in message: String) -> String? {
    guard let start = message.firstRange(of: "but found "),
      let end = message[start.upperBound...].firstRange(of: " instead")
    else { return nil }
    let found = message[start.upperBound..<end.lowerBound]
    // JSON's kinds only, as JSONDecoder names them: a type name is left as it is.
    switch found {
    case "number": return "a number"
    case "bool": return "a boolean"
    case "string": return "a string"
    case "array": return "an array"
    case "dictionary": return "an object"
    default: return String(found)
    }
  }

  /// The name of `type` as a reader knows it: without the optional around the value a property
  /// holds, nor the library's own wrapping of a strategy's value.
  private static func name(of type: any Any.Type) -> String {
    if let optional = type as? any OptionalValue.Type { return name(of: optional.wrappedType) }
    if let coded = type as? any ConvertibleValue.Type { return name(of: coded.valueType) }
    return "\(type)"
  }

  private static func trimmed(_ message: String) -> String {
    message.hasSuffix(".") ? String(message.dropLast()) : message
  }
}

import ResilientCodableKeyCasing

/// The one-line text of a recovered error, the same whichever decoder threw it.
struct ErrorMessage {
  let text: String

  /// The most characters of a message: a decoder may quote what it read, and a payload may
  /// send a number of a hundred thousand digits.
  static let maximumLength = 300

  /// The text of `error`, whose missing key, if it has one, is spelled as the payload spells it at
  /// the end of `jsonPointer`; cut to ``maximumLength`` characters.
  ///
  /// Unless `revealingPayloadValues`, the text quotes no value of the payload, whoever wrote the
  /// error: a message of the library's own describes each value by its kind and size, a
  /// decoder's or another library's is left out for `foundValue` (what the payload held where
  /// the error occurred, by its kind and size, when recovery could read it), and an error of
  /// the app's own is named by its type and case.
  init(
    _ error: any Error,
    jsonPointer: String? = nil,
    revealingPayloadValues: Bool = false,
    foundValue: String? = nil
  ) {
    let text =
      switch error {
      case DecodingError.valueNotFound(let type, _):
        "Expected `\(Self.name(of: type))` but found null instead"
      case DecodingError.typeMismatch(let type, let context):
        if let found = Self.foundKind(in: context.debugDescription) {
          "Expected `\(Self.name(of: type))` but found \(found) instead"
        } else if let told = Self.description(
          of: context, revealingPayloadValues: revealingPayloadValues)
        {
          "Expected `\(Self.name(of: type))`: \(told)"
        } else {
          "Expected `\(Self.name(of: type))`"
            + (foundValue.map { " but found \($0) instead" } ?? "")
        }
      case DecodingError.keyNotFound(let key, _):
        "Key `\(Self.payloadSpelling(of: key.stringValue, in: jsonPointer))` not found"
      case DecodingError.dataCorrupted(let context):
        Self.description(of: context, revealingPayloadValues: revealingPayloadValues)
          ?? Self.invalidDataDescription(of: context, foundValue: foundValue)
      case let unknown as UnknownKeyError:
        "Unknown key `\(Self.payloadSpelling(of: unknown.key, in: jsonPointer))`"
      case let renamed as RenamedKeyError:
        "Read `\(renamed.propertyKey)` from the key "
          + "`\(Self.payloadSpelling(of: renamed.key, in: jsonPointer))`"
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

  /// Where `error` occurred, if its message says what the payload held there only when it is
  /// told: an error whose text is not the library's own, and says nothing it can repeat.
  static func pathOfFoundValue(in error: any Error) -> [any CodingKey]? {
    switch error {
    case DecodingError.typeMismatch(_, let context):
      foundKind(in: context.debugDescription) == nil && ownDescription(of: context) == nil
        ? context.codingPath : nil
    case DecodingError.dataCorrupted(let context):
      ownDescription(of: context) == nil && context.underlyingError == nil
        ? context.codingPath : nil
    default:
      nil
    }
  }

  /// The debug description of `context` as the message may repeat it: whole if
  /// `revealingPayloadValues`; otherwise only if the library wrote it, without the payload's
  /// values.
  private static func description(
    of context: DecodingError.Context,
    revealingPayloadValues: Bool
  ) -> String? {
    revealingPayloadValues ? trimmed(context.debugDescription) : ownDescription(of: context)
  }

  /// The debug description of `context` without the payload's values, if the library wrote it.
  private static func ownDescription(of context: DecodingError.Context) -> String? {
    switch context.underlyingError {
    case let redacted as RedactedDescription: trimmed(redacted.description)
    case is any ValueFreeDescription: trimmed(context.debugDescription)
    default: nil
    }
  }

  /// What a `dataCorrupted` error that another library or decoder wrote says without its text:
  /// its underlying error by type and case, or else what the payload held, by its kind and size.
  private static func invalidDataDescription(
    of context: DecodingError.Context,
    foundValue: String?
  ) -> String {
    if let underlying = context.underlyingError {
      "The data is not valid: \(PayloadRedaction.describe(error: underlying))"
    } else if let foundValue {
      "The data is not valid: found \(foundValue)"
    } else {
      "The data is not valid"
    }
  }

  /// `key` as the last token of `jsonPointer` spells it, when that is the payload's snake-case
  /// spelling of it (a decoder with `.convertFromSnakeCase` turned `full_name` into `fullName`);
  /// otherwise `key`.
  private static func payloadSpelling(of key: String, in jsonPointer: String?) -> String {
    guard let spelled = jsonPointer.flatMap({ CodingPath.tokens(ofJSONPointer: $0).last }) else {
      return key
    }
    return spelled != key && KeyCasing.convertedFromSnakeCase(spelled) == key ? spelled : key
  }

  /// What a decoder says it found, such as `a string` in `Expected to decode Int but found a
  /// string instead.`, said alike for every kind of JSON value (`number` is `a number`); `nil`
  /// for anything but JSON's kinds, which the message does not repeat.
  static func foundKind(in message: String) -> String? {
    // Searched in the bytes: asked of every recovered type mismatch, as it is reported.
    let utf8 = message.utf8
    guard let start = firstRange(of: "but found ".utf8, in: utf8[...]),
      let end = firstRange(of: " instead".utf8, in: utf8[start.upperBound...])
    else { return nil }
    // JSON's kinds only, as decoders name them: anything else may be a value.
    return switch Substring(utf8[start.upperBound..<end.lowerBound]) {
    case "number", "a number": "a number"
    case "bool", "a boolean": "a boolean"
    case "string", "a string": "a string"
    case "array", "an array": "an array"
    case "dictionary": "an object"
    case "a dictionary": "a dictionary"
    default: nil
    }
  }

  /// The first range of `pattern` in `text`, compared byte by byte.
  private static func firstRange(
    of pattern: String.UTF8View,
    in text: Substring.UTF8View
  ) -> Range<String.Index>? {
    guard let first = pattern.first else { return nil }
    var start = text.startIndex
    while let candidate = text[start...].firstIndex(of: first) {
      guard let end = text.index(candidate, offsetBy: pattern.count, limitedBy: text.endIndex)
      else { return nil }
      if text[candidate..<end].elementsEqual(pattern) { return candidate..<end }
      start = text.index(after: candidate)
    }
    return nil
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

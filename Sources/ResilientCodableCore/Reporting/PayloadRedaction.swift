/// How a message says what a payload held without quoting it: by its kind and size.
///
/// Keys and JSON Pointers are not redacted: they describe the schema. Values are: a payload may
/// hold an email, a token or a name, and a message goes to logs and metrics.
enum PayloadRedaction {
  /// `value`, a scalar read from a payload, by its kind and size: `a string of 9 characters`,
  /// `a number`, `a boolean`.
  static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: "a string of \(count(string.count, "character"))"
    case is Bool: "a boolean"
    case is any BinaryInteger, is any BinaryFloatingPoint: "a number"
    default: "a value of type `\(type(of: value))`"
    }
  }

  /// `text`, a message that a decoder or an error of the app's wrote, with each value it
  /// quotes described instead.
  ///
  /// A quoted value is a string between double quotes, or a number between angle brackets (as
  /// Foundation's decoders write them). Angle brackets around anything else, such as a generic
  /// type's arguments, stay.
  static func redacting(_ text: String) -> String {
    var result = ""
    var rest = text[...]
    while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "<" }) {
      let close: Character = rest[open] == "\"" ? "\"" : ">"
      let contentStart = rest.index(after: open)
      guard let end = rest[contentStart...].firstIndex(of: close) else { break }
      let quoted = rest[contentStart..<end]
      result += rest[..<open]
      if close == "\"" {
        result += "a string of \(count(quoted.count, "character"))"
      } else if let first = quoted.first, first.isNumber || "-+.".contains(first) {
        result += "a number"
      } else {
        result += rest[open...end]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  /// `error`, an error of the app's own, by its type, and its case when it is an enum: what its
  /// description would say, without the values it holds.
  static func describe(error: any Error) -> String {
    let type = String(reflecting: Swift.type(of: error))
    let mirror = Mirror(reflecting: error)
    guard mirror.displayStyle == .enum else { return "`\(type)`" }
    let label = mirror.children.first?.label ?? String(describing: error)
    return "`\(type).\(label)`"
  }

  /// `count` and `noun`, plural unless `count` is 1.
  private static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
  }
}

/// An error whose description never quotes a payload's values, so that a message may repeat it.
protocol ValueFreeDescription: Error, CustomStringConvertible {}

/// How a message says what a payload held without quoting it: by its kind and size.
///
/// Keys and JSON Pointers are not redacted: they describe the schema. Values are: a payload may
/// hold an email, a token or a name, and a message goes to logs and metrics.
@usableFromInline
enum PayloadRedaction: Sendable {
  /// `value`, a scalar read from a payload, by its kind and size: `a string of 9 characters`,
  /// `a number`, `a boolean`.
  @usableFromInline
  static func describe(_ value: Any) -> String {
    switch value {
    case let string as String: "a string of \(count(string.count, "character"))"
    case is Bool: "a boolean"
    case is any BinaryInteger, is any BinaryFloatingPoint: "a number"
    default: "a value of type `\(type(of: value))`"
    }
  }

  /// `value` by its kind and size: `a string of 9 characters`, `a number`, `an object of 3 keys`.
  static func describe(_ value: PreservedValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string(let string): describe(string)
    case .array(let elements): "an array of \(count(elements.count, "element"))"
    case .object(let members): "an object of \(count(members.count, "key"))"
    }
  }

  /// `error`, an error of the app's own, by its type, and its case when it is an enum: what its
  /// description would say, without the values it holds.
  ///
  /// The type is named as every message names types (`Expected `Int``, `for `Tier``), without
  /// its module or the types it is nested in: `ProfileError.bannedName`.
  static func describe(error: any Error) -> String {
    let type = String(describing: Swift.type(of: error))
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

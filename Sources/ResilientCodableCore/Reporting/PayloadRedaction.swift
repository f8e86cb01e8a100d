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

  /// `value` by its kind and size, if it is a scalar: `null`, `a boolean`, `a number`, `a string
  /// of 9 characters`; `nil` for an array or an object.
  ///
  /// A container is not described: a decoder that names a shorter path than the one where its
  /// error occurred (a date strategy names the object around the date) would have the message
  /// describe the wrong value.
  static func describe(scalar value: PreservedValue) -> String? {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string(let string): describe(string)
    case .array, .object: nil
    }
  }

  /// The scalar at `path` inside the value that `decoder` holds, by its kind and size.
  ///
  /// The value is read alone: the containers on the way are opened, the values beside it are
  /// not read.
  ///
  /// - Parameters:
  ///   - path: The coding path from `decoder`'s value to the value, as a decoder's errors name
  ///     it: an index opens an array, any other key an object.
  ///   - decoder: The decoder of the value that holds it.
  /// - Returns: The description, or `nil` for an array, an object, or no value there.
  static func describe(
    valueAt path: some Collection<any CodingKey>,
    in decoder: any Decoder
  ) -> String? {
    guard let key = path.first else { return describe(valueIn: decoder) }
    let inner: (any Decoder)?
    if let index = key.intValue, var elements = try? decoder.unkeyedContainer() {
      while elements.currentIndex < index, (try? elements.decode(SkippedValue.self)) != nil {}
      inner = elements.currentIndex == index ? try? elements.superDecoder() : nil
    } else {
      inner = try? decoder.container(keyedBy: AnyCodingKey.self)
        .superDecoder(forKey: AnyCodingKey(stringValue: key.stringValue))
    }
    return inner.flatMap { describe(valueAt: path.dropFirst(), in: $0) }
  }

  /// The scalar that `decoder` holds, by its kind and size; `nil` for an array or an object.
  private static func describe(valueIn decoder: any Decoder) -> String? {
    guard let value = try? decoder.singleValueContainer() else { return nil }
    if value.decodeNil() { return "null" }
    do {
      return describe(try value.decode(String.self))
    } catch DecodingError.typeMismatch(_, let context) {
      // A decoder that says what it found spares the other tries.
      if let kind = ErrorMessage.foundKind(in: context.debugDescription) {
        return kind == "a number" || kind == "a boolean" ? kind : nil
      }
    } catch {
      return nil
    }
    if (try? value.decode(Bool.self)) != nil { return "a boolean" }
    if (try? value.decode(Double.self)) != nil { return "a number" }
    return nil
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

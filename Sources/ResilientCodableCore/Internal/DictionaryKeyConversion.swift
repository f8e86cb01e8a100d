/// Converts a payload's string keys into a dictionary's `Key` type, choosing how once per
/// dictionary.
///
/// Supported keys: `String`, `Int`, any `CodingKeyRepresentable`, and any `RawRepresentable` whose
/// raw value is a `String` or an `Int`.
@usableFromInline
struct DictionaryKeyConversion<Key: Hashable> {
  private enum Strategy {
    case string
    case int
    case codingKeyRepresentable(any CodingKeyRepresentable.Type)
    case stringRawValue(any RawRepresentable<String>.Type)
    case intRawValue(any RawRepresentable<Int>.Type)
    case unsupported
  }

  private let strategy: Strategy

  @usableFromInline
  init() {
    strategy =
      if Key.self == String.self {
        .string
      } else if Key.self == Int.self {
        .int
      } else if let type = Key.self as? any CodingKeyRepresentable.Type {
        .codingKeyRepresentable(type)
      } else if let type = Key.self as? any RawRepresentable<String>.Type {
        .stringRawValue(type)
      } else if let type = Key.self as? any RawRepresentable<Int>.Type {
        .intRawValue(type)
      } else {
        .unsupported
      }
  }

  /// The key for `string`, or `nil` when it does not convert.
  func key(for string: String) -> Key? {
    switch strategy {
    case .string: string as? Key
    case .int: Int(string) as? Key
    case .codingKeyRepresentable(let type):
      type.init(codingKey: AnyCodingKey(stringValue: string)) as? Key
    case .stringRawValue(let type): type.init(rawValue: string) as? Key
    case .intRawValue(let type): Int(string).flatMap { type.init(rawValue: $0) } as? Key
    case .unsupported: nil
    }
  }

  /// The payload's string for `key`, the inverse of ``key(for:)``.
  func string(for key: Key) -> String? {
    switch strategy {
    case .string: key as? String
    case .int: (key as? Int).map(String.init)
    case .codingKeyRepresentable: (key as? any CodingKeyRepresentable)?.codingKey.stringValue
    case .stringRawValue: (key as? any RawRepresentable<String>)?.rawValue
    case .intRawValue: ((key as? any RawRepresentable<Int>)?.rawValue).map(String.init)
    case .unsupported: nil
    }
  }

  /// `dictionary` with its keys converted, or `nil` if one of them does not convert.
  ///
  /// Of the strings that convert to one key, such as `"1"` and `"01"` for an `Int`, the one that
  /// sorts last wins, whatever order the decoder lists them in.
  @usableFromInline
  func dictionary<Value>(converting dictionary: [String: Value]) -> [Key: Value]? {
    if case .string = strategy { return unsafeBitCast(dictionary, to: [Key: Value].self) }
    var converted: [Key: Value] = [:]
    converted.reserveCapacity(dictionary.count)
    for (string, value) in dictionary {
      guard let key = key(for: string) else { return nil }
      converted[key] = value
    }
    if converted.count < dictionary.count {
      Self.resolveCollisions(in: &converted, from: dictionary.lazy.map { ($0.key, $0.value) }) {
        key(for: $0)
      }
    }
    return converted
  }

  /// Sets each key of `dictionary` to the value of the last, in string order, of the `entries`
  /// whose strings convert to it: what two strings that convert to one key leave, the same
  /// whatever order the decoder listed them in.
  static func resolveCollisions<Value>(
    in dictionary: inout [Key: Value],
    from entries: some Sequence<(String, Value)>,
    converting key: (String) -> Key?
  ) {
    for (string, value) in entries.sorted(by: { $0.0 < $1.0 }) {
      if let key = key(string) { dictionary[key] = value }
    }
  }

  /// The error for a key that does not convert.
  func error(for string: String, at codingPath: [any CodingKey]) -> DecodingError {
    let path = codingPath + [AnyCodingKey(stringValue: string)]
    if case .unsupported = strategy {
      return .dataCorrupted(
        .init(
          codingPath: path,
          valueFreeDescription: """
            `\(Key.self)` cannot key a resilient dictionary; use `String`, `Int`, a \
            `CodingKeyRepresentable` type or a `String` or `Int` raw-valued type
            """))
    }
    let expected = "Expected a key convertible to `\(Key.self)` but found"
    return .dataCorrupted(
      .init(
        codingPath: path, debugDescription: "\(expected) \(String(reflecting: string)) instead",
        redactedDescription: "\(expected) \(PayloadRedaction.describe(string)) instead"))
  }
}

// The conversion holds metatypes and lives for one decode on one thread.
@available(*, unavailable)
extension DictionaryKeyConversion: Sendable {}

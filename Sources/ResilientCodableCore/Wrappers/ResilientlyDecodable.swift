/// A kind of value that ``Resilient`` can wrap: an optional, an array, a set, a dictionary, or a
/// ``ResilientRawRepresentable`` enum.
///
/// The library provides every conformance; you do not conform your own types. To make an enum
/// resilient, conform it to ``ResilientRawRepresentable``. A model type is not wrapped at all:
/// wrap the optional or the collection that holds it (`@Resilient var author: Author?`).
///
/// | kind | key missing | `null` | wrong type | a bad element |
/// |---|---|---|---|---|
/// | `T?` | `nil`, silent | `nil`, silent | `nil`, reported | – |
/// | `[T]`, `Set<T>`, `[K: V]` | empty, silent | empty, silent | empty, reported | dropped, reported |
/// | `[T]?`, `Set<T>?`, `[K: V]?` | `nil`, silent | `nil`, silent | empty, reported | dropped, reported |
/// | `E` with a fallback | fallback, reported | fallback, reported | fallback, reported | – |
/// | `E?` | `nil`, silent | `nil`, silent | fallback or `nil`, reported | – |
public protocol ResilientlyDecodable: Decodable {
  /// Decodes the value for `key` of `container`, recovering from what can be recovered from and
  /// reporting each recovery to the reporter of `context`, if any.
  @_documentation(visibility: internal)
  static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self>

  /// Decodes the value of `decoder`, recovering from what can be recovered from and reporting
  /// each recovery to the reporter of `context`, if any.
  @_documentation(visibility: internal)
  static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self>
}

// Only the library's kinds conform: a type of the user's has no recovery to offer, so conforming
// it is a compile-time error that says what to do instead. These witnesses exist for the
// unavailable conformances below and are never called.
extension ResilientlyDecodable {
  /// Unavailable: the library provides every conformance.
  @available(
    *, unavailable,
    message: "conform enums to ResilientRawRepresentable; wrap models in an optional or collection"
  )
  public static func _decodeResilient<Key>(
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    Resilient(try container.decode(Self.self, forKey: key), state: .decoded)
  }

  /// Unavailable: the library provides every conformance.
  @available(
    *, unavailable,
    message: "conform enums to ResilientRawRepresentable; wrap models in an optional or collection"
  )
  public static func _decodeResilient(
    from decoder: any Decoder,
    context: SafeDecodingContext?
  ) throws -> Resilient<Self> {
    Resilient(try decoder.singleValueContainer().decode(Self.self), state: .decoded)
  }
}

// MARK: - Plain values

// A plain value has nothing to fall back to, so `@Resilient` on it is a compile-time error that
// says what to write instead.

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Bool?`"
)
extension Bool: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `String?`"
)
extension String: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Int?`"
)
extension Int: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Int8?`"
)
extension Int8: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Int16?`"
)
extension Int16: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Int32?`"
)
extension Int32: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Int64?`"
)
extension Int64: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UInt?`"
)
extension UInt: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UInt8?`"
)
extension UInt8: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UInt16?`"
)
extension UInt16: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UInt32?`"
)
extension UInt32: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `UInt64?`"
)
extension UInt64: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Double?`"
)
extension Double: ResilientlyDecodable {}

@available(
  *, unavailable,
  message: "@Resilient recovers optionals, collections and resilient enums; make it `Float?`"
)
extension Float: ResilientlyDecodable {}

// SafeDecoding's macro spellings that this library replaced, kept so that code moving over
// compiles, each deprecated with what to write instead. See the article "Migrating from
// SafeDecoding".

/// SafeDecoding's `@SafeDecoding(reporter:shouldImplementEncoding:)` for a struct or a class:
/// with `true`, the type also gets `Encodable` and an `encode(to:)`.
///
/// - Parameters:
///   - reporter: Hears about every recovery of the type's properties.
///   - shouldImplementEncoding: A literal `true` to add `Encodable` and `encode(to:)`.
@available(
  *, deprecated,
  message:
    "declare Encodable (or Codable) on the type, and @SafeDecoding writes encode(to:) where it needs one"
)
@attached(
  member, conformances: Decodable, Encodable, _SafeDecodingClass,
  names: named(init(from:)), named(CodingKeys), named(CaseCodingKeys), named(preservedData),
  named(encode(to:)), named(_$isKnownKey), named(_$encodeProperties(to:))
)
@attached(
  extension, conformances: Decodable, Encodable, _SafeDecodingClass,
  names: named(init(from:)))
public macro SafeDecoding(
  reporter: (any SafeDecodingReporter)? = nil,
  shouldImplementEncoding: Bool
) = #externalMacro(module: "ResilientCodableMacros", type: "SafeDecodingMacro")

/// SafeDecoding's `@SafeDecoding(decodingStrategy:shouldImplementEncoding:reporter:)` for an
/// enum: with `true`, the enum also gets `Encodable` and an `encode(to:)` in the strategy's shape.
///
/// - Parameters:
///   - decodingStrategy: A literal strategy.
///   - shouldImplementEncoding: A literal `true` to add `Encodable` and `encode(to:)`.
///   - reporter: Hears about every recovery of the enum.
@available(
  *, deprecated,
  message:
    "declare Encodable (or Codable) on the enum, and @SafeDecoding writes encode(to:) in its shape"
)
@attached(
  member, conformances: Decodable, Encodable, _SafeDecodingClass,
  names: named(init(from:)), named(CodingKeys), named(CaseCodingKeys), named(preservedData),
  named(encode(to:)), named(_$isKnownKey), named(_$encodeProperties(to:))
)
@attached(
  extension, conformances: Decodable, Encodable, _SafeDecodingClass,
  names: named(init(from:)))
public macro SafeDecoding(
  decodingStrategy: EnumCaseDecodingStrategy,
  shouldImplementEncoding: Bool,
  reporter: (any SafeDecodingReporter)? = nil
) = #externalMacro(module: "ResilientCodableMacros", type: "SafeDecodingMacro")

/// SafeDecoding's conditional decoding of an optional property: decoded only when `condition`
/// is `true` at decoding time, `nil` otherwise.
///
/// - Parameter condition: Whether to decode the property.
@available(
  *, deprecated,
  message:
    "decode the property in an init(from:) of your own, with decodeResilient(_:forKey:property:context:)"
)
@attached(peer)
public macro OptionalDecoding(_ condition: Bool) =
  #externalMacro(module: "ResilientCodableMacros", type: "OptionalDecodingMacro")

/// SafeDecoding's conditional decoding of an optional property, with the condition as a closure.
///
/// - Parameter condition: Whether to decode the property.
@available(
  *, deprecated,
  message:
    "decode the property in an init(from:) of your own, with decodeResilient(_:forKey:property:context:)"
)
@attached(peer)
public macro OptionalDecoding(_ condition: @escaping () -> Bool) =
  #externalMacro(module: "ResilientCodableMacros", type: "OptionalDecodingMacro")

/// SafeDecoding's name for ``CodedAt(_:)``.
///
/// - Parameter key: A string literal.
@available(*, deprecated, renamed: "CodedAt")
@attached(peer)
public macro PropertyNameDecoding(_ key: String) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedAtMacro")

/// SafeDecoding's key of a property spelled in another casing: the key is the property's name
/// converted to `casing`.
///
/// - Parameter casing: How the payload spells the property's name.
@available(
  *, deprecated,
  message:
    "write the key the payload uses, @CodedAt(\"full_name\"), or style every key at once, @SafeDecoding(keyStyle: .snakeCase)"
)
@attached(peer)
public macro PropertyNameDecoding(casing: PropertyNameCasingStrategy) =
  #externalMacro(module: "ResilientCodableMacros", type: "CodedAtMacro")

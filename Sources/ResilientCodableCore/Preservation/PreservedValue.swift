/// A value of a payload as the payload wrote it, kept so that data the model could not decode
/// is written back when the model is encoded.
///
/// With ``ResilientDecodingOptions/preservesInvalidData`` on in the decoder's options, a
/// `@Resilient` array, set or dictionary keeps each dropped element or entry as a
/// `PreservedValue`, and a property replaced as a whole keeps the value it replaced; encoding
/// writes them back where they were.
///
/// The cases are JSON's; other formats map onto them (an XML or YAML scalar is a ``string(_:)``).
/// It is the library's JSON value: `Codable`, `Hashable`, `Sendable`, written with literals, and
/// read with subscripts and typed accessors that chain without `?`
/// (`value["user"]["login"].string`), so that an app can look into what preservation, an unknown
/// key or a fallback case kept.
public enum PreservedValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without a fractional part that fits in 64 bits.
  case integer(Int64)
  /// Any other number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([PreservedValue])
  /// An object.
  case object([String: PreservedValue])
}

extension PreservedValue: Codable {
  /// Decodes whatever value `decoder` holds.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a value that is none of the cases.
  public init(from decoder: any Decoder) throws {
    if let reader = decoder as? JSONReaderDecoder,
      let value = reader.preservedValue(at: reader.index)
    {
      self = value
      return
    }
    if let container = try? decoder.singleValueContainer() {
      if container.decodeNil() {
        self = .null
        return
      }
      if let value = try? container.decode(Bool.self) {
        self = .bool(value)
        return
      }
      if let value = try? container.decode(Int64.self) {
        self = .integer(value)
        return
      }
      if let value = try? container.decode(Double.self) {
        self = .number(value)
        return
      }
      if let value = try? container.decode(String.self) {
        self = .string(value)
        return
      }
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [PreservedValue] = []
      while !container.isAtEnd { elements.append(try container.decode(PreservedValue.self)) }
      self = .array(elements)
      return
    }
    // An object is read as a dictionary, whose keys a decoder's key strategy leaves as the
    // payload spelled them (`image_24`, which `.convertFromSnakeCase` makes `image24`).
    if let container = try? decoder.singleValueContainer(),
      let object = try? container.decode([String: PreservedValue].self)
    {
      self = .object(object)
      return
    }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath, valueFreeDescription: "The value cannot be preserved"))
  }

  /// Encodes the value as the payload wrote it.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .integer(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .number(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let object):
      // As a dictionary, whose keys a key strategy leaves as they are.
      var container = encoder.singleValueContainer()
      try container.encode(object)
    }
  }
}

extension PreservedValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// Creates ``null``.
  ///
  /// - Parameter nilLiteral: `nil`.
  public init(nilLiteral: ()) { self = .null }

  /// Creates a ``bool(_:)``.
  ///
  /// - Parameter value: The value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// Creates an ``integer(_:)``.
  ///
  /// - Parameter value: The value.
  public init(integerLiteral value: Int64) { self = .integer(value) }

  /// Creates a ``number(_:)``.
  ///
  /// - Parameter value: The value.
  public init(floatLiteral value: Double) { self = .number(value) }

  /// Creates a ``string(_:)``.
  ///
  /// - Parameter value: The value.
  public init(stringLiteral value: String) { self = .string(value) }

  /// Creates an ``array(_:)``.
  ///
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: PreservedValue...) { self = .array(elements) }

  /// Creates an ``object(_:)``.
  ///
  /// - Parameter elements: The keys and values; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, PreservedValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}

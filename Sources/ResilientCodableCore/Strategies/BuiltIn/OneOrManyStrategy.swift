/// Reads an array, or a single element where the payload sent one instead of an array.
///
/// ```swift
/// // "tags": "swift"   or   "tags": ["swift", "codable"]
/// @CodedBy(.oneOrMany()) let tags: [String]
/// ```
///
/// An array decodes as a `@Resilient` array does: a bad element is dropped and reported. A
/// single element is kept as an array of one, reported as ``RecoveryAction/convertedValue``,
/// and written back as the single value while the array is unchanged.
public struct OneOrManyStrategy<Element: Codable>: CodingStrategy {
  /// Creates the strategy.
  public init() {}

  /// Reads the array, dropping the elements that do not decode.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The elements.
  /// - Throws: What plain decoding throws when the value is no array; the original error in
  ///   strict mode.
  public func decode(from decoder: any Decoder) throws -> [Element] {
    _ = try decoder.unkeyedContainer()
    return try [Element]._decodeResilient(from: decoder, context: nil).wrappedValue
  }

  /// Writes the array.
  ///
  /// - Parameters:
  ///   - value: The elements.
  ///   - encoder: The encoder of the value.
  /// - Throws: What encoding the elements throws.
  public func encode(_ value: [Element], to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  /// A single element, as an array of one.
  ///
  /// - Parameter decoder: The decoder of the value.
  /// - Returns: The element in an array, or `nil` when it does not decode.
  public func convert(from decoder: any Decoder) -> [Element]? {
    (try? decoder.singleValueContainer().decodeScalarAware(Element.self)).map { [$0] }
  }
}

extension CodingStrategy {
  /// Reads an array, or a single element as an array of one; see ``OneOrManyStrategy``.
  ///
  /// - Parameter type: The element type; by default, the one the property gives. Name it where
  ///   nothing else does, as in a macro's attribute: `@CodedBy(.oneOrMany(String.self))`.
  /// - Returns: The strategy.
  public static func oneOrMany<Element>(
    _ type: Element.Type = Element.self
  ) -> Self where Self == OneOrManyStrategy<Element> {
    OneOrManyStrategy()
  }
}

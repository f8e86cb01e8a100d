/// How one payload value becomes a value of a property, and how it is written back.
///
/// A strategy is the one extension point for transforms: dates in a list of formats, `Data` as
/// Base64, JSON inside a string, a single value where an array is expected, or your own. Give it
/// to a property of a `@SafeDecoding` model with `@CodedBy`, or to a hand-written `init(from:)`
/// with ``Swift/KeyedDecodingContainer/decode(_:forKey:by:property:context:initialValue:retries:fallback:policy:preserving:)``.
/// The property keeps its declared type, and the strategy applies the same way to an optional,
/// to each element of an array or a set, and to each value of a dictionary:
///
/// ```swift
/// @SafeDecoding
/// struct Event: Codable {
///   @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
///   let start: Date
///   @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
///   let reminders: [Date]  // a date no format reads is dropped, reported
///   @CodedBy(.base64)
///   let thumbnail: Data?  // not Base64: nil, reported
/// }
/// ```
///
/// A strategy says only how to read and write one value. What happens when it fails is the
/// library's, the same as for any other value: a bad optional is `nil`, a bad element is dropped,
/// a property takes its fallback or initial value or follows its `@Policy`, strict mode throws,
/// and each recovery is reported once, with its coding path, to every sink. A strategy that reads
/// what ``decode(from:)`` rejected in another form implements ``convert(from:)``: the converted
/// value is kept, reported as ``conversionAction``, and written back as it arrived while it is
/// unchanged (a coerced scalar only when the decode preserves invalid data).
///
/// Writing one takes a few lines; here, an amount of cents sent as a decimal string:
///
/// ```swift
/// struct CentsStrategy: CodingStrategy {
///   func decode(from decoder: any Decoder) throws -> Int {
///     let text = try decoder.singleValueContainer().decode(String.self)
///     guard let amount = Decimal(string: text), amount.exponent >= -2 else {
///       throw DecodingError.dataCorrupted(
///         .init(codingPath: decoder.codingPath, debugDescription: "Not an amount: \(text)"))
///     }
///     return NSDecimalNumber(decimal: amount * 100).intValue
///   }
///
///   func encode(_ value: Int, to encoder: any Encoder) throws {
///     var container = encoder.singleValueContainer()
///     try container.encode("\(Decimal(value) / 100)")
///   }
/// }
/// ```
public protocol CodingStrategy<Value>: Sendable {
  /// The type of the values the strategy reads and writes.
  associatedtype Value

  /// Reads one value from `decoder`.
  ///
  /// - Parameter decoder: The decoder of the value alone.
  /// - Returns: The value.
  /// - Throws: An error, preferably a `DecodingError` at `decoder.codingPath`, when the payload
  ///   does not hold a value the strategy reads; the library recovers from it.
  func decode(from decoder: any Decoder) throws -> Value

  /// Writes one value to `encoder`.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - encoder: The encoder of the value alone.
  /// - Throws: What encoding the value throws.
  func encode(_ value: Value, to encoder: any Encoder) throws

  /// Reads, in another form, a value that ``decode(from:)`` rejected, or returns `nil`.
  ///
  /// The library calls it after ``decode(from:)`` threw, unless the decode is strict. A value
  /// it returns is kept, and reported with the action ``conversionAction`` so that the drift
  /// shows in the error digest. By default, nothing converts.
  ///
  /// It may throw, as ``decode(from:)`` does, so that it reads with `try`:
  ///
  /// ```swift
  /// func convert(from decoder: any Decoder) throws -> Int? {
  ///   try decoder.singleValueContainer().decode(Int.self) * 100
  /// }
  /// ```
  ///
  /// A thrown error is the same as `nil`: the value does not convert, and the error that
  /// ``decode(from:)`` threw is the one recovered from. The result is optional: a method that
  /// returns `Value` is not this requirement and is never called; Swift warns of it ("nearly
  /// matches defaulted requirement") when the method is in the extension that declares the
  /// conformance.
  ///
  /// - Parameter decoder: The decoder of the value alone.
  /// - Returns: The converted value, or `nil`.
  /// - Throws: An error when the value does not convert, which the library treats as `nil`.
  func convert(from decoder: any Decoder) throws -> Value?

  /// The action that reports a value that ``convert(from:)`` read; by default
  /// ``RecoveryAction/convertedValue``.
  var conversionAction: RecoveryAction { get }
}

extension CodingStrategy {
  /// Converts nothing.
  ///
  /// - Parameter decoder: The decoder of the value alone.
  /// - Returns: `nil`.
  public func convert(from decoder: any Decoder) -> Value? { nil }

  /// ``RecoveryAction/convertedValue``.
  public var conversionAction: RecoveryAction { .convertedValue }
}

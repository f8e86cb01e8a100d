public import Foundation

/// Reads a date in an ordered list of formats, and writes it in the first, or as it arrived.
///
/// ```swift
/// @CodedBy(.dateFormats(.iso8601, .secondsSince1970))
/// let created: Date
/// @CodedBy(.dateFormats(.secondsSince1970, writingBack: .asReceived))
/// let ts: Date  // Slack's "1425499421.000004" is written back as that string
/// ```
///
/// The list takes the place of the decoder's `dateDecodingStrategy` for this property, so that
/// `1714564800` under ``DateFormat/secondsSince1970`` is a date in 1970's reckoning whatever the
/// decoder does with other dates. A date that no format reads is an error at its own path that
/// lists the formats, from which the property recovers as any other value does.
///
/// By default, every format of the list reads a date silently, and every date is written in the
/// first format. With ``WritingBack/asReceived``, only the first format, in the JSON type it
/// writes, is the property's own: a date in another format of the list (or a number of seconds
/// sent as a string) is kept and reported as ``RecoveryAction/convertedValue``, so that the
/// digest shows how often each form arrives, and written back as it arrived while unchanged.
public struct DateFormatsStrategy: CodingStrategy {
  /// How dates are written back.
  public enum WritingBack: Sendable {
    /// In the first format of the list.
    case firstFormat
    /// As they arrived: each date in a later format of the list is reported as a conversion
    /// and kept as it arrived, to be written back so while unchanged.
    case asReceived
  }

  /// The formats a payload may use, most likely first.
  public let formats: [DateFormat]

  /// How dates are written back.
  public let writingBack: WritingBack

  /// Creates the strategy.
  ///
  /// - Parameters:
  ///   - formats: The formats a payload may use, most likely first.
  ///   - writingBack: How dates are written back; in the first format by default.
  public init(_ formats: [DateFormat], writingBack: WritingBack = .firstFormat) {
    self.formats = formats
    self.writingBack = writingBack
  }

  /// Reads a date in the formats of the list, or only in the first with
  /// ``WritingBack/asReceived``.
  ///
  /// - Parameter decoder: The decoder of the date.
  /// - Returns: The date.
  /// - Throws: `DecodingError.dataCorrupted` at the date's path, listing the formats.
  public func decode(from decoder: any Decoder) throws -> Date {
    guard writingBack == .asReceived, let first = formats.first else {
      return try DateFormat.date(in: formats, from: decoder)
    }
    let container = try decoder.singleValueContainer()
    let date =
      first.writesNumbers
      ? (try? container.decode(Double.self)).flatMap(first.date(from:))
      : (try? container.decode(String.self)).flatMap(first.date(from:))
    if let date { return date }
    let kind = first.writesNumbers ? "number" : "string"
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath,
        valueFreeDescription: "Expected a date in \(first) as a \(kind)"))
  }

  /// Writes `date` in the first format of the list, or as `Date` writes itself when the list is
  /// empty.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - encoder: The encoder of the date.
  /// - Throws: What encoding the date throws.
  public func encode(_ date: Date, to encoder: any Encoder) throws {
    guard let format = formats.first else { return try date.encode(to: encoder) }
    try format.encode(date, to: encoder)
  }

  /// With ``WritingBack/asReceived``, a date in any format of the list, in any JSON type;
  /// otherwise `nil`.
  ///
  /// - Parameter decoder: The decoder of the date.
  /// - Returns: The date, or `nil`.
  public func convert(from decoder: any Decoder) -> Date? {
    guard writingBack == .asReceived else { return nil }
    return try? DateFormat.date(in: formats, from: decoder)
  }
}

extension CodingStrategy where Self == DateFormatsStrategy {
  /// Reads a date in the first of `formats` that reads it; see ``DateFormatsStrategy``.
  ///
  /// - Parameters:
  ///   - formats: The formats a payload may use, most likely first.
  ///   - writingBack: How dates are written back; in the first format by default.
  /// - Returns: The strategy.
  public static func dateFormats(
    _ formats: DateFormat...,
    writingBack: DateFormatsStrategy.WritingBack = .firstFormat
  ) -> Self {
    DateFormatsStrategy(formats, writingBack: writingBack)
  }
}

extension DateFormatsStrategy: DirectlyReadStrategy {
  @usableFromInline
  func readDirectly<Key>(from container: KeyedDecodingContainer<Key>, forKey key: Key) -> Date? {
    guard let first = formats.first else { return nil }
    // Missing and `null` are no value here, and cost no thrown error.
    if first.writesNumbers {
      guard let number = (try? container.decodeIfPresent(Double.self, forKey: key)) ?? nil
      else { return nil }
      return writingBack == .asReceived ? first.date(from: number) : formats.date(from: number)
    }
    guard let text = (try? container.decodeIfPresent(String.self, forKey: key)) ?? nil
    else { return nil }
    return writingBack == .asReceived ? first.date(from: text) : formats.date(from: text)
  }
}

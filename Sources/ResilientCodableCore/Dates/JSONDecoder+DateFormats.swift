public import Foundation

extension JSONDecoder.DateDecodingStrategy {
  /// Reads a date in the first of `formats` that reads it, in order.
  ///
  /// ```swift
  /// decoder.dateDecodingStrategy = .formats([.iso8601, .rfc1123, .millisecondsSince1970])
  /// ```
  ///
  /// A date in none of the formats is a `DecodingError.dataCorrupted` at the date's own path,
  /// whose message lists the formats tried, so that a `@Resilient` `Date?` becomes `nil`, and a
  /// bad element of a `[Date]` is dropped, with that message in the digest. A number is read by
  /// the formats since 1970; a string by every format, so that `"1714564800"` is a date in
  /// seconds since 1970 too.
  ///
  /// - Parameter formats: The formats a payload may use, most likely first.
  /// - Returns: The strategy.
  public static func formats(_ formats: [DateFormat]) -> Self {
    .custom { decoder in try DateFormat.date(in: formats, from: decoder) }
  }
}

extension JSONEncoder.DateEncodingStrategy {
  /// Writes every date in `format`: the first format of the list a decoder reads.
  ///
  /// ```swift
  /// encoder.dateEncodingStrategy = .format(.iso8601)
  /// ```
  ///
  /// - Parameter format: The format to write.
  /// - Returns: The strategy.
  public static func format(_ format: DateFormat) -> Self {
    .custom { date, encoder in try format.encode(date, to: encoder) }
  }
}

extension DateFormat {
  /// The date of `decoder` in the first of `formats` that reads it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` listing `formats`, when none reads it.
  static func date(in formats: [DateFormat], from decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      throw DecodingError.valueNotFound(
        Date.self,
        .init(codingPath: decoder.codingPath, debugDescription: "Found null instead of a date"))
    }
    // The JSON type that the first format writes is tried first: a failed attempt throws, and
    // a thrown error costs more than the rest of reading a date.
    let number = formats.first?.writesNumbers == false ? nil : try? container.decode(Double.self)
    let found: String
    let described: String
    if number == nil, let text = try? container.decode(String.self) {
      if let date = formats.date(from: text) { return date }
      found = String(reflecting: text)
      described = PayloadRedaction.describe(text)
    } else {
      let number = try number ?? container.decode(Double.self)
      if let date = formats.date(from: number) { return date }
      found = number.rounded() == number && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
      described = PayloadRedaction.describe(number)
    }
    // The formats are the app's own, not the payload's: a message names them.
    let names = formats.map(\.description).joined(separator: ", ")
    let expected =
      formats.count == 1
      ? "Expected a date in the format \(names); found"
      : "Expected a date in one of these formats: \(names); found"
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: decoder.codingPath, debugDescription: "\(expected) \(found)",
        redactedDescription: "\(expected) \(described)"))
  }
}

extension [DateFormat] {
  /// The date that `number` stands for in the first of these formats that reads it, or `nil`.
  ///
  /// A plain loop: the first element of a lazy `compactMap` evaluates its closure twice.
  func date(from number: Double) -> Date? {
    for format in self { if let date = format.date(from: number) { return date } }
    return nil
  }

  /// The date that `text` writes in the first of these formats that reads it, or `nil`.
  func date(from text: String) -> Date? {
    for format in self { if let date = format.date(from: text) { return date } }
    return nil
  }
}

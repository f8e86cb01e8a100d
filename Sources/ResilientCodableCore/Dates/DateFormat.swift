public import Foundation

/// A way a payload writes a date: one entry of the ordered list that
/// ``FoundationEssentials/JSONDecoder/DateDecodingStrategy/formats(_:)`` tries in turn.
///
/// Servers rarely keep to one date format: one endpoint adds fractional seconds, another sends
/// seconds since 1970, an old one RFC 1123. List the formats a payload may use, most likely
/// first:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.dateDecodingStrategy = .formats([.iso8601, .secondsSince1970])
/// let encoder = JSONEncoder()
/// encoder.dateEncodingStrategy = .format(.iso8601)
/// ```
public struct DateFormat: Sendable, CustomStringConvertible {
  /// The ways a format reads and writes a date; a struct over this enum can gain formats without
  /// breaking its clients.
  private enum Kind: Sendable {
    case iso8601(fractionalSeconds: Bool)
    case rfc3339
    case rfc1123
    case dateOnly
    case sinceEpoch(unitsPerSecond: Double)
    case pattern(String, timeZone: TimeZone)
  }

  private let kind: Kind

  /// ISO 8601 with a time zone, such as `2024-05-01T12:00:00Z`; reads fractional seconds too
  /// (`2024-05-01T12:00:00.250+02:00`), and writes none.
  public static let iso8601 = Self(kind: .iso8601(fractionalSeconds: false))

  /// ISO 8601 with fractional seconds, such as `2024-05-01T12:00:00.250Z`; reads a date without
  /// them too, and writes milliseconds.
  public static let iso8601WithFractionalSeconds = Self(kind: .iso8601(fractionalSeconds: true))

  /// RFC 3339: ISO 8601 that may separate the date and the time with a space and write `t` and
  /// `z` in lowercase, such as `2024-05-01 12:00:00z`; writes as ``iso8601`` does.
  public static let rfc3339 = Self(kind: .rfc3339)

  /// RFC 1123, the date of HTTP headers, such as `Wed, 01 May 2024 12:00:00 GMT`; reads the
  /// RFC 2822 zones `+0200` and `UTC` too.
  public static let rfc1123 = Self(kind: .rfc1123)

  /// A calendar date without a time, `2024-05-01`, read and written in UTC.
  public static let dateOnly = Self(kind: .dateOnly)

  /// Seconds since 1970-01-01 UTC, as a number or a numeric string; writes a number.
  public static let secondsSince1970 = Self(kind: .sinceEpoch(unitsPerSecond: 1))

  /// Milliseconds since 1970-01-01 UTC, as a number or a numeric string; writes a number.
  public static let millisecondsSince1970 = Self(kind: .sinceEpoch(unitsPerSecond: 1_000))

  /// A `DateFormatter` pattern, such as `"dd/MM/yyyy HH:mm"`, read and written with the
  /// `en_US_POSIX` locale.
  ///
  /// - Parameters:
  ///   - pattern: The pattern, in the syntax of Unicode Technical Standard #35.
  ///   - timeZone: The time zone of dates that the pattern does not give one; UTC by default.
  /// - Returns: The format.
  public static func pattern(_ pattern: String, timeZone: TimeZone = .gmt) -> Self {
    Self(kind: .pattern(pattern, timeZone: timeZone))
  }

  /// The format's name, as a failed date's error lists it: `ISO 8601`, `seconds since 1970`,
  /// `pattern "dd/MM/yyyy"`.
  public var description: String {
    switch kind {
    case .iso8601(let fractionalSeconds):
      fractionalSeconds ? "ISO 8601 with fractional seconds" : "ISO 8601"
    case .rfc3339: "RFC 3339"
    case .rfc1123: "RFC 1123"
    case .dateOnly: "date only (yyyy-MM-dd)"
    case .sinceEpoch(let units): units == 1 ? "seconds since 1970" : "milliseconds since 1970"
    case .pattern(let pattern, _): "pattern \(String(reflecting: pattern))"
    }
  }
}

// MARK: - Reading and writing

extension DateFormat {
  /// The date that `text` writes in this format, or `nil`.
  func date(from text: String) -> Date? {
    switch kind {
    case .iso8601:
      return Self.iso8601Date(from: text)
    case .rfc3339:
      var normalized = Array(text.uppercased().utf8)
      if normalized.count > 10, normalized[10] == UInt8(ascii: " ") {
        normalized[10] = UInt8(ascii: "T")
      }
      return Self.iso8601Date(from: String(decoding: normalized, as: UTF8.self))
    case .rfc1123:
      for pattern in Self.rfc1123Patterns {
        if let date = DateFormatterCache.shared.date(from: text, pattern: pattern, timeZone: .gmt) {
          return date
        }
      }
      return nil
    case .dateOnly:
      return DateFormatterCache.shared.date(from: text, pattern: "yyyy-MM-dd", timeZone: .gmt)
    case .sinceEpoch(let units):
      guard let number = Double(text), number.isFinite, text.allSatisfy(\.isEpochCharacter)
      else { return nil }
      return Date(timeIntervalSince1970: number / units)
    case .pattern(let pattern, let timeZone):
      return DateFormatterCache.shared.date(from: text, pattern: pattern, timeZone: timeZone)
    }
  }

  /// Whether the format writes dates as numbers, rather than as text.
  var writesNumbers: Bool {
    if case .sinceEpoch = kind { true } else { false }
  }

  /// The date that `number` stands for in this format, or `nil` for a format of text.
  func date(from number: Double) -> Date? {
    guard case .sinceEpoch(let units) = kind, number.isFinite else { return nil }
    return Date(timeIntervalSince1970: number / units)
  }

  /// Writes `date` in this format to `encoder`.
  func encode(_ date: Date, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch kind {
    case .iso8601(let fractionalSeconds):
      try container.encode(
        fractionalSeconds
          ? Self.iso8601WithMilliseconds(date) : Date.ISO8601FormatStyle().format(date))
    case .rfc3339:
      try container.encode(Date.ISO8601FormatStyle().format(date))
    case .rfc1123:
      try container.encode(
        DateFormatterCache.shared.string(
          from: date, pattern: Self.rfc1123Patterns[0], timeZone: .gmt))
    case .dateOnly:
      try container.encode(
        DateFormatterCache.shared.string(from: date, pattern: "yyyy-MM-dd", timeZone: .gmt))
    case .sinceEpoch(let units):
      try container.encode(date.timeIntervalSince1970 * units)
    case .pattern(let pattern, let timeZone):
      try container.encode(
        DateFormatterCache.shared.string(from: date, pattern: pattern, timeZone: timeZone))
    }
  }

  /// `date` in ISO 8601 with milliseconds, rounded to the nearest one: the format style
  /// truncates, and would write `.414` for the `.415` that a payload held, whose `Double` lies
  /// just below it.
  private static func iso8601WithMilliseconds(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let seconds = (milliseconds / 1000).rounded(.down)
    let whole = Date.ISO8601FormatStyle().format(Date(timeIntervalSince1970: seconds))
    let fraction = String(Int(milliseconds - seconds * 1000))
    return "\(whole.dropLast()).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)Z"
  }

  /// RFC 1123 with a zone name, then with a numeric zone (RFC 2822).
  private static let rfc1123Patterns = [
    "EEE, dd MMM yyyy HH:mm:ss zzz", "EEE, dd MMM yyyy HH:mm:ss Z",
  ]

  /// An ISO 8601 date with a time zone, with or without fractional seconds.
  private static func iso8601Date(from text: String) -> Date? {
    (try? Date.ISO8601FormatStyle().parse(text))
      ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
  }
}

extension Character {
  /// Whether the character may appear in a number of seconds since 1970 written as a string.
  fileprivate var isEpochCharacter: Bool { isASCII && (isNumber || self == "." || self == "-") }
}

internal import Foundation

/// One `DateFormatter` per pattern and time zone, shared by every decode: making a formatter
/// costs far more than using one.
final class DateFormatterCache: Sendable {
  /// The cache every format uses.
  static let shared = DateFormatterCache()

  private let formatters = LockedValue<[String: DateFormatter]>([:])

  /// The date that `text` writes in `pattern`, or `nil`.
  func date(from text: String, pattern: String, timeZone: TimeZone) -> Date? {
    withFormatter(pattern: pattern, timeZone: timeZone) { $0.date(from: text) }
  }

  /// `date` written in `pattern`.
  func string(from date: Date, pattern: String, timeZone: TimeZone) -> String {
    withFormatter(pattern: pattern, timeZone: timeZone) { $0.string(from: date) }
  }

  /// Runs `body` with the formatter of `pattern` and `timeZone`, under the cache's lock, since a
  /// formatter is not safe to share between threads everywhere.
  private func withFormatter<Result>(
    pattern: String,
    timeZone: TimeZone,
    _ body: (DateFormatter) -> Result
  ) -> Result {
    formatters.withValue { formatters in
      let key = "\(timeZone.identifier) \(pattern)"
      if let formatter = formatters[key] { return body(formatter) }
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = timeZone
      formatter.dateFormat = pattern
      formatters[key] = formatter
      return body(formatter)
    }
  }
}

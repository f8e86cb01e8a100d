/// An ordered list of date formats, as a type: what ``DateFormatted`` reads one property's dates
/// in.
///
/// A property wrapper decoded by synthesized code gets no arguments, so a property's formats are
/// given by a type. Declare the list once, and a generic alias that names the wrapper with it:
///
/// ```swift
/// enum GitHubDates: DateFormatList {
///   static let formats: [DateFormat] = [.iso8601, .secondsSince1970]
/// }
/// typealias GitHubDate<Value: FormattableDates> = DateFormatted<GitHubDates, Value>
///
/// struct Issue: Codable {
///   @GitHubDate var createdAt: Date
///   @GitHubDate var closedAt: Date?
/// }
/// ```
public protocol DateFormatList: Sendable {
  /// The formats a payload may use, most likely first; the first is the one dates are written
  /// in.
  static var formats: [DateFormat] { get }
}

public import Foundation

/// A date read in the first of the formats of `Formats` that reads it, and written in the first
/// of them: what ``DateFormatted`` decodes and encodes in place of each `Date` it holds.
@usableFromInline
struct ListedDate<Formats: DateFormatList>: Hashable, Sendable {
  @usableFromInline
  let date: Date

  @usableFromInline
  init(_ date: Date) {
    self.date = date
  }
}

extension ListedDate: Codable {
  /// Reads the date in the first of the formats that reads it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at the date's own path, listing the formats, when
  ///   none reads it.
  @usableFromInline
  init(from decoder: any Decoder) throws {
    date = try DateFormat.date(in: Formats.formats, from: decoder)
  }

  /// Writes the date in the first format of the list, or as `Date` writes itself when the list
  /// is empty.
  @usableFromInline
  func encode(to encoder: any Encoder) throws {
    guard let format = Formats.formats.first else { return try date.encode(to: encoder) }
    try format.encode(date, to: encoder)
  }
}

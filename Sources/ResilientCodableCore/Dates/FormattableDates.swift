public import Foundation

/// A value whose dates ``DateFormatted`` reads in a list of formats: `Date`, `Date?`, `[Date]`,
/// `Set<Date>`, and dictionaries of dates.
///
/// Each recovers as it would under ``Resilient``: a `Date?` that no format reads is `nil`, a bad
/// date of an array or a set is dropped, a dictionary entry whose date is bad is dropped, each
/// reported at the date's own path with the formats tried. A plain `Date` that no format reads
/// throws, as a plain `Date` does.
public protocol FormattableDates: Codable {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  static func _decodeDates<Formats: DateFormatList, Key>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Self>

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self>

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable
}

extension Date: FormattableDates {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList, Key>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Self> {
    DateFormatted(try container.decode(ListedDate<Formats>.self, forKey: key).date, state: .decoded)
  }

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self> {
    DateFormatted(try ListedDate<Formats>(from: decoder).date, state: .decoded)
  }

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  public func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable {
    ListedDate<Formats>(self)
  }
}

extension Optional: FormattableDates where Wrapped == Date {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList, Key>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed(ListedDate<Formats>?.self, from: container, forKey: key) { $0?.date }
  }

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed(ListedDate<Formats>?.self, from: decoder) { $0?.date }
  }

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  public func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable {
    map { ListedDate<Formats>($0) }
  }
}

extension Array: FormattableDates where Element == Date {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList, Key>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed([ListedDate<Formats>].self, from: container, forKey: key) { $0.map(\.date) }
  }

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed([ListedDate<Formats>].self, from: decoder) { $0.map(\.date) }
  }

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  public func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable {
    map { ListedDate<Formats>($0) }
  }
}

extension Set: FormattableDates where Element == Date {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList, Key>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed(Set<ListedDate<Formats>>.self, from: container, forKey: key) {
      Set($0.map(\.date))
    }
  }

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed(Set<ListedDate<Formats>>.self, from: decoder) { Set($0.map(\.date)) }
  }

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  public func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable {
    Set<ListedDate<Formats>>(map { ListedDate<Formats>($0) })
  }
}

extension Dictionary: FormattableDates where Key: Codable, Value == Date {
  /// Decodes the value for `key` of `container`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList, CodingKey>(
    in formats: Formats.Type,
    from container: KeyedDecodingContainer<CodingKey>,
    forKey key: CodingKey
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed([Key: ListedDate<Formats>].self, from: container, forKey: key) {
      $0.mapValues(\.date)
    }
  }

  /// Decodes the value of `decoder`, reading its dates in `formats`.
  @_documentation(visibility: internal)
  public static func _decodeDates<Formats: DateFormatList>(
    in formats: Formats.Type,
    from decoder: any Decoder
  ) throws -> DateFormatted<Formats, Self> {
    try decodeListed([Key: ListedDate<Formats>].self, from: decoder) { $0.mapValues(\.date) }
  }

  /// The value with each date standing as a date that writes itself in the first of `formats`.
  @_documentation(visibility: internal)
  public func _listingDates<Formats: DateFormatList>(in formats: Formats.Type) -> any Encodable {
    mapValues { ListedDate<Formats>($0) }
  }
}

extension FormattableDates {
  /// Decodes `Listed`, the value with its dates read in a list of formats, for `key` as
  /// ``Resilient`` would, and makes the value of it with `dates`.
  fileprivate static func decodeListed<Listed: ResilientlyDecodable, Formats, Key>(
    _ listed: Listed.Type,
    from container: KeyedDecodingContainer<Key>,
    forKey key: Key,
    dates: (Listed) -> Self
  ) throws -> DateFormatted<Formats, Self> {
    let decoded = try container.reportingAbsence(forKey: key, context: nil) {
      try Listed._decodeResilient(from: container, forKey: key, context: nil)
    }
    return DateFormatted(dates(decoded.value), state: decoded.state)
  }

  /// Decodes `Listed` from `decoder` as ``Resilient`` would, and makes the value of it with
  /// `dates`.
  fileprivate static func decodeListed<Listed: ResilientlyDecodable, Formats>(
    _ listed: Listed.Type,
    from decoder: any Decoder,
    dates: (Listed) -> Self
  ) throws -> DateFormatted<Formats, Self> {
    let decoded = try Listed._decodeResilient(from: decoder, context: nil)
    return DateFormatted(dates(decoded.value), state: decoded.state)
  }
}

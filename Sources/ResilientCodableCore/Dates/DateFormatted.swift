/// A property wrapper that reads the dates of one property in an ordered list of formats, and
/// writes them in the first.
///
/// The list is a ``DateFormatList`` type; a generic alias names the wrapper with it, so that the
/// property's type gives the rest:
///
/// ```swift
/// enum FeedDates: DateFormatList {
///   static let formats: [DateFormat] = [.iso8601, .rfc1123, .millisecondsSince1970]
/// }
/// typealias FeedDate<Value: FormattableDates> = DateFormatted<FeedDates, Value>
///
/// struct Entry: Codable {
///   @FeedDate var published: Date  // no format reads it: the decode throws
///   @FeedDate var updated: Date?  // no format reads it: nil, reported
///   @FeedDate var edits: [Date]  // a date no format reads is dropped, reported
/// }
/// ```
///
/// The list takes the place of the decoder's `dateDecodingStrategy` for this property, so that
/// `1714564800` under ``DateFormat/secondsSince1970`` is a date in 1970's reckoning whatever the
/// decoder does with other dates. It works in `@SafeDecoding` models too. A failed date is
/// reported at its own path, and its error lists the formats tried. To read every date of a
/// decode in a list, use
/// ``FoundationEssentials/JSONDecoder/DateDecodingStrategy/formats(_:)`` instead.
@propertyWrapper
public struct DateFormatted<Formats: DateFormatList, Value: FormattableDates> {
  /// How the value was obtained.
  @usableFromInline
  var state: ResilientState

  /// The value.
  @usableFromInline
  var value: Value

  /// The decoded or recovered value.
  public var wrappedValue: Value {
    @inlinable get { value }
    set {
      value = newValue
      state = state.afterAssignment
    }
  }

  /// The wrapper itself, for its ``outcome``: `$updated.outcome`.
  public var projectedValue: Self { self }

  /// Creates a wrapper holding `wrappedValue`.
  ///
  /// - Parameter wrappedValue: The value.
  @inlinable
  public init(wrappedValue: Value) {
    self.init(wrappedValue, state: .decoded)
  }

  @inlinable
  init(_ value: Value, state: ResilientState) {
    self.state = state
    self.value = value
  }

  /// How the value was obtained: ``ResilientDecodingOutcome/recoveredFrom(_:wasReported:)``
  /// with the original error when a date was dropped or set to `nil`.
  public var outcome: ResilientDecodingOutcome { state.outcome }
}

// MARK: - DateFormatted + Conformances

extension DateFormatted: Sendable where Value: Sendable {}

extension DateFormatted: Equatable where Value: Equatable {
  /// Whether the two values are equal, however they were obtained.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension DateFormatted: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}

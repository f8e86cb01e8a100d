/// The kind of a recovered error, for grouping errors in logs and metrics.
public enum ErrorCategory: String, Hashable, Sendable, CaseIterable {
  /// A required key was missing: `DecodingError.keyNotFound`.
  case keyNotFound

  /// A value was `null` where one was required: `DecodingError.valueNotFound`.
  case valueWasNil

  /// A value had the wrong type: `DecodingError.typeMismatch`.
  case typeMismatch

  /// A value had the right type but could not be used, or the data was not valid:
  /// `DecodingError.dataCorrupted`.
  case dataCorrupted

  /// A ``ResilientRawRepresentable`` enum met a raw value it has no case for: an
  /// ``UnknownNovelValueError``.
  case unknownNovelValue

  /// Any other error, such as one thrown by a hand-written `init(from:)`.
  case other

  /// The category of `error`.
  ///
  /// - Parameter error: A recovered error.
  public init(_ error: any Error) {
    self =
      switch error {
      case DecodingError.keyNotFound: .keyNotFound
      case DecodingError.valueNotFound: .valueWasNil
      case DecodingError.typeMismatch: .typeMismatch
      case DecodingError.dataCorrupted: .dataCorrupted
      case is UnknownNovelValueError: .unknownNovelValue
      default: .other
      }
  }
}

/// The kind of a recovered error, for grouping errors in logs and metrics.
///
/// New categories may be added in later versions, so code that switches over categories keeps a
/// `default` case.
public struct ErrorCategory: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The category's stable name, such as `typeMismatch`: the `resilient.category` of a log
  /// record and the `category` dimension of a metric.
  public let rawValue: String

  private init(_ rawValue: String) { self.rawValue = rawValue }

  /// A required key was missing: `DecodingError.keyNotFound`.
  public static let keyNotFound = Self("keyNotFound")

  /// A value was `null` where one was required: `DecodingError.valueNotFound`.
  public static let valueWasNil = Self("valueWasNil")

  /// A value had the wrong type: `DecodingError.typeMismatch`.
  public static let typeMismatch = Self("typeMismatch")

  /// A value had the right type but could not be used, or the data was not valid:
  /// `DecodingError.dataCorrupted`.
  public static let dataCorrupted = Self("dataCorrupted")

  /// A ``ResilientRawRepresentable`` enum met a raw value it has no case for: an
  /// ``UnknownNovelValueError``.
  public static let unknownNovelValue = Self("unknownNovelValue")

  /// A decoded value broke a rule of its property's: a ``ValidationError``.
  public static let failedValidation = Self("failedValidation")

  /// An object had a key that no model reads: an ``UnknownKeyError``.
  ///
  /// Reported when the decode's ``ResilientDecodingOptions/unknownKeyPolicy`` asks. Not an
  /// error: drift to know about.
  public static let unknownKey = Self("unknownKey")

  /// An object had, in place of a property's own key, one of its other keys: a
  /// ``RenamedKeyError``.
  ///
  /// Reported when the decode's ``ResilientDecodingOptions/unknownKeyPolicy`` asks for unknown
  /// keys. Not an error: drift to know about.
  public static let renamedKey = Self("renamedKey")

  /// Any other error, such as one thrown by a hand-written `init(from:)`.
  public static let other = Self("other")

  /// Every category, in the order they are declared.
  public static let allCases: [Self] = [
    .keyNotFound, .valueWasNil, .typeMismatch, .dataCorrupted, .unknownNovelValue,
    .failedValidation, .unknownKey, .renamedKey, .other,
  ]

  /// The category of `error`.
  ///
  /// - Parameter error: A recovered error.
  public init(_ error: any Error) {
    // One cast, where a pattern a case would cast again.
    guard let decodingError = error as? DecodingError else {
      self =
        switch error {
        case is UnknownNovelValueError: .unknownNovelValue
        case is ValidationError: .failedValidation
        case is UnknownKeyError: .unknownKey
        case is RenamedKeyError: .renamedKey
        default: .other
        }
      return
    }
    self =
      switch decodingError {
      case .keyNotFound: .keyNotFound
      case .valueNotFound: .valueWasNil
      case .typeMismatch: .typeMismatch
      case .dataCorrupted: .dataCorrupted
      @unknown default: .other
      }
  }

  /// The category's ``rawValue``.
  public var description: String { rawValue }
}

/// What decoding does with a property's value that is missing, `null` or invalid: one entry of a
/// ``ValuePolicy``.
///
/// ```swift
/// ValuePolicy(missing: .dropElement, null: .useDefault.reported, invalid: .fail)
/// ```
///
/// A response that keeps a value (``useDefault``, ``useEmpty``) is reported or not as
/// ``reported`` and ``silent`` say; left to itself, a missing key or `null` is reported when the
/// decode reports absent values (``ResilientDecodingOptions/reportsAbsentValues``), and an invalid
/// value always.
public struct ValueResponse: Sendable, Hashable, CustomStringConvertible {
  /// The responses; a struct over this enum can gain cases without breaking its clients.
  @usableFromInline
  enum Kind: Sendable, Hashable {
    case useDefault
    case useEmpty
    case dropElement
    case fail
  }

  @usableFromInline
  let kind: Kind

  /// Whether the value is reported; `nil` leaves it to the decode.
  @usableFromInline
  let reporting: Bool?

  /// The property's default: the initial value of a `@SafeDecoding` property (or its
  /// `@FallbackDecoding` value), and otherwise what ``useEmpty`` takes.
  public static let useDefault = Self(kind: .useDefault, reporting: nil)

  /// What ``Resilient`` takes: `nil` for an optional, an empty array, set or dictionary, a
  /// ``ResilientRawRepresentable`` enum's fallback; for a value that has none of these, what
  /// ``useDefault`` takes.
  public static let useEmpty = Self(kind: .useEmpty, reporting: nil)

  /// No value: the decode of the model that holds the property throws the `DecodingError`, so
  /// that the array, set or dictionary holding the model drops that element and reports it;
  /// anywhere else, the decode fails.
  public static let dropElement = Self(kind: .dropElement, reporting: nil)

  /// No value, and no recovery: the whole decode throws a ``RequiredValueError``, which no
  /// array, set, dictionary or ``Failable`` around the property recovers from.
  public static let fail = Self(kind: .fail, reporting: nil)

  /// This response, and the value it keeps is reported to the digest and the model's reporter.
  public var reported: Self { Self(kind: kind, reporting: true) }

  /// This response, and the value it keeps is not reported.
  public var silent: Self { Self(kind: kind, reporting: false) }

  /// The response as written in code: `useDefault.reported`, `dropElement`.
  public var description: String {
    let name =
      switch kind {
      case .useDefault: "useDefault"
      case .useEmpty: "useEmpty"
      case .dropElement: "dropElement"
      case .fail: "fail"
      }
    return switch reporting {
    case nil: name
    case true?: name + ".reported"
    case false?: name + ".silent"
    }
  }
}

/// What decoding does with one property's value when it is missing, when it is `null`, and when
/// it is invalid, and whether each is reported.
///
/// Resilient decoding fills in a missing key or `null` silently and reports an invalid value.
/// A policy says otherwise for one property: a key that must be there drops the element that
/// lacks it, a `null` takes the default and is reported, an invalid value fails the decode.
///
/// ```swift
/// @SafeDecoding
/// struct Order {
///   @Policy(missing: .dropElement, invalid: .dropElement)
///   var id: String?
///   @Policy(null: .useDefault.reported)
///   var quantity = 1
/// }
/// ```
///
/// Give it to a `@SafeDecoding` property with `@Policy`, or to a wrapped property with the
/// ``CodingPreset/policy`` of a ``Coded`` wrapper's preset. The digest entry of a reported value
/// says which of the three happened in its ``ErrorDigest/Entry/category``:
/// ``ErrorCategory/keyNotFound``, ``ErrorCategory/valueWasNil``, or another category for an
/// invalid value. A bad element of a collection is not an invalid collection: it is dropped, as
/// always; the policy's `invalid` applies when the payload's value is not a collection at all.
public struct ValuePolicy: Sendable, Hashable {
  /// What a missing key makes of the property.
  public var missing: ValueResponse

  /// What `null` makes of the property.
  public var null: ValueResponse

  /// What a value that does not decode as the property's type makes of it.
  public var invalid: ValueResponse

  /// Creates a policy; each response left out is ``ValueResponse/useDefault``, what decoding does
  /// without a policy.
  ///
  /// - Parameters:
  ///   - missing: The response to a missing key.
  ///   - null: The response to `null`.
  ///   - invalid: The response to a value that does not decode.
  public init(
    missing: ValueResponse = .useDefault,
    null: ValueResponse = .useDefault,
    invalid: ValueResponse = .useDefault
  ) {
    self.missing = missing
    self.null = null
    self.invalid = invalid
  }

  /// The response to `error`: to a missing key, to `null`, or to an invalid value.
  @usableFromInline
  func response(to error: any Error) -> ValueResponse {
    switch error {
    case DecodingError.keyNotFound: missing
    case DecodingError.valueNotFound: null
    default: invalid
    }
  }
}

/// The error of a value whose ``ValuePolicy`` response is ``ValueResponse/fail``: the missing
/// key, `null` or invalid value fails the whole decode.
///
/// No recovery catches it: an array, set or dictionary around the property's model rethrows it
/// instead of dropping the element, and so does a ``Failable``.
public struct RequiredValueError: Error, CustomStringConvertible {
  /// The error that decoding the value threw, or the `DecodingError` of its missing key or
  /// `null`.
  public let underlyingError: any Error

  /// Creates the error that `underlyingError` fails the decode with.
  ///
  /// - Parameter underlyingError: The error of the value.
  public init(_ underlyingError: any Error) {
    self.underlyingError = underlyingError
  }

  /// The underlying error's message, with the policy that made it fatal.
  public var description: String {
    "A value that its policy requires did not decode: \(ErrorMessage(underlyingError).text)"
  }
}

// Its description counts and names, and quotes no value of the payload.
extension RequiredValueError: ValueFreeDescription {}

/// The error under the `dataCorrupted` of a string or number whose contents are not valid JSON,
/// or a number that does not fit the type a model reads it as: what the reader finds when a
/// model reads the value, where `JSONDecoder` throws a parse error at `[]`.
///
/// Its description says what is wrong, never the value, so messages repeat it:
///
/// ```
/// The number does not fit in `Int8`, or is not a valid JSON number
/// ```
struct JSONValueError: Error, Hashable, Sendable {
  /// What is wrong with the value.
  enum Reason: Hashable, Sendable {
    /// A string with bytes that are not UTF-8, a control character or a malformed escape.
    case invalidString
    /// A number that is malformed, or that does not fit the type.
    case invalidNumber(type: String)
  }

  let reason: Reason
}

// MARK: - JSONValueError + CustomStringConvertible

extension JSONValueError: CustomStringConvertible {
  var description: String {
    switch reason {
    case .invalidString:
      "The string is not valid: it holds bytes that are not UTF-8, an unescaped control "
        + "character or a malformed escape"
    case .invalidNumber(let type):
      "The number does not fit in `\(type)`, or is not a valid JSON number"
    }
  }
}

// Its description names a type and a reason, never a value of the payload.
extension JSONValueError: ValueFreeDescription {}

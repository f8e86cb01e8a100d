internal import Foundation

/// The outcome of decoding one value, kept instead of thrown so that its container goes on: what
/// a dictionary entry decodes as.
///
/// It decides strict mode at once but leaves reporting to its owner, which knows the order in
/// which its values should be reported. A scalar that did not decode is coerced from the type
/// the payload sent when `Coercion` or the decoder says so.
struct Attempt<Value: Decodable, Coercion: CoercionSetting>: Decodable {
  let result: Result<Value, any Error>
  /// The error that the value was coerced after, if it was.
  let coercedAfter: (any Error)?

  init(from decoder: any Decoder) throws {
    let result = try Recovery.attempt(Value.self, from: decoder)
    guard case .failure(let error) = result,
      let value = Recovery.coercedIfEnabled(
        Value.self, from: decoder, setting: Coercion.coercesScalars)
    else {
      self.result = result
      coercedAfter = nil
      return
    }
    self.result = .success(value)
    coercedAfter = error
  }
}

extension Recovery {
  /// Decodes a `Value` from `decoder`, keeping its error instead of throwing it, except in
  /// strict mode.
  ///
  /// The value decodes as its container would decode it, so the decoder's strategies for dates,
  /// data, URLs and string-keyed dictionaries apply; any other type decodes through its own
  /// `init(from:)` directly, which is what a decoder's container does for it anyway, without a
  /// second pass through the container.
  static func attempt<Value: Decodable>(
    _ type: Value.Type,
    from decoder: any Decoder
  ) throws -> Result<Value, any Error> {
    do {
      return .success(try decodeAsContainerWould(Value.self, from: decoder))
    } catch {
      try permit(error, in: session(decoder.userInfo))
      return .failure(error)
    }
  }

  /// Decodes a `Value` from `decoder` as its container would: through the container for the
  /// types decoders treat specially, through the type's own `init(from:)` otherwise.
  static func decodeAsContainerWould<Value: Decodable>(
    _ type: Value.Type,
    from decoder: any Decoder
  ) throws -> Value {
    try decodesThroughContainer(Value.self)
      ? decoder.singleValueContainer().decodeScalarAware(Value.self) : Value(from: decoder)
  }

  /// Whether decoders treat `type` differently from its own `init(from:)` when a container
  /// decodes it: the standard library's scalars (decoded through the container's concrete
  /// methods), Foundation's dates, data, URLs and decimals (their strategies), and string-keyed
  /// dictionaries (which a key decoding strategy leaves as they are).
  static func decodesThroughContainer<Value>(_ type: Value.Type) -> Bool {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Date.self), ObjectIdentifier(Data.self), ObjectIdentifier(URL.self),
      ObjectIdentifier(Decimal.self):
      true
    default:
      isStandardScalar(type) || isReferenceWide(type) && type is any StringKeyedDictionary.Type
    }
  }
}

/// A dictionary keyed by strings, which decoders decode without their key decoding strategy.
private protocol StringKeyedDictionary {}

extension Dictionary: StringKeyedDictionary where Key == String {}

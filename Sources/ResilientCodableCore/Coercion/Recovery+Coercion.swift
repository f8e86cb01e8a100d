extension Recovery {
  /// Whether a scalar that did not decode is coerced from another scalar type here: the
  /// property's setting (in `context`) if it has one, else the decode's (in `userInfo`).
  @usableFromInline
  static func coercesScalars(
    userInfo: [CodingUserInfoKey: Any],
    context: SafeDecodingContext?
  ) -> Bool {
    coercesScalars(userInfo: userInfo, setting: context?.coercesScalars)
  }

  /// Whether a scalar that did not decode is coerced here: `setting` if it is not `nil`, else
  /// the decode's (in `userInfo`).
  static func coercesScalars(userInfo: [CodingUserInfoKey: Any], setting: Bool?) -> Bool {
    setting ?? (userInfo[.resilientDecodingCoercesScalars] as? Bool == true)
  }

  /// The value of `decoder` coerced to `Value` from another scalar type, or `nil` when `Value`
  /// is no scalar or the value does not convert without loss.
  static func coerced<Value>(_ type: Value.Type, from decoder: any Decoder) -> Value? {
    guard let scalar = Value.self as? any CoercibleScalar.Type,
      let container = try? decoder.singleValueContainer()
    else { return nil }
    return scalar.coerced(from: container) as? Value
  }

  /// Whether `type` is a scalar that coercion can make.
  static func isCoercible<Value>(_ type: Value.Type) -> Bool {
    Value.self is any CoercibleScalar.Type
  }
}

/// A scalar that decodes by coercion: what a container decodes in a scalar's place once the
/// scalar itself did not decode.
struct CoercedScalar<Value>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    guard let value = Recovery.coerced(Value.self, from: decoder) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "Cannot convert the value to \(Value.self) without loss"))
    }
    self.value = value
  }
}

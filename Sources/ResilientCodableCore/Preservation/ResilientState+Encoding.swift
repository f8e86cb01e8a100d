extension ResilientState {
  /// Encodes `value`, which decoded in this state, writing back what decoding replaced or
  /// dropped: a novel raw value, `null`, and with preservation on, the raw value of a value
  /// replaced as a whole or the dropped elements of a collection.
  func encode<Value: Encodable>(_ value: Value, to encoder: any Encoder) throws {
    switch self {
    case .decoded, .keyNotFound:
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .valueWasNil:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .recovered(let record):
      if let replaced = record.replaced, try replaced.encode(to: encoder) { return }
      if let collection = value as? any RestoringEncodable,
        record.dropped.contains(where: { $0.preserved != nil })
      {
        try collection.encode(to: encoder, restoring: record.dropped)
        return
      }
      var container = encoder.singleValueContainer()
      try container.encode(value)
    }
  }

  /// Whether a property that holds `value` in this state leaves its key out when it encodes:
  /// the key was missing from the payload and the value is unchanged since, or the value is a
  /// `nil` that the payload did not spell as `null` or as data to write back, as synthesized
  /// `Encodable` code does for a plain optional.
  func omitsKey(holding value: Any) -> Bool {
    switch self {
    case .keyNotFound: return true
    case .recovered(let record):
      if case .absent = record.replaced { return true }
    case .decoded, .valueWasNil: break
    }
    guard let optional = value as? any OptionalValue, optional.unwrapped == nil else {
      return false
    }
    return switch self {
    case .valueWasNil: false
    case .recovered(let record) where record.replaced != nil: false
    case .decoded, .keyNotFound, .recovered: true
    }
  }
}

extension KeyedEncodingContainer {
  /// Encodes `wrapper`, a property wrapper that holds `value` in `state`: what the
  /// `encode(_:forKey:)` overload of each wrapper does.
  ///
  /// It encodes through the container's own generic method, leaving the key out when
  /// ``ResilientState/omitsKey(holding:)`` says so; with `nilEncoding` `.null`, a `nil` is
  /// written as `null` instead.
  mutating func encodeWrapper<Wrapper: Encodable>(
    _ wrapper: Wrapper,
    holding value: Any,
    in state: ResilientState,
    forKey key: Key,
    nilEncoding: NilEncoding = .omitted
  ) throws {
    if state.omitsKey(holding: value) {
      if case .null = nilEncoding, let optional = value as? any OptionalValue,
        optional.unwrapped == nil
      {
        try encodeNil(forKey: key)
      }
      return
    }
    try encode(wrapper, forKey: key)
  }
}

/// Encoding that calls a container's concrete method for the standard library's scalar types,
/// the counterpart of `ScalarDecoding.swift`: generic code that encodes a scalar would otherwise
/// reach the container's generic `encode(_:forKey:)`, which encoders serve through a nested
/// encoder.
extension KeyedEncodingContainer {
  @inlinable
  mutating func encodeScalarAware<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(String.self): try encode(scalar(value) as String, forKey: key)
    case ObjectIdentifier(Int.self): try encode(scalar(value) as Int, forKey: key)
    case ObjectIdentifier(Double.self): try encode(scalar(value) as Double, forKey: key)
    case ObjectIdentifier(Bool.self): try encode(scalar(value) as Bool, forKey: key)
    case ObjectIdentifier(Float.self): try encode(scalar(value) as Float, forKey: key)
    case ObjectIdentifier(Int64.self): try encode(scalar(value) as Int64, forKey: key)
    case ObjectIdentifier(Int32.self): try encode(scalar(value) as Int32, forKey: key)
    case ObjectIdentifier(UInt.self): try encode(scalar(value) as UInt, forKey: key)
    case ObjectIdentifier(UInt64.self): try encode(scalar(value) as UInt64, forKey: key)
    default: try encode(value, forKey: key)
    }
  }
}

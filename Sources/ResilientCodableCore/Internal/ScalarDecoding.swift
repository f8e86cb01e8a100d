/// Decoding that calls a container's concrete method for the standard library's scalar types.
///
/// Synthesized code decodes a `String?` with `decodeIfPresent(String.self, forKey:)`, which
/// decoders implement directly. Generic code calls `decodeIfPresent<T>(_:forKey:)` instead, which
/// JSONDecoder serves through a nested decoder and an allocation; these functions restore the
/// concrete call when the type is a scalar, at the price of a few metatype comparisons.
extension KeyedDecodingContainer {
  @inlinable
  func decodeScalarAware<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): try scalar(decode(String.self, forKey: key))
    case ObjectIdentifier(Int.self): try scalar(decode(Int.self, forKey: key))
    case ObjectIdentifier(Double.self): try scalar(decode(Double.self, forKey: key))
    case ObjectIdentifier(Bool.self): try scalar(decode(Bool.self, forKey: key))
    case ObjectIdentifier(Float.self): try scalar(decode(Float.self, forKey: key))
    case ObjectIdentifier(Int64.self): try scalar(decode(Int64.self, forKey: key))
    case ObjectIdentifier(Int32.self): try scalar(decode(Int32.self, forKey: key))
    case ObjectIdentifier(UInt.self): try scalar(decode(UInt.self, forKey: key))
    case ObjectIdentifier(UInt64.self): try scalar(decode(UInt64.self, forKey: key))
    default: try decode(type, forKey: key)
    }
  }

  @inlinable
  func decodeIfPresentScalarAware<Value: Decodable>(
    _ type: Value.Type,
    forKey key: Key
  ) throws -> Value? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): try scalar(decodeIfPresent(String.self, forKey: key))
    case ObjectIdentifier(Int.self): try scalar(decodeIfPresent(Int.self, forKey: key))
    case ObjectIdentifier(Double.self): try scalar(decodeIfPresent(Double.self, forKey: key))
    case ObjectIdentifier(Bool.self): try scalar(decodeIfPresent(Bool.self, forKey: key))
    case ObjectIdentifier(Float.self): try scalar(decodeIfPresent(Float.self, forKey: key))
    case ObjectIdentifier(Int64.self): try scalar(decodeIfPresent(Int64.self, forKey: key))
    case ObjectIdentifier(Int32.self): try scalar(decodeIfPresent(Int32.self, forKey: key))
    case ObjectIdentifier(UInt.self): try scalar(decodeIfPresent(UInt.self, forKey: key))
    case ObjectIdentifier(UInt64.self): try scalar(decodeIfPresent(UInt64.self, forKey: key))
    default: try decodeIfPresent(type, forKey: key)
    }
  }
}

extension SingleValueDecodingContainer {
  @inlinable
  func decodeScalarAware<Value: Decodable>(_ type: Value.Type) throws -> Value {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(String.self): try scalar(decode(String.self))
    case ObjectIdentifier(Int.self): try scalar(decode(Int.self))
    case ObjectIdentifier(Double.self): try scalar(decode(Double.self))
    case ObjectIdentifier(Bool.self): try scalar(decode(Bool.self))
    case ObjectIdentifier(Int64.self): try scalar(decode(Int64.self))
    case ObjectIdentifier(UInt.self): try scalar(decode(UInt.self))
    default: try decode(type)
    }
  }
}

/// Whether `type` is one of the standard library's scalar types, which hold no nested values
/// and so report nothing while they decode.
@inlinable
func isStandardScalar<Value>(_ type: Value.Type) -> Bool {
  switch ObjectIdentifier(type) {
  case ObjectIdentifier(String.self), ObjectIdentifier(Int.self), ObjectIdentifier(Double.self),
    ObjectIdentifier(Bool.self), ObjectIdentifier(Float.self), ObjectIdentifier(Int64.self),
    ObjectIdentifier(Int32.self), ObjectIdentifier(UInt.self), ObjectIdentifier(UInt64.self):
    true
  default: false
  }
}

/// Whether `type` is one reference wide, as the standard library's collections are: a test that
/// costs a load, made before a conformance lookup that can only find a collection, which costs
/// more than the rest of a property's decoding in a debug build.
@inlinable
func isReferenceWide<Value>(_ type: Value.Type) -> Bool {
  MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size
}

/// `value` as the generic type that the caller compared equal to its own.
@inlinable
func scalar<Scalar, Value>(_ value: Scalar) -> Value {
  unsafeBitCast(value, to: Value.self)
}

/// A scalar type that containers declare overloads for, which our reader implements apart from
/// the generic `decode(_:)`: the check reaches each overload through these requirements, since a
/// generic call would reach the generic one.
protocol DecodableScalar: Decodable, Equatable, Sendable {
  /// A keyed container's `decode(_:forKey:)` overload for this type.
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self
  /// A keyed container's `decodeIfPresent(_:forKey:)` overload for this type.
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  /// An unkeyed container's `decode(_:)` overload for this type.
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self
  /// An unkeyed container's `decodeIfPresent(_:)` overload for this type.
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self?
}

extension Bool: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Bool.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Bool.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Bool.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Bool.self)
  }
}

extension String: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(String.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(String.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(String.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(String.self)
  }
}

extension Double: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Double.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Double.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Double.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Double.self)
  }
}

extension Float: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Float.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Float.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Float.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Float.self)
  }
}

extension Int: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Int.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Int.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Int.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Int.self)
  }
}

extension Int8: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Int8.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Int8.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Int8.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Int8.self)
  }
}

extension Int16: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Int16.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Int16.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Int16.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Int16.self)
  }
}

extension Int32: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Int32.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Int32.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Int32.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Int32.self)
  }
}

extension Int64: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(Int64.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(Int64.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(Int64.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(Int64.self)
  }
}

extension UInt: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(UInt.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(UInt.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(UInt.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(UInt.self)
  }
}

extension UInt8: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(UInt8.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(UInt8.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(UInt8.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(UInt8.self)
  }
}

extension UInt16: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(UInt16.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(UInt16.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(UInt16.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(UInt16.self)
  }
}

extension UInt32: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(UInt32.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(UInt32.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(UInt32.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(UInt32.self)
  }
}

extension UInt64: DecodableScalar {
  static func decode<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self {
    try container.decode(UInt64.self, forKey: key)
  }
  static func decodeIfPresent<K>(in container: KeyedDecodingContainer<K>, at key: K) throws -> Self?
  {
    try container.decodeIfPresent(UInt64.self, forKey: key)
  }
  static func decode(in container: inout any UnkeyedDecodingContainer) throws -> Self {
    try container.decode(UInt64.self)
  }
  static func decodeIfPresent(in container: inout any UnkeyedDecodingContainer) throws -> Self? {
    try container.decodeIfPresent(UInt64.self)
  }
}

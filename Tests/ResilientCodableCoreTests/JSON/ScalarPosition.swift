import Foundation
import Testing

/// Where a case puts a scalar in its payload: each position reaches the decoder through another
/// call, and puts another coding path on its errors.
enum ScalarPosition: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// The payload is the scalar, decoded as its type.
  case topLevel = "top level"
  /// `[x]`, decoded as an array: the unkeyed container's generic `decode(_:)`.
  case arrayElement = "array element"
  /// `[x]`, the unkeyed container's overload for the type.
  case unkeyedElement = "unkeyed element"
  /// `[x]`, the unkeyed container's `decodeIfPresent(_:)` overload for the type.
  case unkeyedElementIfPresent = "unkeyed element if present"
  /// `{"value": x}`, the keyed container's overload for the type.
  case property
  /// `{"value": x}`, the keyed container's `decodeIfPresent(_:forKey:)` overload for the type.
  case propertyIfPresent = "property if present"
  /// `{"value": x}`, decoded as a generic property: the keyed container's generic
  /// `decode(_:forKey:)`.
  case genericProperty = "generic property"

  var testDescription: String { rawValue }

  /// The positions of a type that has no overloads of its own, such as `Decimal` or `Date`.
  static let genericPositions: [ScalarPosition] = [.topLevel, .arrayElement, .genericProperty]

  /// The payload that puts `scalar`, a JSON text, in this position.
  func payload(_ scalar: String) -> Payload {
    switch self {
    case .topLevel: Payload(scalar)
    case .arrayElement, .unkeyedElement, .unkeyedElementIfPresent: Payload("[\(scalar)]")
    case .property, .propertyIfPresent, .genericProperty: Payload(#"{"value": \#(scalar)}"#)
    }
  }

  /// Expects our reader and Foundation to decode `scalar` alike in this position, as `type`
  /// through this position's call.
  func expectSameDecode<Value: DecodableScalar>(
    _ type: Value.Type,
    _ scalar: String,
    configure: (JSONDecoder) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let payload = payload(scalar)
    switch self {
    case .topLevel:
      ResilientCodableCoreTests.expectSameDecode(
        type, payload, configure: configure, sourceLocation: sourceLocation)
    case .arrayElement:
      ResilientCodableCoreTests.expectSameDecode(
        [Value].self, payload, configure: configure, sourceLocation: sourceLocation)
    case .unkeyedElement:
      ResilientCodableCoreTests.expectSameDecode(
        UnkeyedElement<Value>.self, payload, configure: configure, sourceLocation: sourceLocation)
    case .unkeyedElementIfPresent:
      ResilientCodableCoreTests.expectSameDecode(
        UnkeyedElementIfPresent<Value>.self, payload, configure: configure,
        sourceLocation: sourceLocation)
    case .property:
      ResilientCodableCoreTests.expectSameDecode(
        Property<Value>.self, payload, configure: configure, sourceLocation: sourceLocation)
    case .propertyIfPresent:
      ResilientCodableCoreTests.expectSameDecode(
        PropertyIfPresent<Value>.self, payload, configure: configure,
        sourceLocation: sourceLocation)
    case .genericProperty:
      ResilientCodableCoreTests.expectSameDecode(
        GenericProperty<Value>.self, payload, configure: configure,
        sourceLocation: sourceLocation)
    }
  }

  /// Expects our reader and Foundation to decode `scalar` alike in this position, as `type`,
  /// a type without overloads of its own: only the generic positions apply.
  func expectSameGenericDecode<Value: Decodable & Equatable>(
    _ type: Value.Type,
    _ scalar: String,
    configure: (JSONDecoder) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let payload = payload(scalar)
    switch self {
    case .topLevel:
      ResilientCodableCoreTests.expectSameDecode(
        type, payload, configure: configure, sourceLocation: sourceLocation)
    case .arrayElement, .unkeyedElement, .unkeyedElementIfPresent:
      ResilientCodableCoreTests.expectSameDecode(
        [Value].self, payload, configure: configure, sourceLocation: sourceLocation)
    case .property, .propertyIfPresent, .genericProperty:
      ResilientCodableCoreTests.expectSameDecode(
        GenericProperty<Value>.self, payload, configure: configure,
        sourceLocation: sourceLocation)
    }
  }
}

// MARK: - Placed scalars

/// The key of the property that the keyed positions put a scalar under.
enum ValueKey: String, CodingKey {
  case value
}

/// A scalar read from `[x]` by the unkeyed container's overload for its type.
struct UnkeyedElement<Value: DecodableScalar>: Decodable, Equatable {
  let value: Value

  init(from decoder: any Decoder) throws {
    var container: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    value = try Value.decode(in: &container)
  }
}

/// A scalar read from `[x]` by the unkeyed container's `decodeIfPresent(_:)` overload for its
/// type.
struct UnkeyedElementIfPresent<Value: DecodableScalar>: Decodable, Equatable {
  let value: Value?

  init(from decoder: any Decoder) throws {
    var container: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    value = try Value.decodeIfPresent(in: &container)
  }
}

/// A scalar read from `{"value": x}` by the keyed container's overload for its type.
struct Property<Value: DecodableScalar>: Decodable, Equatable {
  let value: Value

  init(from decoder: any Decoder) throws {
    value = try Value.decode(in: decoder.container(keyedBy: ValueKey.self), at: .value)
  }
}

/// A scalar read from `{"value": x}` by the keyed container's `decodeIfPresent(_:forKey:)`
/// overload for its type.
struct PropertyIfPresent<Value: DecodableScalar>: Decodable, Equatable {
  let value: Value?

  init(from decoder: any Decoder) throws {
    value = try Value.decodeIfPresent(in: decoder.container(keyedBy: ValueKey.self), at: .value)
  }
}

/// A value read from `{"value": x}` by the keyed container's generic `decode(_:forKey:)`.
struct GenericProperty<Value: Decodable & Equatable>: Decodable, Equatable {
  let value: Value
}

extension UnkeyedElement: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool { value.isExactlyEqual(to: other.value) }
}

extension UnkeyedElementIfPresent: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool { value.isExactlyEqual(to: other.value) }
}

extension Property: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool { value.isExactlyEqual(to: other.value) }
}

extension PropertyIfPresent: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool { value.isExactlyEqual(to: other.value) }
}

extension GenericProperty: ExactlyComparable where Value: ExactlyComparable {
  func isExactlyEqual(to other: Self) -> Bool { value.isExactlyEqual(to: other.value) }
}

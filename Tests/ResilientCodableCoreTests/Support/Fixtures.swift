import ResilientCodableCore
import ResilientCodableTestSupport

/// A state enum with a fallback, not frozen.
enum State: String, ResilientRawRepresentable, Codable, Hashable {
  case open, closed, merged, unknown
  static var decodingFallback: State { .unknown }
}

/// A frozen enum with a fallback.
enum Weekday: Int, ResilientRawRepresentable, Codable, Hashable {
  case monday = 1
  case tuesday, wednesday
  static var decodingFallback: Weekday { .monday }
  static var isFrozen: Bool { true }
}

/// An enum without a fallback.
enum Color: String, ResilientRawRepresentable, Codable, Hashable {
  case red, green, blue
}

/// A plain `String` raw-valued enum, used as a dictionary key.
enum Fruit: String, Decodable, Hashable {
  case apple, pear
}

/// An `Int` raw-valued enum, used as a dictionary key.
enum Priority: Int, Decodable, Hashable {
  case low = 1
  case high = 2
}

/// A `CodingKeyRepresentable` key with its own conversion.
struct Tag: CodingKeyRepresentable, Hashable, Decodable {
  let name: String
  var codingKey: any CodingKey { AnyKey(stringValue: name) }

  init(name: String) { self.name = name }

  init?<T: CodingKey>(codingKey: T) {
    guard codingKey.stringValue.hasPrefix("#") else { return nil }
    name = String(codingKey.stringValue.dropFirst())
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

import ResilientCodableCore
import ResilientCodableTestSupport

/// A state enum with a fallback, not frozen.
enum State: String, ResilientRawRepresentable, Decodable, Equatable {
  case open, closed, unknown
  static var decodingFallback: State { .unknown }
}

/// An element of a `[Failable<Item>]`.
struct Item: Decodable, Equatable {
  var id: Int
}

/// An element of an array that holds a `@Resilient` array itself.
struct Column: Decodable {
  var name: String
  @Resilient var cards: [Int]
}

/// One property of each kind that the payloads exercise.
struct Everything: Decodable {
  @Resilient var values: [Int]
  @Resilient var counts: [String: Int]
  @Resilient var value: Int?
  @Resilient var state: State
  var items: [Failable<Item>]
  @Resilient var columns: [Column]
}

/// `@Resilient` properties whose absence or `null` is silent.
struct Optionals: Decodable {
  @Resilient var value: Int?
  @Resilient var values: [Int]
  @Resilient var optionalValues: [Int]?
  @Resilient var counts: [String: Int]
}

/// A `@Resilient` array of integers.
struct Numbers: Decodable {
  @Resilient var values: [Int]
}

/// A `@Resilient` dictionary with string keys.
struct Counts: Decodable {
  @Resilient var counts: [String: Int]
}

/// A `@Resilient` dictionary with integer keys.
struct Names: Decodable {
  @Resilient var byID: [Int: String]
}

/// A `@Resilient` optional integer.
struct Amount: Decodable {
  @Resilient var value: Int?
}

/// A `@Resilient` optional string.
struct Label: Decodable {
  @Resilient var name: String?
}

/// A `@Resilient` enum with a fallback, next to a plain property.
struct Status: Decodable {
  var name: String
  @Resilient var state: State
}

/// A plain array of `Failable` items.
struct Inventory: Decodable {
  var items: [Failable<Item>]
}

/// A `@Resilient` array of models that hold `@Resilient` arrays.
struct Board: Decodable {
  @Resilient var columns: [Column]
}

/// A plain array of integers, to compare with ``Numbers``.
struct PlainNumbers: Decodable {
  var values: [Int]
}

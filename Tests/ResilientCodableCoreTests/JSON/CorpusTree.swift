import Foundation

/// Any JSON document as a value, decoded through `singleValueContainer()` alone: what a decoder
/// gives a model that asks for nothing but its shape.
///
/// Every number is a `Double`, so two trees are equal when their numbers are the same `Double`s.
/// Encodable too, so that a difference between two trees is reported as one between two models.
indirect enum CorpusTree: Codable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([CorpusTree])
  case object([String: CorpusTree])

  // Each wrong try throws, and under Swift Testing every throw records a backtrace, which costs
  // more than the decoding: tried bool-first, the corpus tests took three times as long. So a
  // whole array of numbers goes first (all of canada.json's points), then the kinds in the order
  // that makes the fewest wrong tries over the corpus.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let numbers = try? container.decode([Double].self) {
      self = .array(numbers.map(CorpusTree.number))
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode([String: CorpusTree].self) {
      self = .object(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .array(try container.decode([CorpusTree].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The tree of what `JSONEncoder` writes of `value`.
  init(encoding value: some Encodable) throws {
    self = try JSONDecoder().decode(CorpusTree.self, from: JSONEncoder().encode(value))
  }

  /// The tree without its objects' `null` members, at any depth: what a synthesized `Encodable`
  /// writes of a model that read them as `nil`.
  var removingNullMembers: CorpusTree {
    switch self {
    case .array(let elements): .array(elements.map(\.removingNullMembers))
    case .object(let members):
      .object(members.filter { $0.value != .null }.mapValues(\.removingNullMembers))
    default: self
    }
  }

  /// The first place, in the order of the keys, where the tree is not `expected`, as
  /// `pointer: found …, expected …`; `nil` when the two are equal.
  func firstDifference(from expected: CorpusTree, at pointer: String = "") -> String? {
    switch (self, expected) {
    case (.object(let members), .object(let expectedMembers)):
      for key in Set(members.keys).union(expectedMembers.keys).sorted() {
        let path = "\(pointer)/\(key)"
        guard let value = members[key] else { return "\(path): found no member, expected one" }
        guard let expectedValue = expectedMembers[key] else {
          return "\(path): found a member, expected none"
        }
        if let difference = value.firstDifference(from: expectedValue, at: path) {
          return difference
        }
      }
      return nil
    case (.array(let elements), .array(let expectedElements)):
      guard elements.count == expectedElements.count else {
        return "\(pointer): found \(elements.count) elements, expected \(expectedElements.count)"
      }
      for (index, pair) in zip(elements, expectedElements).enumerated() {
        if let difference = pair.0.firstDifference(from: pair.1, at: "\(pointer)/\(index)") {
          return difference
        }
      }
      return nil
    default:
      return self == expected ? nil : "\(pointer): found \(self), expected \(expected)"
    }
  }
}

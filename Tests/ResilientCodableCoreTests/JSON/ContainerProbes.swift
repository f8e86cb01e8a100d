import Foundation

@_spi(Benchmarking) @testable import ResilientCodableCore

// Types whose `init(from:)` calls the container API in many ways and writes down what each call
// returned or threw, so that two decoders compare on every call, not only on the value a
// synthesized `init(from:)` would build.

// MARK: - ProbeLog

/// What a probe saw, one line a call: the call, then what it returned as it prints, or the error
/// it threw as the check compares errors (case and coding path).
struct ProbeLog: Equatable {
  private(set) var lines: [String] = []

  /// Writes down `line`.
  mutating func note(_ line: String) {
    lines.append(line)
  }

  /// Writes down `call` and what `body` returned or threw.
  mutating func note(_ call: String, _ body: () throws -> Any) {
    do {
      lines.append("\(call) -> \(try body())")
    } catch {
      lines.append("\(call) threw \(Self.written(error))")
    }
  }

  /// Writes down `call` and what `body` returned or threw; returns what it returned.
  mutating func noting<Value>(_ call: String, _ body: () throws -> Value) -> Value? {
    do {
      let value = try body()
      // A container prints its decoder's own types: the probe notes its path instead.
      lines.append("\(call) -> returned")
      return value
    } catch {
      lines.append("\(call) threw \(Self.written(error))")
      return nil
    }
  }

  /// `error` as a probe writes it down.
  ///
  /// That is as the check compares it, except for the error of a string or number that its
  /// decoder rejects when it reads it. Foundation's `JSONDecoder` throws
  /// its internal `JSONError` there, to a caller inside the decode; our reader throws
  /// `dataCorrupted` at the value's path with a ``JSONValueError`` under it (the one difference
  /// by design, ``DifferentialDecodes/keepsLostPath(ours:foundation:)``).
  private static func written(_ error: any Error) -> String {
    if String(reflecting: type(of: error)).hasSuffix("JSONError") { return "an invalid value" }
    if case DecodingError.dataCorrupted(let context) = error,
      context.underlyingError is JSONValueError
    {
      return "an invalid value"
    }
    return "\(DecodeOutcome(error))"
  }
}

/// `path` as a probe writes it down.
private func written(_ path: [any CodingKey]) -> String {
  "\(PathKey.path(path))"
}

// MARK: - KeyedProbe

/// Calls everything a keyed container offers, for keys that a payload may or may not hold, and
/// writes down what each call did.
struct KeyedProbe: Decodable, Equatable {
  /// Keys whose every call the probe tries: present, absent, differently cased, converted from
  /// snake case or not, numeric, empty, and the one `superDecoder()` uses.
  static let probedKeys = ["a", "b", "missing", "A", "aB", "a_b", "1", "01", "", "super"]

  let log: ProbeLog

  init(from decoder: any Decoder) throws {
    var log = ProbeLog()
    log.note("decoder.codingPath -> \(written(decoder.codingPath))")
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    log.note("codingPath -> \(written(container.codingPath))")
    let keys = container.allKeys.map(PathKey.init).sorted { $0.stringValue < $1.stringValue }
    log.note("allKeys -> \(keys)")
    for name in Self.probedKeys {
      let key = AnyCodingKey(stringValue: name)
      log.note("contains(\(name))") { container.contains(key) }
      log.note("decodeNil(forKey: \(name))") { try container.decodeNil(forKey: key) }
      log.note("decode(Int, \(name))") { try container.decode(Int.self, forKey: key) }
      log.note("decodeIfPresent(Int, \(name))") {
        try container.decodeIfPresent(Int.self, forKey: key) as Any
      }
      log.note("decode(String?, \(name))") {
        try container.decode(String?.self, forKey: key) as Any
      }
      log.note("decode(JSONTree, \(name))") { try container.decode(JSONTree.self, forKey: key) }
      log.note("nestedContainer(\(name))") {
        let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: key)
        return "\(written(nested.codingPath)) \(nested.allKeys.map(\.stringValue).sorted())"
      }
      log.note("nestedUnkeyedContainer(\(name))") {
        let nested = try container.nestedUnkeyedContainer(forKey: key)
        return "\(written(nested.codingPath)) count \(nested.count as Any)"
      }
      log.note("superDecoder(forKey: \(name))") {
        let superDecoder = try container.superDecoder(forKey: key)
        let single = try superDecoder.singleValueContainer()
        return "\(written(superDecoder.codingPath)) nil \(single.decodeNil())"
      }
      log.note("superDecoder(forKey: \(name)) tree") {
        try JSONTree(from: container.superDecoder(forKey: key))
      }
    }
    log.note("superDecoder()") {
      let superDecoder = try container.superDecoder()
      return "\(written(superDecoder.codingPath)) \(try JSONTree(from: superDecoder))"
    }
    self.log = log
  }
}

// MARK: - UnkeyedProbe

/// Walks an unkeyed container element by element, trying calls that fail before one that
/// succeeds, then reads past its end in every way, and writes down what each call did, with the
/// container's `count`, `isAtEnd` and `currentIndex` after it.
struct UnkeyedProbe: Decodable, Equatable {
  let log: ProbeLog

  init(from decoder: any Decoder) throws {
    var log = ProbeLog()
    var container = try decoder.unkeyedContainer()
    let state = { (container: any UnkeyedDecodingContainer) in
      "[count \(container.count as Any), at end \(container.isAtEnd), "
        + "index \(container.currentIndex), path \(written(container.codingPath))]"
    }
    log.note("start \(state(container))")
    var steps = 0
    while !container.isAtEnd, steps < 32 {
      steps += 1
      let index = container.currentIndex
      log.note("decodeNil()") { try container.decodeNil() }
      guard container.currentIndex == index else { continue }
      log.note("decode(Bool)") { try container.decode(Bool.self) }
      log.note("decode(Int8)") { try container.decode(Int8.self) }
      log.note("decode(Double)") { try container.decode(Double.self) }
      log.note("decodeIfPresent(UInt)") { try container.decodeIfPresent(UInt.self) as Any }
      log.note("state \(state(container))")
      guard container.currentIndex == index else { continue }
      log.note("decode(String)") { try container.decode(String.self) }
      guard container.currentIndex == index else { continue }
      log.note("nestedContainer") {
        let nested = try container.nestedContainer(keyedBy: AnyCodingKey.self)
        return "\(written(nested.codingPath)) \(nested.allKeys.map(\.stringValue).sorted())"
      }
      log.note("state \(state(container))")
      guard container.currentIndex == index else { continue }
      log.note("nestedUnkeyedContainer") {
        let nested = try container.nestedUnkeyedContainer()
        return "\(state(nested))"
      }
      guard container.currentIndex == index else { continue }
      log.note("superDecoder") {
        let superDecoder = try container.superDecoder()
        return "\(written(superDecoder.codingPath)) \(try JSONTree(from: superDecoder))"
      }
      log.note("state \(state(container))")
      guard container.currentIndex == index else { continue }
      log.note("decode(JSONTree)") { try container.decode(JSONTree.self) }
    }
    log.note("end \(state(container))")
    log.note("decode(Int) past the end") { try container.decode(Int.self) }
    log.note("decode(JSONTree) past the end") { try container.decode(JSONTree.self) }
    log.note("decodeNil() past the end") { try container.decodeNil() }
    log.note("nestedContainer past the end") {
      try container.nestedContainer(keyedBy: AnyCodingKey.self).codingPath.count
    }
    log.note("nestedUnkeyedContainer past the end") {
      try container.nestedUnkeyedContainer().codingPath.count
    }
    log.note("superDecoder past the end") { try container.superDecoder().codingPath.count }
    log.note("state \(state(container))")
    log.note("decodeIfPresent(Int) past the end") { try container.decodeIfPresent(Int.self) as Any }
    log.note("decodeIfPresent(JSONTree) past the end") {
      try container.decodeIfPresent(JSONTree.self) as Any
    }
    log.note("state \(state(container))")
    log.note("decode(Int) further past the end") { try container.decode(Int.self) }
    self.log = log
  }
}

// MARK: - SingleValueProbe

/// Asks a decoder for each kind of container, and a single-value container for each type, and
/// writes down what each call did.
struct SingleValueProbe: Decodable, Equatable {
  let log: ProbeLog

  init(from decoder: any Decoder) throws {
    var log = ProbeLog()
    log.note("codingPath -> \(written(decoder.codingPath))")
    log.note("container") {
      try decoder.container(keyedBy: AnyCodingKey.self).allKeys.map(\.stringValue).sorted()
    }
    log.note("unkeyedContainer") { try decoder.unkeyedContainer().count as Any }
    log.note("container again") {
      try decoder.container(keyedBy: AnyCodingKey.self).allKeys.count
    }
    let single = try decoder.singleValueContainer()
    log.note("single codingPath -> \(written(single.codingPath))")
    log.note("decodeNil()") { single.decodeNil() }
    log.note("decode(Bool)") { try single.decode(Bool.self) }
    log.note("decode(String)") { try single.decode(String.self) }
    log.note("decode(Int)") { try single.decode(Int.self) }
    log.note("decode(UInt8)") { try single.decode(UInt8.self) }
    log.note("decode(Float)") { try single.decode(Float.self) }
    log.note("decode(Double)") { try single.decode(Double.self) }
    log.note("decode(Int?)") { try single.decode(Int?.self) as Any }
    log.note("decode([Int])") { try single.decode([Int].self) }
    log.note("decode([String: Int])") {
      try single.decode([String: Int].self).sorted { $0.key < $1.key }.map { "\($0): \($1)" }
    }
    log.note("decode(JSONTree)") { try single.decode(JSONTree.self) }
    log.note("decodeNil() again") { single.decodeNil() }
    self.log = log
  }
}

// MARK: - PathProbe

/// Writes down the coding path of every decoder and container on the way down through nested
/// keyed and unkeyed containers, super decoders and single-value containers.
struct PathProbe: Decodable, Equatable {
  let log: ProbeLog

  init(from decoder: any Decoder) throws {
    var log = ProbeLog()
    Self.walk(decoder, into: &log, depth: 0)
    self.log = log
  }

  private static func walk(_ decoder: any Decoder, into log: inout ProbeLog, depth: Int) {
    log.note("decoder \(written(decoder.codingPath))")
    guard depth < 8 else { return }
    if let container = log.noting("keyed", { try decoder.container(keyedBy: AnyCodingKey.self) }) {
      log.note("keyed \(written(container.codingPath))")
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        if let nested = log.noting(
          "superDecoder(forKey: \(key.stringValue))", { try container.superDecoder(forKey: key) })
        {
          walk(nested, into: &log, depth: depth + 1)
        }
      }
    } else if var container = log.noting("unkeyed", { try decoder.unkeyedContainer() }) {
      while !container.isAtEnd {
        guard let nested = log.noting("superDecoder()", { try container.superDecoder() }) else {
          return
        }
        walk(nested, into: &log, depth: depth + 1)
      }
    } else {
      log.note("single") { try JSONTree(from: decoder) }
    }
  }
}

// MARK: - Either

/// The first of two types that decodes from the same decoder: a decode that failed must leave the
/// decoder as it was for the next one.
enum Either<First: Decodable & Equatable, Second: Decodable & Equatable>: Decodable, Equatable {
  case first(First)
  case second(Second)

  init(from decoder: any Decoder) throws {
    if let first = try? First(from: decoder) {
      self = .first(first)
    } else {
      self = .second(try Second(from: decoder))
    }
  }
}

// MARK: - RepeatedNilChecks

/// Asks an unkeyed container for `nil` twice before every element, as swift-foundation's
/// `repeatedFailedNilChecks` test does, and keeps the integers.
struct RepeatedNilChecks: Decodable, Equatable {
  let values: [Int?]

  init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var values: [Int?] = []
    while !container.isAtEnd {
      if try container.decodeNil() || container.decodeNil() {
        values.append(nil)
      } else {
        values.append(try container.decode(Int.self))
      }
    }
    self.values = values
  }
}

// MARK: - Inheritance

/// A class whose subclass decodes it through a super decoder.
class Animal: Decodable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// A subclass that decodes its superclass from `superDecoder()` or `superDecoder(forKey:)`.
final class Dog: Animal, Equatable {
  enum CodingKeys: String, CodingKey {
    case breed, animal
  }

  let breed: String
  /// Which super decoder the superclass came from.
  let usesKeyedSuper: Bool

  required init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    breed = try container.decode(String.self, forKey: .breed)
    usesKeyedSuper = container.contains(.animal)
    let superDecoder =
      usesKeyedSuper ? try container.superDecoder(forKey: .animal) : try container.superDecoder()
    try super.init(from: superDecoder)
  }

  static func == (lhs: Dog, rhs: Dog) -> Bool {
    lhs.name == rhs.name && lhs.breed == rhs.breed && lhs.usesKeyedSuper == rhs.usesKeyedSuper
  }
}

// MARK: - UserInfoProbe

/// Reads the decoder's `userInfo` at every level it reaches.
struct UserInfoProbe: Decodable, Equatable {
  /// The key that the tests set.
  static let key = CodingUserInfoKey(rawValue: "differential")

  let seen: [String]

  init(from decoder: any Decoder) throws {
    var seen = ["\(written(decoder.codingPath)): \(Self.value(in: decoder))"]
    if var container = try? decoder.unkeyedContainer() {
      while !container.isAtEnd {
        seen += try container.decode(UserInfoProbe.self).seen
      }
    } else if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        seen += try container.decode(UserInfoProbe.self, forKey: key).seen
        seen.append("super: \(Self.value(in: try container.superDecoder(forKey: key)))")
      }
    }
    self.seen = seen
  }

  private static func value(in decoder: any Decoder) -> String {
    key.flatMap { decoder.userInfo[$0] }.map { "\($0)" } ?? "nothing"
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// Strict mode through every decoder: each drift from the clean payload throws the error that
/// reporting mode recovers from.
struct StrictModeCompatibilityTests {
  struct Model: Decodable {
    @Resilient var values: [Int]
    @Resilient var counts: [String: Int]
    @Resilient var value: Int?
    @Resilient var state: State
  }

  /// One way a payload drifts from the clean one.
  enum Drift: CaseIterable, CustomTestStringConvertible {
    case badElement
    case badDictionaryValue
    case wrongOptional
    case novelEnum
    case missingEnum

    var testDescription: String {
      switch self {
      case .badElement: "a bad array element"
      case .badDictionaryValue: "a bad dictionary value"
      case .wrongOptional: "an optional of the wrong type"
      case .novelEnum: "a novel enum value"
      case .missingEnum: "a missing enum"
      }
    }

    var payload: Payload { StrictModeCompatibilityTests.payload(drifting: self) }
  }

  /// The clean payload, or the one that drifts from it by `drift`.
  static func payload(drifting drift: Drift?) -> Payload {
    var members: [(key: String, value: Payload)] = [
      ("values", drift == .badElement ? [1, "two"] : [1, 2]),
      ("counts", drift == .badDictionaryValue ? ["a": 1, "b": "x"] : ["a": 1, "b": 2]),
      ("value", drift == .wrongOptional ? "seven" : 7),
    ]
    switch drift {
    case .missingEnum: break
    case .novelEnum: members.append(("state", "queued"))
    default: members.append(("state", "open"))
    }
    return .object(members)
  }

  /// Every decoder with every drift, except YAMLDecoder with a novel enum value: it wraps the
  /// thrown error (see `YAMLDecoderTests`).
  static let drifts: [(Format, Drift)] = Format.allCases.flatMap { format in
    Drift.allCases.map { (format, $0) }
  }.filter { $0 != (.yaml, .novelEnum) }

  @Test(arguments: Format.allCases)
  func `decodes a clean payload`(format: Format) throws {
    let model = try format.decodeStrictly(Model.self, from: Self.payload(drifting: nil))
    #expect(model.counts == ["a": 1, "b": 2])
    #expect(model.value == 7)
    #expect(model.state == .open)
    #expect(model.values == [1, 2])
  }

  @Test(arguments: Format.allCases)
  func `decodes missing optionals and collections silently`(format: Format) throws {
    let model = try format.decodeStrictly(Optionals.self, from: [:])
    #expect(model.value == nil)
    #expect(model.values == [])
    #expect(model.optionalValues == nil)
    #expect(model.counts == [:])
  }

  @Test(arguments: drifts)
  func `throws the error that reporting recovers from`(format: Format, drift: Drift) throws {
    let (_, digest) = try format.decodeReporting(Model.self, from: drift.payload)
    let recovered = try #require(digest?.entries.first?.error)
    #expect(digest?.entries.count == 1)
    let thrown = #expect(throws: (any Error).self) {
      try format.decodeStrictly(Model.self, from: drift.payload)
    }
    #expect(thrown.map { String(describing: $0) } == String(describing: recovered))
  }
}

import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Synchronization
import Testing

/// A model whose reporter was written for SafeDecoding, with its five callbacks.
@SafeDecoding(reporter: legacyReporter)
struct LegacyReported {
  var tags: [String]
  var scores: [String: Int]
  var note: String?
}

/// A SafeDecoding model enum, reported to the same reporter.
@SafeDecoding(decodingStrategy: .natural, reporter: legacyReporter)
enum LegacyKind {
  case a
  @FallbackCaseDecoding case unknown
}

struct LegacyReporterTests {
  @Test func `a SafeDecoding reporter's callbacks hear every recovery`() throws {
    let json = #"{"tags": ["a", 1], "scores": {"x": 1, "y": "z"}, "note": 3}"#
    _ = try decode(LegacyReported.self, json)
    _ = try decode(LegacyKind.self, #""b""#)
    #expect(
      LegacyLog.calls.withLock { $0 } == [
        "element 1 of tags in LegacyReported", "entry y of scores in LegacyReported",
        "note: Any in LegacyReported", "fallback case of LegacyKind",
      ])
  }
}

/// What the legacy reporter heard, in order.
enum LegacyLog {
  static let calls = Mutex<[String]>([])
}

/// The legacy reporter, shared by the models above.
let legacyReporter = LegacyReporter()

/// SafeDecoding's reporter protocol, implemented as its users did.
struct LegacyReporter: SafeDecodingLegacyReporter {
  func report<Container, Property>(
    error: any Error,
    of propertyName: String,
    decoding propertyType: Property.Type,
    in containerType: Container.Type
  ) {
    LegacyLog.calls.withLock { $0.append("\(propertyName): \(propertyType) in \(containerType)") }
  }

  func report<Container, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    at index: Int,
    of propertyName: String,
    in containerType: Container.Type
  ) {
    LegacyLog.calls.withLock {
      $0.append("element \(index) of \(propertyName) in \(containerType)")
    }
  }

  func report<Container, Key: Hashable, Item>(
    error: any Error,
    decoding itemType: Item.Type,
    forKey key: Key,
    of propertyName: String,
    in containerType: Container.Type
  ) {
    LegacyLog.calls.withLock { $0.append("entry \(key) of \(propertyName) in \(containerType)") }
  }

  func report<Container>(error: any Error, in containerType: Container.Type) {
    LegacyLog.calls.withLock { $0.append("fallback case of \(containerType)") }
  }
}

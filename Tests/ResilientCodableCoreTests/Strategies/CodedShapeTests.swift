import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

/// The shapes `Coded` finds at run time, and the one it cannot serve.
struct CodedShapeTests {
  struct Attachments: Codable {
    @Coded<Base64Data, [Data]?> var parts: [Data]?
    @Coded<Base64Data, [String: Data]?> var named: [String: Data]?
  }

  struct Mismatched: Codable {
    @Coded<Base64Data, String> var name: String
  }

  @Test func `an optional collection is nil when missing or null, and drops bad elements`()
    throws
  {
    let (missing, none) = try decode(Attachments.self, #"{"named": null}"#)
    #expect(missing.parts == nil)
    #expect(missing.named == nil)
    #expect(none == nil)
    #expect(try encode(missing) == #"{"named":null}"#)
    let (some, digest) = try decode(
      Attachments.self, #"{"parts": ["AQI=", "%%"], "named": {"a": "AQI=", "b": 7}}"#)
    #expect(some.parts == [Data([1, 2])])
    #expect(some.named == ["a": Data([1, 2])])
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/parts/1 droppedElement(index: 1)", "/named/b droppedEntry(key: \"b\")",
      ])
  }

  @Test func `a value that is not the strategy's type, nor a shape of it, is a type mismatch`() {
    #expect {
      try decode(Mismatched.self, #"{"name": "AQI="}"#)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["name"]
        && context.debugDescription.contains("holds neither Data")
    }
  }
}

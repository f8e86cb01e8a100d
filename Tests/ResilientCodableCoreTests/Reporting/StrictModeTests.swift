import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct StrictModeTests {
  struct Model: Decodable {
    @Resilient var value: Int?
    @Resilient var values: [Int]
    @Resilient var optionalValues: [Int]?
    @Resilient var tags: Set<String>
    @Resilient var counts: [String: Int]
    @Resilient var state: State
    @Resilient var color: Color?
  }

  private static let clean = #"""
    {"value": 1, "values": [1], "optionalValues": [2], "tags": ["a"], "counts": {"a": 1},
     "state": "open", "color": "red"}
    """#

  private func strictDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    return decoder
  }

  @Test func `decodes clean data`() throws {
    let model = try strictDecoder().decode(Model.self, from: Data(Self.clean.utf8))
    #expect(model.values == [1])
    #expect(model.state == .open)
  }

  @Test func `decodes missing and null optionals and collections silently`() throws {
    let json = #"{"value": null, "values": null, "state": "open"}"#
    let model = try strictDecoder().decode(Model.self, from: Data(json.utf8))
    #expect(model.value == nil)
    #expect(model.values == [])
    #expect(model.optionalValues == nil)
    #expect(model.counts == [:])
  }

  @Test(arguments: [
    (#""value": 1"#, #""value": "x""#),
    (#""values": [1]"#, #""values": [1, "x"]"#),
    (#""values": [1]"#, #""values": "x""#),
    (#""optionalValues": [2]"#, #""optionalValues": [null]"#),
    (#""tags": ["a"]"#, #""tags": [1]"#),
    (#""counts": {"a": 1}"#, #""counts": {"a": "x"}"#),
    (#""state": "open""#, #""state": "queued""#),
    (#""state": "open""#, #""state": null"#),
    (#""color": "red""#, #""color": "pink""#),
  ])
  func `throws the original error instead of recovering`(clean: String, dirty: String) throws {
    let json = Self.clean.replacingOccurrences(of: clean, with: dirty)
    #expect(json != Self.clean)
    let (_, digest) = try decode(Model.self, json)
    let recovered = try #require(digest?.entries.first?.error)
    #expect(throws: (any Error).self) {
      try strictDecoder().decode(Model.self, from: Data(json.utf8))
    }
    do {
      _ = try strictDecoder().decode(Model.self, from: Data(json.utf8))
    } catch {
      #expect(String(describing: error) == String(describing: recovered))
    }
  }

  @Test func `throws for a missing enum with a fallback`() {
    #expect(throws: DecodingError.self) {
      try strictDecoder().decode(Model.self, from: Data(#"{}"#.utf8))
    }
  }
}

import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct ResilientDecodingErrorReporterTests {
  struct Model: Decodable {
    @Resilient var values: [Int]
  }

  @Test func `collects errors from a decoder's userInfo and resets on flush`() throws {
    let decoder = JSONDecoder()
    let reporter = decoder.enableResilientDecodingErrorReporting()
    _ = try decoder.decode(Model.self, from: Data(#"{"values": [1, "x"]}"#.utf8))
    _ = try decoder.decode(Model.self, from: Data(#"{"values": [null]}"#.utf8))
    let digest = try #require(reporter.flushReportedErrors())
    #expect(digest.paths == ["values/Index 1", "values/Index 0"])
    #expect(reporter.flushReportedErrors() == nil)
  }

  @Test func `works with a property list decoder`() throws {
    let encoder = PropertyListEncoder()
    let data = try encoder.encode(["values": ["1"]])
    let decoder = PropertyListDecoder()
    let reporter = decoder.enableResilientDecodingErrorReporting()
    let model = try decoder.decode(Model.self, from: data)
    #expect(model.values.isEmpty)
    #expect(reporter.flushReportedErrors()?.paths == ["values/Index 0"])
  }

  @Test func `reports errors that a hand-written initializer recovered from`() throws {
    struct Sized: Decodable {
      var size: Int
      enum CodingKeys: CodingKey { case size }
      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
          size = try container.decode(Int.self, forKey: .size)
        } catch {
          decoder.reportError(error)
          size = 0
        }
      }
    }
    let (sizes, digest) = try decode([Sized].self, #"[{"size": 1}, {"size": "L"}]"#)
    #expect(sizes.map(\.size) == [1, 0])
    #expect(digest?.paths == ["Index 1/size"])
    #expect(digest?.recoveryPaths == ["Index 1"])
  }

  @Test func `reuses one decoder and leaves it as it was`() throws {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    for index in 0..<5 {
      let json = #"{"values": [\#(index), "x"]}"#
      let (model, digest) = try decoder.decode(
        Model.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
      #expect(model.values == [index])
      #expect(digest?.paths == ["values/Index 1"])
    }
    #expect(decoder.userInfo.isEmpty)
    let (clean, none) = try decoder.decode(
      Model.self, from: Data(#"{"values": [1]}"#.utf8), reportResilientDecodingErrors: true)
    #expect(clean.values == [1])
    #expect(none == nil)
    let (_, off) = try decoder.decode(
      Model.self, from: Data(#"{"values": ["x"]}"#.utf8), reportResilientDecodingErrors: false)
    #expect(off == nil)
  }

  @Test func `prefers the per-call reporter to one in userInfo`() throws {
    let decoder = JSONDecoder()
    let installed = decoder.enableResilientDecodingErrorReporting()
    let (_, digest) = try decoder.decode(
      Model.self, from: Data(#"{"values": ["x"]}"#.utf8), reportResilientDecodingErrors: true)
    #expect(digest?.paths == ["values/Index 0"])
    #expect(installed.flushReportedErrors() == nil)
  }

  @Test func `eight threads share one decoder, each with its own digest`() async throws {
    let decoder = JSONDecoder()
    let results = await withTaskGroup(of: Bool.self) { group in
      for thread in 0..<8 {
        group.addTask {
          (0..<50).allSatisfy { iteration in
            let bad = (thread + iteration) % 4
            let values = (0..<4).map { $0 == bad ? #""bad""# : "\($0)" }
            let json = #"{"values": [\#(values.joined(separator: ","))]}"#
            guard
              let (model, digest) = try? decoder.decode(
                Model.self, from: Data(json.utf8), reportResilientDecodingErrors: true)
            else { return false }
            return model.values == (0..<4).filter { $0 != bad }
              && digest?.paths == ["values/Index \(bad)"]
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results == Array(repeating: true, count: 8))
    #expect(decoder.userInfo.isEmpty)
  }

  @Test func `one reporter collects from eight threads`() {
    let decoder = JSONDecoder()
    let reporter = decoder.enableResilientDecodingErrorReporting()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<25 {
        _ = try? decoder.decode(Model.self, from: Data(#"{"values": ["x", 1]}"#.utf8))
      }
    }
    let digest = reporter.flushReportedErrors()
    #expect(digest?.entries.count == 200)
    #expect(Set(digest?.paths ?? []) == ["values/Index 0"])
  }
}

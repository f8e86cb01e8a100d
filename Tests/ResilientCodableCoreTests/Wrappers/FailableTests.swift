import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing

struct FailableTests {
  struct Node: Codable, Hashable {
    var id: Int
  }

  @Test func `keeps every element's outcome in position`() throws {
    let json = #"[{"id": 1}, {"id": "two"}, {"id": 3}]"#
    let (nodes, digest) = try decode([Failable<Node>].self, json)
    #expect(nodes.map(\.value) == [Node(id: 1), nil, Node(id: 3)])
    try #require(nodes.count == 3)
    #expect(nodes[1].error != nil)
    #expect(nodes[0].error == nil)
    #expect(digest?.paths == ["Index 1/id"])
    #expect(digest?.recoveryPaths == ["Index 1"])
  }

  @Test func `decodes through the decoder's strategies`() throws {
    let (dates, digest) = try decode([Failable<Date>].self, #"[86400, "x"]"#) {
      $0.dateDecodingStrategy = .secondsSince1970
    }
    #expect(dates.first?.value == Date(timeIntervalSince1970: 86_400))
    #expect(dates.last?.value == nil)
    #expect(digest?.paths == ["Index 1"])
  }

  @Test func `throws in strict mode`() {
    let decoder = JSONDecoder()
    decoder.userInfo.resilientDecodingOptions.isStrict = true
    #expect(throws: DecodingError.self) {
      try decoder.decode([Failable<Int>].self, from: Data(#"[1, "x"]"#.utf8))
    }
  }

  @Test func `compares, hashes and encodes its value`() throws {
    let good = Failable<Node>(.success(Node(id: 1)))
    let bad = Failable<Node>(.failure(CancellationError()))
    #expect(good == Failable(.success(Node(id: 1))))
    #expect(good != bad)
    #expect(Set([good, good, bad]).count == 2)
    let data = try JSONEncoder().encode([good, bad])
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":1},null]"#)
  }
}

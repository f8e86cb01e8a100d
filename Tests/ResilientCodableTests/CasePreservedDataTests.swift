import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// Enum cases that keep the keys of their object that their values do not read, in a
// `PreservedData` value, for each shape whose cases have an object of their own.

/// GeoJSON's geometries: a point may carry a `bbox` and foreign members.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum Geometry: Codable, Equatable {
  @CaseNameDecoding("Point")
  case point(coordinates: [Double], preservedData: PreservedData = PreservedData())
  @CaseNameDecoding("LineString")
  case line(coordinates: [[Double]])
}

/// Synthesized `Codable`'s shape: `{"pause": {"seconds": 3}}`.
@SafeDecoding
enum Step: Codable, Equatable {
  case pause(seconds: Int, preservedData: PreservedData = PreservedData())
  case stop
}

/// An adjacent tag: `{"kind": "pause", "data": {"seconds": 3}}`.
@SafeDecoding(decodingStrategy: .caseByAdjacentTag("kind", content: "data"))
enum TaggedStep: Codable, Equatable {
  case pause(seconds: Int, preservedData: PreservedData = PreservedData())
  case stop
}

/// No tag: the first case whose values decode.
@SafeDecoding(decodingStrategy: .untagged)
enum Amount: Codable, Equatable {
  case money(cents: Int, currency: String, PreservedData = PreservedData())
  case points(points: Int)
}

struct WrapperRoute: Codable, Equatable {
  @Resilient var geometry: Geometry?
  @Resilient var steps: [Step]
  @Resilient var tagged: [TaggedStep]
  @Resilient var amounts: [Amount]
}

@SafeDecoding
struct MacroRoute: Codable, Equatable {
  var geometry: Geometry?
  var steps: [Step]
  var tagged: [TaggedStep]
  var amounts: [Amount]
}

/// A case whose collection and optional recover, in each shape, beside a `PreservedData` value
/// that keeps what they dropped or replaced.
@SafeDecoding
enum Batch: Codable, Equatable {
  case batch(ids: [Int] = [], note: String?, preservedData: PreservedData = PreservedData())
}

@SafeDecoding(decodingStrategy: .caseByAdjacentTag("kind", content: "data"))
enum TaggedBatch: Codable, Equatable {
  case batch(ids: [Int] = [], note: String?, preservedData: PreservedData = PreservedData())
}

@SafeDecoding(decodingStrategy: .untagged)
enum UntaggedBatch: Codable, Equatable {
  case batch(ids: [Int], note: String?, PreservedData = PreservedData())
}

/// The point of ``Geometry`` as a struct.
@SafeDecoding
struct PointStruct: Codable, Equatable {
  var coordinates: [Double]
  var type: String
}

struct WrapperBatches: Codable, Equatable {
  @Resilient var geometry: Geometry?
  @Resilient var batches: [Batch]
  @Resilient var tagged: [TaggedBatch]
  @Resilient var untagged: [UntaggedBatch]
}

@SafeDecoding
struct MacroBatches: Codable, Equatable {
  var geometry: Geometry?
  var batches: [Batch]
  var tagged: [TaggedBatch]
  var untagged: [UntaggedBatch]
}

struct CasePreservedDataTests {
  static let json = """
    {"geometry": {"type": "Point", "coordinates": [1.5, 2.5], "bbox": [1, 2, 1, 2], "srid": 4326},
     "steps": [{"pause": {"seconds": 3, "reason": "traffic"}}, {"stop": {}}],
     "tagged": [{"kind": "pause", "data": {"seconds": 4, "reason": "light"}}, {"kind": "stop"}],
     "amounts": [{"cents": 250, "currency": "EUR", "rate": 1.1}, {"points": 40}]}
    """

  @Test func `a case keeps the keys of its object that its values do not read`() throws {
    let (wrapper, wrapperDigest) = try decode(WrapperRoute.self, Self.json)
    let (macro, macroDigest) = try decode(MacroRoute.self, Self.json)
    #expect(wrapperDigest == nil && macroDigest == nil)
    for route in [
      (wrapper.geometry, wrapper.steps, wrapper.tagged, wrapper.amounts),
      (macro.geometry, macro.steps, macro.tagged, macro.amounts),
    ] {
      guard case .point([1.5, 2.5], let geometry) = route.0,
        case .pause(3, let pause) = route.1.first,
        case .pause(4, let tagged) = route.2.first,
        case .money(250, "EUR", let money) = route.3.first
      else {
        Issue.record("\(route)")
        continue
      }
      #expect(geometry.unknownKeys == ["bbox": [1, 2, 1, 2], "srid": 4326])
      #expect(pause.unknownKeys == ["reason": "traffic"])
      #expect(tagged.unknownKeys == ["reason": "light"])
      #expect(money.unknownKeys == ["rate": 1.1])
      #expect(route.1.last == .stop && route.2.last == .stop && route.3.last == .points(points: 40))
    }
  }

  @Test func `encoding writes the kept keys back inside the case's object`() throws {
    let written =
      #"{"amounts":[{"cents":250,"currency":"EUR","rate":1.1},{"points":40}],"#
      + #""geometry":{"bbox":[1,2,1,2],"coordinates":[1.5,2.5],"srid":4326,"type":"Point"},"#
      + #""steps":[{"pause":{"reason":"traffic","seconds":3}},{"stop":{}}],"#
      + #""tagged":[{"data":{"reason":"light","seconds":4},"kind":"pause"},{"kind":"stop"}]}"#
    #expect(try encode(decode(WrapperRoute.self, Self.json).0) == written)
    #expect(try encode(decode(MacroRoute.self, Self.json).0) == written)
  }

  @Test func `a case built in code has nothing kept, and compares by its values`() throws {
    let built = Geometry.point(coordinates: [1.5, 2.5])
    #expect(try encode(built) == #"{"coordinates":[1.5,2.5],"type":"Point"}"#)
    let decoded = try decode(
      Geometry.self, #"{"type": "Point", "coordinates": [1.5, 2.5], "bbox": [1, 2, 1, 2]}"#
    ).0
    #expect(decoded == built)
  }

  @Test func `keys converted from snake case are known, unknown ones keep their spelling`() throws {
    let json = #"{"pause": {"seconds": 3, "retry_after": 5}}"#
    let (step, _) = try decode(Step.self, json) { $0.keyDecodingStrategy = .convertFromSnakeCase }
    guard case .pause(3, let preserved) = step else {
      Issue.record("\(step)")
      return
    }
    #expect(preserved.unknownKeys == ["retry_after": 5])
    #expect(try encode(step) == #"{"pause":{"retry_after":5,"seconds":3}}"#)
  }

  static let batchesJSON = #"""
    {"geometry": {"type": "Point", "coordinates": [-120.1, "35.5", 4.3]},
     "batches": [{"batch": {"ids": [1, "x", 3], "note": 5}}],
     "tagged": [{"kind": "batch", "data": {"ids": [1, "x", 3], "note": 5}}],
     "untagged": [{"ids": [1, "x", 3], "note": 5}]}
    """#

  static func preserving(_ decoder: JSONDecoder) {
    decoder.userInfo.resilientDecodingOptions.preservesInvalidData = true
  }

  @Test func `a case writes back what its collection dropped, as a struct does`() throws {
    let json = #"{"type": "Point", "coordinates": [-120.1, "35.5", 4.3]}"#
    let (point, pointDigest) = try decode(Geometry.self, json, configure: Self.preserving)
    let (structure, structDigest) = try decode(PointStruct.self, json, configure: Self.preserving)
    guard case .point(let coordinates, _) = point else {
      Issue.record("\(point)")
      return
    }
    #expect(coordinates == [-120.1, 4.3])
    #expect(structure.coordinates == [-120.1, 4.3])
    #expect(pointDigest?.entries.map(\.jsonPointer) == ["/coordinates/1"])
    #expect(structDigest?.entries.map(\.jsonPointer) == ["/coordinates/1"])
    #expect(try encode(point) == #"{"coordinates":[-120.1,"35.5",4.3],"type":"Point"}"#)
    #expect(try encode(structure) == #"{"coordinates":[-120.1,"35.5",4.3],"type":"Point"}"#)
  }

  @Test func `every shape's case writes back what its values dropped or replaced`() throws {
    let (wrapper, wrapperDigest) = try decode(
      WrapperBatches.self, Self.batchesJSON, configure: Self.preserving)
    let (macro, macroDigest) = try decode(
      MacroBatches.self, Self.batchesJSON, configure: Self.preserving)
    #expect(wrapper.geometry == macro.geometry)
    #expect(wrapper.batches == [.batch(ids: [1, 3], note: nil)])
    #expect(macro.batches == [.batch(ids: [1, 3], note: nil)])
    #expect(wrapper.tagged == macro.tagged)
    #expect(wrapper.untagged == [.batch(ids: [1, 3], note: nil)])
    #expect(macro.untagged == [.batch(ids: [1, 3], note: nil)])
    #expect(macroDigest.entrySummaries == wrapperDigest.entrySummaries)
    #expect(
      wrapperDigest?.entries.map(\.jsonPointer) == [
        "/geometry/coordinates/1", "/batches/0/batch/ids/1", "/batches/0/batch/note",
        "/tagged/0/data/ids/1", "/tagged/0/data/note", "/untagged/0/ids/1", "/untagged/0/note",
      ])
    let written =
      #"{"batches":[{"batch":{"ids":[1,"x",3],"note":5}}],"#
      + #""geometry":{"coordinates":[-120.1,"35.5",4.3],"type":"Point"},"#
      + #""tagged":[{"data":{"ids":[1,"x",3],"note":5},"kind":"batch"}],"#
      + #""untagged":[{"ids":[1,"x",3],"note":5}]}"#
    #expect(try encode(wrapper) == written)
    #expect(try encode(macro) == written)
  }

  @Test func `without preservation a case writes only the values it holds`() throws {
    let (macro, _) = try decode(MacroBatches.self, Self.batchesJSON)
    #expect(
      try encode(macro)
        == #"{"batches":[{"batch":{"ids":[1,3]}}],"geometry":{"coordinates":[-120.1,4.3],"#
        + #""type":"Point"},"tagged":[{"data":{"ids":[1,3]},"kind":"batch"}],"untagged":[{"ids":[1,3]}]}"#
    )
  }
}

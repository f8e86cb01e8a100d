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
}

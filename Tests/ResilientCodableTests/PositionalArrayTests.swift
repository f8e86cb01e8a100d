import Foundation
import ResilientCodable
import ResilientCodableTestSupport
import Testing

// Positional arrays (coordinates, ranges, colour triples): an element's place is its meaning, so
// dropping one moves the others. `@RequireCompleteness(.droppedAtMost(0))` makes such an array
// decode whole or not at all, on a property and on an enum case's associated values.

/// A GeoJSON geometry, read by its `type`.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum PositionalGeometry: Codable, Equatable {
  @CaseNameDecoding("Point") @RequireCompleteness(.droppedAtMost(0))
  case point(coordinates: [Double])
  @CaseNameDecoding("MultiPoint")
  case multiPoint(coordinates: [[Double]])
}

/// A USGS earthquake feature: the geometry is optional, so that a bad one costs only itself.
@SafeDecoding
struct PositionalFeature: Codable, Equatable {
  let id: String
  let geometry: PositionalGeometry?
  @RequireCompleteness(.droppedAtMost(0)) var bbox: [Double]?
}

struct PositionalArrayTests {
  @Test func `a positional array in an enum case decodes whole or fails its case`() throws {
    let json = """
      {"id": "ci40", "geometry": {"type": "Point", "coordinates": [-120.1, "35.5", 4.3]}}
      """
    let (feature, digest) = try decode(PositionalFeature.self, json)
    // The depth does not slide into the latitude's place: the geometry is nil, reported at the
    // array whose limit failed, recovered at the geometry.
    #expect(feature.geometry == nil)
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/geometry/coordinates/1 droppedElement(index: 1)", "/geometry/coordinates setToNil",
      ])
    #expect(digest.recoveryPaths == ["geometry/coordinates/Index 1", "geometry"])
  }

  @Test func `a case without the attribute drops a bad element, as a property does`() throws {
    let json = """
      {"id": "ci41", "geometry": {"type": "MultiPoint", "coordinates": [[1, 2], "x", [3, 4]]}}
      """
    let (feature, digest) = try decode(PositionalFeature.self, json)
    #expect(feature.geometry == .multiPoint(coordinates: [[1, 2], [3, 4]]))
    #expect(
      digest?.entries.map { "\($0.jsonPointer) \($0.action)" } == [
        "/geometry/coordinates/1 droppedElement(index: 1)"
      ])
  }

  @Test func `a positional array property decodes whole or fails its model`() throws {
    let json = #"[{"id": "a", "bbox": [1, 2, "x", 4]}, {"id": "b", "bbox": [1, 2, 3, 4]}]"#
    let (features, digest) = try decode([Failable<PositionalFeature>].self, json)
    #expect(features.map(\.value?.id) == [nil, "b"])
    #expect(features[1].value?.bbox == [1, 2, 3, 4])
    #expect(digest?.entries.map(\.action) == [.droppedElement(index: 2), .keptAsFailure])
  }

  @Test func `a clean point decodes and is written back as it came`() throws {
    let json = #"{"geometry":{"coordinates":[-120.1,35.5,4.3],"type":"Point"},"id":"ci42"}"#
    let (feature, digest) = try decode(PositionalFeature.self, json)
    #expect(digest == nil)
    #expect(feature.geometry == .point(coordinates: [-120.1, 35.5, 4.3]))
    #expect(try encode(feature) == json)
  }
}

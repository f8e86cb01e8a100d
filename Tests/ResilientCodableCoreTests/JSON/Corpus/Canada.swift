/// The models of `canada.json`: Canada's borders as a GeoJSON feature collection of one polygon
/// with 480 rings, about 56,000 points of two `Double`s each.
enum Canada {
  /// The whole document.
  struct FeatureCollection: Codable, Equatable {
    let type: GeoJSONType
    let features: [Feature]
  }

  /// A shape with its properties.
  struct Feature: Codable, Equatable {
    let type: GeoJSONType
    let properties: Properties
    let geometry: Geometry
  }

  /// What the feature is.
  struct Properties: Codable, Equatable {
    let name: String
  }

  /// A polygon: rings of `[longitude, latitude]` points.
  struct Geometry: Codable, Equatable {
    let type: GeoJSONType
    let coordinates: [[[Double]]]
  }

  /// The kinds of GeoJSON object: a closed set (RFC 7946, section 1.4).
  enum GeoJSONType: String, Codable, Equatable {
    case point = "Point"
    case multiPoint = "MultiPoint"
    case lineString = "LineString"
    case multiLineString = "MultiLineString"
    case polygon = "Polygon"
    case multiPolygon = "MultiPolygon"
    case geometryCollection = "GeometryCollection"
    case feature = "Feature"
    case featureCollection = "FeatureCollection"
  }
}

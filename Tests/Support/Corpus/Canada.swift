// The members of models that a generator writes, one for each key of the payload, named after it.
// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

/// The models of `canada.json`: Canada's borders as a GeoJSON feature collection of one polygon
/// with 480 rings, about 56,000 points of two `Double`s each.
public enum Canada: Sendable {
  /// The whole document.
  public struct FeatureCollection: Codable, Equatable, Sendable {
    public let type: GeoJSONType
    public let features: [Feature]
  }

  /// A shape with its properties.
  public struct Feature: Codable, Equatable, Sendable {
    public let type: GeoJSONType
    public let properties: Properties
    public let geometry: Geometry
  }

  /// What the feature is.
  public struct Properties: Codable, Equatable, Sendable {
    public let name: String
  }

  /// A polygon: rings of `[longitude, latitude]` points.
  public struct Geometry: Codable, Equatable, Sendable {
    public let type: GeoJSONType
    public let coordinates: [[[Double]]]
  }

  /// The kinds of GeoJSON object: a closed set (RFC 7946, section 1.4).
  public enum GeoJSONType: String, Codable, Equatable, Sendable {
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

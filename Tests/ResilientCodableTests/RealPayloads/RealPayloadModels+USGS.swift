import Foundation
import ResilientCodable

// MARK: - USGS: an earthquake feed (GeoJSON)

// The feed spells its keys as Swift does (`magType`), not in snake case: the macro models name
// that key with `@CodedAt`, and the drift tests write the feed back without converting keys.

/// The PAGER alert level of an earthquake.
enum QuakeAlert: String, Codable, Equatable, ResilientRawRepresentable {
  case green, yellow, orange, red, unknown
  static var decodingFallback: Self { .unknown }
}

/// A GeoJSON geometry, read by its `type`, for the wrapper and the macro models alike.
///
/// A point's coordinates are longitude, latitude and depth: one bad coordinate fails the point,
/// rather than sliding the depth into the latitude's place. The point keeps the members GeoJSON
/// allows beside them (a `bbox`, foreign members) in its `PreservedData`.
@SafeDecoding(decodingStrategy: .caseByObjectProperty("type"))
enum QuakeGeometry: Codable, Equatable {
  @CaseNameDecoding("Point") @RequireCompleteness(.droppedAtMost(0))
  case point(coordinates: [Double], preservedData: PreservedData = PreservedData())
  @FallbackCaseDecoding case unknown(PreservedValue)
}

/// The feed's times: milliseconds since 1970, or ISO 8601 as the event pages write them, kept
/// as it arrived.
enum QuakeTimes: CodingPreset {
  static let strategy = DateFormatsStrategy(
    [.millisecondsSince1970, .iso8601WithFractionalSeconds], writingBack: .asReceived)
}

typealias QuakeTime<Value> = Coded<QuakeTimes, Value>

struct WrapperFeedMetadata: Codable, Equatable {
  @QuakeTime var generated: Date
  var url: URL
  var title: String
  var status: Int
  var api: String
  var count: Int
}

struct WrapperQuakeProperties: Codable, Equatable {
  @Resilient var mag: Double?
  @Resilient var place: String?
  @QuakeTime var time: Date
  @QuakeTime var updated: Date?
  @Resilient var felt: Int?
  @Resilient var alert: QuakeAlert?
  var status: String
  @Resilient var tsunami: Int?
  @Resilient var sig: Int?
  var magType: String
  var title: String
}

struct WrapperQuake: Codable, Equatable {
  var type: String
  var properties: WrapperQuakeProperties
  @Resilient var geometry: QuakeGeometry?
  var id: String
}

struct WrapperEarthquakeFeed: Codable, Equatable {
  var type: String
  var metadata: WrapperFeedMetadata
  @Resilient var features: [WrapperQuake]
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroFeedMetadata: Codable, Equatable {
  @CodedBy(
    .dateFormats(.millisecondsSince1970, .iso8601WithFractionalSeconds, writingBack: .asReceived))
  var generated: Date
  var url: URL
  var title: String
  var status: Int
  var api: String
  var count: Int
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroQuakeProperties: Codable, Equatable {
  var mag: Double?
  var place: String?
  @CodedBy(
    .dateFormats(.millisecondsSince1970, .iso8601WithFractionalSeconds, writingBack: .asReceived))
  var time: Date
  @CodedBy(
    .dateFormats(.millisecondsSince1970, .iso8601WithFractionalSeconds, writingBack: .asReceived))
  var updated: Date?
  var felt: Int?
  var alert: QuakeAlert?
  var status: String
  var tsunami: Int?
  var sig: Int?
  @CodedAt("magType") var magType: String
  var title: String
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroQuake: Codable, Equatable {
  var type: String
  var properties: MacroQuakeProperties
  var geometry: QuakeGeometry?
  var id: String
}

@SafeDecoding(keyStyle: .snakeCase, preservingUnknownKeys: true)
struct MacroEarthquakeFeed: Codable, Equatable {
  var type: String
  var metadata: MacroFeedMetadata
  var features: [MacroQuake]
}

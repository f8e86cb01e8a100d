import Foundation
import ResilientCodableCore
import ResilientCodableTestSupport
import Testing
import XMLCoder
import Yams

/// A decoder that users decode resilient models with, and the format it reads.
enum Format: CaseIterable, CustomTestStringConvertible {
  case json
  case binaryPropertyList
  case xmlPropertyList
  case yaml
  case xml

  /// The formats that have a `null`.
  static let withNull: [Format] = [.json, .yaml]

  /// The formats that tell a string from a number or an array.
  static let withTypes: [Format] = [.json, .binaryPropertyList, .xmlPropertyList, .yaml]

  /// The formats whose object keys may be integers.
  static let withIntegerKeys: [Format] = [.json, .binaryPropertyList, .xmlPropertyList, .yaml]

  var testDescription: String {
    switch self {
    case .json: "JSONDecoder"
    case .binaryPropertyList: "PropertyListDecoder (binary)"
    case .xmlPropertyList: "PropertyListDecoder (XML)"
    case .yaml: "YAMLDecoder"
    case .xml: "XMLDecoder"
    }
  }

  /// The payload rendered in this format.
  func data(_ payload: Payload) throws -> Data {
    switch self {
    case .json: Data(payload.json.utf8)
    case .binaryPropertyList: try payload.propertyList(.binary)
    case .xmlPropertyList: try payload.propertyList(.xml)
    case .yaml: Data(payload.yaml.utf8)
    case .xml: Data(payload.xml.utf8)
    }
  }

  /// Decodes `data` with this format's decoder and `userInfo`.
  func decode<Value: Decodable>(
    _ type: Value.Type,
    from data: Data,
    userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> Value {
    switch self {
    case .json:
      let decoder = JSONDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(type, from: data)
    case .binaryPropertyList, .xmlPropertyList:
      let decoder = PropertyListDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(type, from: data)
    case .yaml:
      return try YAMLDecoder().decode(type, from: data, userInfo: userInfo)
    case .xml:
      let decoder = XMLDecoder()
      decoder.userInfo = userInfo
      return try decoder.decode(type, from: data)
    }
  }

  /// Decodes `payload` with a reporter in the decoder's `userInfo`, and flushes it.
  func decodeReporting<Value: Decodable>(
    _ type: Value.Type,
    from payload: Payload
  ) throws -> (Value, ErrorDigest?) {
    try decodeReporting(type, from: data(payload))
  }

  /// Decodes `data` with a reporter in the decoder's `userInfo`, and flushes it.
  func decodeReporting<Value: Decodable>(
    _ type: Value.Type,
    from data: Data
  ) throws -> (Value, ErrorDigest?) {
    let reporter = ResilientDecodingErrorReporter()
    let value = try decode(
      type, from: data,
      userInfo: [.resilientDecodingOptions: ResilientDecodingOptions(reporter: reporter)])
    return (value, reporter.flushReportedErrors())
  }

  /// Decodes `payload` in strict mode.
  func decodeStrictly<Value: Decodable>(_ type: Value.Type, from payload: Payload) throws -> Value {
    try decode(
      type, from: data(payload),
      userInfo: [.resilientDecodingOptions: ResilientDecodingOptions(isStrict: true)])
  }
}

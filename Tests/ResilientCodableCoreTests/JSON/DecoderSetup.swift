import Foundation
import Testing

@_spi(Benchmarking) @testable import ResilientCodableCore

/// Settings for both sides' decoders, named for test results.
struct DecoderSetup: Sendable, CustomTestStringConvertible {
  /// How results name the settings.
  let testDescription: String
  /// Sets up a decoder.
  let configure: @Sendable (JSONDecoder) -> Void

  init(_ name: String, _ configure: @escaping @Sendable (JSONDecoder) -> Void) {
    testDescription = name
    self.configure = configure
  }

  /// These settings, then `other`'s.
  func and(_ other: DecoderSetup) -> DecoderSetup {
    DecoderSetup("\(testDescription), \(other.testDescription)") { [configure] decoder in
      configure(decoder)
      other.configure(decoder)
    }
  }

  /// A new decoder's settings.
  static let defaults = DecoderSetup("default settings") { _ in }

  // MARK: - Keys

  /// Keys converted from snake case.
  static let snakeCase = DecoderSetup("keys from snake case") {
    $0.keyDecodingStrategy = .convertFromSnakeCase
  }

  /// Every key strategy: the default, snake case, and custom conversions that drop characters,
  /// spell the path the converter is given, make every key one, and upper-case keys.
  static let keyStrategies: [DecoderSetup] = [
    defaults, snakeCase,
    DecoderSetup("keys without their first four characters") {
      $0.keyDecodingStrategy = .custom { path in
        let key = path.last.map(\.stringValue) ?? ""
        return AnyCodingKey(stringValue: key.count > 4 ? String(key.dropFirst(4)) : key)
      }
    },
    DecoderSetup("keys that spell their path") {
      $0.keyDecodingStrategy = .custom { path in
        AnyCodingKey(
          stringValue: path.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }
            .joined(separator: "/"))
      }
    },
    DecoderSetup("every key made a") {
      $0.keyDecodingStrategy = .custom { _ in AnyCodingKey(stringValue: "a") }
    },
    DecoderSetup("keys upper-cased") {
      $0.keyDecodingStrategy = .custom { path in
        AnyCodingKey(stringValue: path.last.map(\.stringValue)?.uppercased() ?? "")
      }
    },
  ]

  // MARK: - Dates

  /// The error a custom strategy throws, with where it was thrown.
  struct CustomStrategyError: Error, CustomStringConvertible {
    let codingPath: [PathKey]
    var description: String { "CustomStrategyError at \(codingPath)" }
  }

  /// A formatter for a fixed pattern, in UTC and the POSIX locale.
  static func formatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = pattern
    return formatter
  }

  /// Every date strategy, and custom ones that read a number, an object, an array or the path,
  /// or throw.
  static let dateStrategies: [DecoderSetup] = [
    DecoderSetup("dates deferred to Date") { $0.dateDecodingStrategy = .deferredToDate },
    DecoderSetup("dates in seconds") { $0.dateDecodingStrategy = .secondsSince1970 },
    DecoderSetup("dates in milliseconds") { $0.dateDecodingStrategy = .millisecondsSince1970 },
    DecoderSetup("ISO 8601 dates") { $0.dateDecodingStrategy = .iso8601 },
    DecoderSetup("dates formatted yyyy-MM-dd") {
      $0.dateDecodingStrategy = .formatted(formatter("yyyy-MM-dd"))
    },
    DecoderSetup("dates formatted with fractional seconds and zone") {
      $0.dateDecodingStrategy = .formatted(formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"))
    },
    DecoderSetup("custom dates from a Double") {
      $0.dateDecodingStrategy = .custom { decoder in
        Date(timeIntervalSince1970: try decoder.singleValueContainer().decode(Double.self))
      }
    },
    DecoderSetup("custom dates from an object") {
      $0.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let seconds = try container.decode(
          Double.self, forKey: AnyCodingKey(stringValue: "seconds"))
        let offset = try container.decodeIfPresent(
          Double.self, forKey: AnyCodingKey(stringValue: "offset"))
        return Date(timeIntervalSince1970: seconds + (offset ?? 0))
      }
    },
    DecoderSetup("custom dates from an array") {
      $0.dateDecodingStrategy = .custom { decoder in
        var container = try decoder.unkeyedContainer()
        var seconds = 0.0
        while !container.isAtEnd { seconds = try seconds * 100 + container.decode(Double.self) }
        return Date(timeIntervalSince1970: seconds)
      }
    },
    DecoderSetup("custom dates from the coding path") {
      $0.dateDecodingStrategy = .custom { decoder in
        let path = decoder.codingPath.map { $0.intValue ?? $0.stringValue.count }
        return Date(timeIntervalSince1970: Double(path.reduce(path.count) { $0 * 31 + $1 }))
      }
    },
    DecoderSetup("custom dates that throw their own error") {
      $0.dateDecodingStrategy = .custom { decoder in
        throw CustomStrategyError(codingPath: PathKey.path(decoder.codingPath))
      }
    },
    DecoderSetup("custom dates that throw a decoding error") {
      $0.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "No date")
      }
    },
  ]

  // MARK: - Data

  /// Every data strategy, and custom ones that read an array of strings, or throw.
  static let dataStrategies: [DecoderSetup] = [
    DecoderSetup("data deferred to Data") { $0.dataDecodingStrategy = .deferredToData },
    DecoderSetup("data in Base64") { $0.dataDecodingStrategy = .base64 },
    DecoderSetup("custom data from strings") {
      $0.dataDecodingStrategy = .custom { decoder in
        var container = try decoder.unkeyedContainer()
        var data = Data()
        while !container.isAtEnd { data += try Data(container.decode(String.self).utf8) }
        return data
      }
    },
    DecoderSetup("custom data that throw their own error") {
      $0.dataDecodingStrategy = .custom { decoder in
        throw CustomStrategyError(codingPath: PathKey.path(decoder.codingPath))
      }
    },
  ]

  // MARK: - Non-conforming floats

  /// Every non-conforming float strategy: throwing, the usual spellings, spellings of our own,
  /// and one spelling for all three.
  static let nonConformingFloatStrategies: [DecoderSetup] = [
    DecoderSetup("non-conforming floats thrown") {
      $0.nonConformingFloatDecodingStrategy = .throw
    },
    DecoderSetup("non-conforming floats as Infinity, -Infinity, NaN") {
      $0.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    },
    DecoderSetup("non-conforming floats as +∞, -∞, not a number") {
      $0.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "not a number")
    },
    DecoderSetup("non-conforming floats all as x") {
      $0.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "x", negativeInfinity: "x", nan: "x")
    },
    DecoderSetup("non-conforming floats as empty, 1.5, é") {
      $0.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "", negativeInfinity: "1.5", nan: "é")
    },
  ]
}

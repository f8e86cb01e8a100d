internal import Foundation

// The types that `JSONDecoder` decodes its own way, by its date, data and key strategies: `Date`,
// `Data`, `URL`, `Decimal`, and a dictionary keyed by strings when keys are converted.

extension JSONReaderDecoder {
  /// The date at `index`, by the date decoding strategy.
  func date(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> Date {
    if tape.kind(at: index) == .null {
      throw valueNotFound(Date.self, path: node.path(appending: key))
    }
    switch options.dateDecodingStrategy {
    case .deferredToDate:
      return try with(index, at: node.appending(key)) { try Date(from: self) }
    case .secondsSince1970:
      return Date(
        timeIntervalSince1970: try floatingPoint(at: index, as: Double.self, node: node, key: key))
    case .millisecondsSince1970:
      return Date(
        timeIntervalSince1970: try floatingPoint(at: index, as: Double.self, node: node, key: key)
          / 1000)
    case .iso8601:
      let string = try string(at: index, node: node, key: key)
      guard let date = try? Date.ISO8601FormatStyle().parse(string) else {
        throw corrupted(
          "Expected date string to be ISO8601-formatted.", path: node.path(appending: key))
      }
      return date
    case .custom(let closure):
      return try with(index, at: node.appending(key)) { try closure(self) }
    }
  }

  /// The data at `index`, by the data decoding strategy.
  func data(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> Data {
    if tape.kind(at: index) == .null {
      throw valueNotFound(Data.self, path: node.path(appending: key))
    }
    switch options.dataDecodingStrategy {
    case .deferredToData:
      return try with(index, at: node.appending(key)) { try Data(from: self) }
    case .base64:
      let kind = tape.kind(at: index)
      guard kind == .simpleString || kind == .string else {
        throw typeMismatch(String.self, at: index, path: node.path(appending: key))
      }
      guard let data = Data(base64Encoded: try string(at: index, node: node, key: key)) else {
        throw corrupted("Encountered Data is not valid Base64.", path: node.path(appending: key))
      }
      return data
    case .custom(let closure):
      return try with(index, at: node.appending(key)) { try closure(self) }
    }
  }

  /// The URL at `index`.
  func url(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> URL {
    if tape.kind(at: index) == .null {
      throw valueNotFound(URL.self, path: node.path(appending: key))
    }
    guard let url = URL(string: try string(at: index, node: node, key: key)) else {
      throw corrupted("Invalid URL string.", path: node.path(appending: key))
    }
    return url
  }

  /// The decimal number at `index`, read by `JSONDecoder`'s own parser.
  func decimal(at index: Int, node: CodingPathNode, key: (any CodingKey)?) throws -> Decimal {
    switch tape.kind(at: index) {
    case .number: return try foundationNumber(at: index, as: Decimal.self, node: node, key: key)
    case .null: throw valueNotFound(Decimal.self, path: node.path(appending: key))
    default:
      throw DecodingError.typeMismatch(
        Decimal.self,
        DecodingError.Context(codingPath: node.path(appending: key), debugDescription: ""))
    }
  }
}

/// A dictionary keyed by strings, which `JSONDecoder` decodes with its keys as the payload spells
/// them whatever its key strategy, the first of two equal keys winning.
protocol JSONStringKeyedDictionary {
  /// Decodes the object at `index`.
  init(
    from decoder: JSONReaderDecoder, at index: Int, node: CodingPathNode, key: (any CodingKey)?)
    throws
}

extension Dictionary: JSONStringKeyedDictionary where Key == String, Value: Decodable {
  init(
    from decoder: JSONReaderDecoder, at index: Int, node: CodingPathNode, key: (any CodingKey)?
  ) throws {
    let tape = decoder.tape
    switch tape.kind(at: index) {
    case .object: break
    case .null: throw decoder.valueNotFound([String: Any].self, path: node.path(appending: key))
    default:
      throw decoder.typeMismatch([String: Any].self, at: index, path: node.path(appending: key))
    }
    self.init(minimumCapacity: tape.length(at: index))
    let node = node.appending(key)
    var member = JSONTape.firstChild(of: index)
    let end = tape.index(after: index)
    while member < end {
      let name = try decoder.string(at: member, node: node, key: nil)
      let value = try decoder.unwrap(
        member + 1, as: Value.self, at: node, key: StringCodingKey(name))
      if self[name] == nil { self[name] = value }
      member = tape.index(after: member + 1)
    }
  }
}

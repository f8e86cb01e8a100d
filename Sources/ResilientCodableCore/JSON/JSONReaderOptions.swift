internal import Foundation

/// The settings of a `JSONDecoder` that ``JSONReaderDecoder`` honours, read once when a decode
/// starts: each of `JSONDecoder`'s settings takes a lock to read.
struct JSONReaderOptions {
  var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy
  var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy
  var dataDecodingStrategy: JSONDecoder.DataDecodingStrategy
  var nonConformingFloatDecodingStrategy: JSONDecoder.NonConformingFloatDecodingStrategy
  var userInfo: [CodingUserInfoKey: Any]

  /// Whether keys are read as the payload spells them.
  var usesDefaultKeys: Bool

  init(_ decoder: JSONDecoder) {
    keyDecodingStrategy = decoder.keyDecodingStrategy
    dateDecodingStrategy = decoder.dateDecodingStrategy
    dataDecodingStrategy = decoder.dataDecodingStrategy
    nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
    userInfo = decoder.userInfo
    if case .useDefaultKeys = keyDecodingStrategy {
      usesDefaultKeys = true
    } else {
      usesDefaultKeys = false
    }
  }
}

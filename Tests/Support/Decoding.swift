public import Foundation
public import ResilientCodableCore

/// Decodes `json` with a fresh `JSONDecoder`, set up by `configure`, and its own reporter.
///
/// - Returns: The value and the digest of what decoding recovered from, `nil` if nothing.
public func decode<Value: Decodable>(
  _ type: Value.Type,
  _ json: String,
  configure: (JSONDecoder) -> Void = { _ in }
) throws -> (Value, ErrorDigest?) {
  let decoder = JSONDecoder()
  configure(decoder)
  return try decoder.decode(type, from: Data(json.utf8), reportResilientDecodingErrors: true)
}

/// Decodes `json` as ``decode(_:_:configure:)`` does, in strict mode if `strict`.
public func decode<Value: Decodable>(
  _ type: Value.Type,
  _ json: String,
  strict: Bool
) throws -> (Value, ErrorDigest?) {
  try decode(type, json) { decoder in
    if strict { decoder.userInfo.resilientDecodingOptions.isStrict = true }
  }
}

/// `value` encoded as JSON with sorted keys, as a string.
public func encode(_ value: some Encodable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

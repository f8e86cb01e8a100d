public import Foundation

extension JSONDecoder {
  /// Decodes a value through ResilientCodable's own reader, honouring this decoder's settings:
  /// the same value as `decode(_:from:)`, or the same error at the same coding path, except
  /// where `JSONDecoder` loses the path of an error (there the reader keeps it).
  ///
  /// JSON5, a top-level dictionary without braces, and a payload of 4 GiB or more are read by
  /// `JSONDecoder` itself.
  @_spi(Benchmarking) public func decodeThroughReader<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws -> Value {
    try decodeThroughReader(type, from: data, keyUse: nil)
  }

  /// Decodes a value through the reader, as ``decodeThroughReader(_:from:)`` does, logging in
  /// `keyUse`, if any, which objects models open and which keys they ask for; a payload that
  /// `JSONDecoder` reads itself logs nothing.
  func decodeThroughReader<Value: Decodable>(
    _ type: Value.Type, from data: Data, keyUse: KeyUseLog?
  ) throws -> Value {
    guard !allowsJSON5, !assumesTopLevelDictionary, data.count < Int(UInt32.max) else {
      return try decode(type, from: data)
    }
    let options = JSONReaderOptions(self)
    let notJSON = { (error: (any Error)?) in
      DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The given data was not valid JSON.",
          underlyingError: error))
    }
    guard let utf8 = JSONTextEncoding.convertedToUTF8(data) else { throw notJSON(nil) }
    return try utf8.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      let tape: JSONTape
      do {
        tape = try JSONReader.read(bytes)
      } catch {
        throw notJSON(error)
      }
      var document = JSONDocument(
        base: bytes.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped,
        count: bytes.count, tape: tape)
      // A decoder or container that a model kept outlives the borrowed bytes.
      defer { if !isKnownUniquelyReferenced(&document) { document.keepBytes() } }
      keyUse?.start(entryCount: tape.entries.count)
      let decoder = JSONReaderDecoder(
        document: document, options: options, index: 0, node: .root, keyUse: keyUse)
      let value = try decoder.unwrap(0, as: type, at: .root, key: nil)
      keyUse?.finish(decoder)
      return value
    }
  }
}

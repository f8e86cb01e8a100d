public import Foundation
import ResilientCodableKeyCasing

extension JSONDecoder {
  /// Decodes a top-level array with its elements decoded concurrently, on every core, and
  /// returns what `decodeResilient(_:from:)` returns for it.
  ///
  /// One pass over the payload finds the elements' bytes and checks the JSON; then chunks of
  /// elements decode at once, each with this decoder, so with its date, data, key and float
  /// strategies and its `userInfo`. The result is the same as decoding the array whole:
  ///
  /// ```swift
  /// let (nodes, digest) = try decoder.decodeResilientConcurrently([Node].self, from: data)
  /// ```
  ///
  /// The elements come back in order. A bad element is dropped and reported at its index in
  /// the whole array, and the digest has the entries, JSON Pointers and order of
  /// `decodeResilient(_:from:)`'s. The completeness limits of the array hold for the whole
  /// array, and in strict mode the call throws the first error in document order. A payload
  /// whose root is not an array decodes as `decodeResilient(_:from:)` decodes it. See
  /// <doc:DecodingLargeArrays>.
  ///
  /// - Parameters:
  ///   - type: The array type to decode.
  ///   - data: The JSON payload.
  /// - Returns: The elements that decoded, and the digest of the recovered errors (`nil` if
  ///   there were none).
  /// - Throws: A `DecodingError.dataCorrupted` whose underlying error is a
  ///   ``MalformedJSONError`` for a payload that is not JSON; in strict mode, the first error
  ///   recovered from; what plain decoding throws for what cannot be recovered from.
  public func decodeResilientConcurrently<Element: Decodable & SendableMetatype>(
    _ type: [Element].Type,
    from data: Data
  ) throws -> ([Element], ErrorDigest?) {
    try decodeResilientConcurrently(type, from: data, minimumChunkSize: Self.concurrentChunkSize)
  }

  /// The size of the chunks that the public calls decode, 256 kB: small enough that a chunk's
  /// parsed form stays a megabyte or so, large enough that a decode call costs little of it.
  static var concurrentChunkSize: Int { 1 << 18 }

  /// Decodes a top-level array concurrently in chunks of at least `minimumChunkSize` bytes.
  func decodeResilientConcurrently<Element: Decodable & SendableMetatype>(
    _ type: [Element].Type,
    from data: Data,
    minimumChunkSize: Int
  ) throws -> ([Element], ErrorDigest?) {
    try requireJSON()
    let data = try FoundationJSONTrap.screening(data, allowsJSON5: false)
    // The scan and the chunks read UTF-8; whatever decodes whole reads `data`, as it is.
    let text = JSONTextEncoding.utf8(data)
    return try failingAsWhole(data, text) {
      guard let layout = try arrayLayout(at: JSONPointer(root: ()), in: text) else {
        return try decodeResilient(type, from: data)
      }
      let array = try ConcurrentArray<Element>(
        decoding: layout, in: text, with: self,
        merging: DigestMerge(limit: userInfo.resilientDecodingOptions.digestEntryLimit),
        minimumChunkSize: minimumChunkSize)
      var merge = array.merge
      array.appendUnknownKeys(to: &merge)
      return (array.elements, merge.digest)
    }
  }

  /// Decodes the array at a JSON Pointer of a payload with its elements decoded concurrently,
  /// on every core, and the object around it as usual, with one digest for both.
  ///
  /// Use it for a response that wraps its list, as `{"data": [...], "next": "…"}` does:
  ///
  /// ```swift
  /// let (page, nodes, digest) = try decoder.decodeResilientConcurrently(
  ///   Page.self, elements: [Node].self, at: "/data", from: data)
  /// ```
  ///
  /// `Envelope` decodes from the payload with the array emptied, so its property at the
  /// pointer is empty (or what the model makes of an empty array); the elements come back on
  /// their own, in order. They decode as a `@Resilient` array at the pointer would: a bad
  /// element is dropped and reported at `/data/3`, the completeness limits for the array's path
  /// (`"data"`) hold for the whole array, and in strict mode the call throws the first error in
  /// document order. The digest has the entries and JSON Pointers of decoding the whole
  /// payload, the elements' where the model asks for the array's key (for a pointer of several
  /// tokens, where it asks for the first). A payload without an array at the pointer decodes as
  /// `decode(_:from:reportResilientDecodingErrors:)` decodes it, with no elements. See
  /// <doc:DecodingLargeArrays>.
  ///
  /// - Parameters:
  ///   - type: The type of the object around the array.
  ///   - elementsType: The array type of the elements.
  ///   - pointer: The JSON Pointer (RFC 6901) of the array, such as `/data` or `/result/items`.
  ///   - data: The JSON payload.
  /// - Returns: The object around the array, the elements that decoded, and the digest of the
  ///   recovered errors of both (`nil` if there were none).
  /// - Throws: A `DecodingError.dataCorrupted` for a pointer that is not one, or whose
  ///   underlying error is a ``MalformedJSONError`` for a payload that is not JSON; in strict
  ///   mode, the first error recovered from; what plain decoding throws for what cannot be
  ///   recovered from.
  public func decodeResilientConcurrently<
    Envelope: Decodable, Element: Decodable & SendableMetatype
  >(
    _ type: Envelope.Type,
    elements elementsType: [Element].Type,
    at pointer: String,
    from data: Data
  ) throws -> (Envelope, [Element], ErrorDigest?) {
    try decodeResilientConcurrently(
      type, elements: elementsType, at: pointer, from: data,
      minimumChunkSize: Self.concurrentChunkSize,
      isConcurrent: true)
  }

  /// Decodes the array at `pointer` in chunks of at least `minimumChunkSize` bytes, concurrently
  /// if `isConcurrent`, and the object around it.
  func decodeResilientConcurrently<Envelope: Decodable, Element: Decodable & SendableMetatype>(
    _ type: Envelope.Type,
    elements elementsType: [Element].Type,
    at pointer: String,
    from data: Data,
    minimumChunkSize: Int,
    isConcurrent: Bool
  ) throws -> (Envelope, [Element], ErrorDigest?) {
    try requireJSON()
    let data = try FoundationJSONTrap.screening(data, allowsJSON5: false)
    // The scan, the chunks and the object around the array read UTF-8; whatever decodes whole
    // reads `data`, as it is.
    let text = JSONTextEncoding.utf8(data)
    guard let parsed = JSONPointer(pointer) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "\(String(reflecting: pointer)) is not a JSON Pointer: write "
            + #""" for the root, or "/" before each key or index, as in "/data""#))
    }
    return try failingAsWhole(data, text) {
      guard let layout = try arrayLayout(at: parsed, in: text) else {
        let (envelope, digest) = try decode(type, from: data, reportResilientDecodingErrors: true)
        return (envelope, [], digest)
      }
      // The object around the array first: it is small, and in strict mode its error before the
      // array is the first.
      var spliced = Data(text[..<(text.startIndex + layout.range.lowerBound)])
      spliced.append(contentsOf: Array("[]".utf8))
      spliced.append(text[(text.startIndex + layout.range.upperBound)...])
      let plan = ConcurrentDecodePlan()
      if let key = parsed.tokens.first {
        plan.watchedKeys = [key, KeyCasing.convertedFromSnakeCase(key)]
      }
      let enclosing = Result {
        try ConcurrentDecodePlan.running(plan) {
          try decode(
            SplicedEnvelope<Envelope>.self, from: spliced, reportResilientDecodingErrors: true)
        }
      }
      let arrayPosition = plan.recoveriesBeforeArray
      if case .failure(let error) = enclosing, arrayPosition == nil { throw error }
      // The entries of the object's properties decoded before the array come first.
      let around = (try? enclosing.get())?.1?.runs
      let errors = around?.errors ?? ErrorDigest.Run(entries: [], omitted: [])
      let before = min(arrayPosition ?? errors.entries.count, errors.entries.count)
      var start = DigestMerge(limit: userInfo.resilientDecodingOptions.digestEntryLimit)
      for entry in errors.entries[..<before] { start.append(entry) }
      let array = try ConcurrentArray<Element>(
        decoding: layout, in: text, with: self, merging: start,
        minimumChunkSize: minimumChunkSize, isConcurrent: isConcurrent,
        recoveriesBefore: plan.limitCountBeforeArray)
      let (envelope, _) = try enclosing.get()
      // The object's recoveries after the array count after the array's.
      if let limit = userInfo.resilientDecodingOptions.recoveryLimit,
        array.recoveryCount + plan.limitCount - plan.limitCountBeforeArray > limit,
        let passing = errors.entries[before...].dropFirst(limit - array.recoveryCount).first
          ?? errors.entries.last
      {
        throw RecoveryLimitExceededError(limit: limit, lastError: passing.error)
      }
      var merge = array.merge
      for entry in errors.entries[before...] { merge.append(entry) }
      for omitted in errors.omitted { merge.count(omitted) }
      if let unknownKeys = around?.unknownKeys {
        merge.append(unknownKeys)
      }
      array.appendUnknownKeys(to: &merge)
      return (envelope.value, array.elements, merge.digest)
    }
  }

  /// Throws unless the decoder reads JSON: the scan that finds the elements follows the JSON
  /// grammar, which JSON5 extends.
  ///
  /// - Throws: A `DecodingError.dataCorrupted` that says so, for a decoder that allows JSON5.
  func requireJSON() throws {
    guard allowsJSON5 else { return }
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: [],
        debugDescription: "Decoding in parts reads JSON, not JSON5: set allowsJSON5 to false, "
          + "or decode the payload whole with decode(_:from:reportResilientDecodingErrors:)"))
  }

  /// The layout of the array at `pointer` in `data`, or `nil` if the scan finds none.
  ///
  /// - Throws: A ``MalformedJSONError`` for what the scan finds out of place.
  func arrayLayout(at pointer: JSONPointer, in data: Data) throws -> JSONArrayLayout? {
    try data.withUnsafeBytes { bytes in
      try JSONArrayScanner(pointer: pointer).layout(in: bytes)
    }
  }

  /// Runs `decode`, and if it fails, throws what decoding `data` whole would have thrown first:
  /// the payload's syntax error, if it has one, since a whole decode parses the payload before
  /// it decodes anything; otherwise `decode`'s error.
  ///
  /// The syntax error is a `DecodingError.dataCorrupted` whose underlying error is the
  /// ``MalformedJSONError`` at the first bad byte of `text`, the payload as UTF-8. Only a failed
  /// decode parses the payload again.
  private func failingAsWhole<Value>(
    _ data: Data,
    _ text: Data,
    _ decode: () throws -> Value
  ) throws -> Value {
    do {
      return try decode()
    } catch {
      do {
        _ = try self.decode(ParseCheck.self, from: data)
      } catch let parseError {
        guard let malformed = text.withUnsafeBytes(JSONValidator.firstError(in:)) else {
          throw parseError
        }
        throw Self.syntaxError(malformed)
      }
      throw (error as? MalformedJSONError).map(Self.syntaxError) ?? error
    }
  }

  /// The error of a payload that is not JSON, at its first bad byte.
  static func syntaxError(_ malformed: MalformedJSONError) -> DecodingError {
    .dataCorrupted(
      .init(
        codingPath: [], debugDescription: "The given data was not valid JSON: \(malformed)",
        underlyingError: malformed))
  }
}

/// A value that decodes from anything and reads nothing: what `JSONDecoder` makes of it is
/// whether the payload parses.
struct ParseCheck: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// The object around an array, decoded from a payload whose array is empty, noting how many
/// recoveries came before the model asked for the array's key.
struct SplicedEnvelope<Value: Decodable>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    guard let plan = ConcurrentDecodePlan.current, !plan.watchedKeys.isEmpty else {
      value = try Value(from: decoder)
      return
    }
    let recorder = KeyRecordingDecoder(decoder)
    recorder.onRecord = { key in
      guard plan.recoveriesBeforeArray == nil, plan.watchedKeys.contains(key) else { return }
      let journal = RecoveryJournal.existing
      plan.recoveriesBeforeArray =
        (journal?.session?.reporter?.recoveryCount ?? 0) + (journal?.count ?? 0)
      plan.limitCountBeforeArray = journal?.recoveryCount ?? 0
    }
    value = try Value(from: recorder)
    plan.limitCount = RecoveryJournal.existing?.recoveryCount ?? 0
  }
}

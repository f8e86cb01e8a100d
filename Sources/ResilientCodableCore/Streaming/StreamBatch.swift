internal import Foundation

/// Consecutive records of a stream (lines, or an array's elements), as the JSON of an array that
/// holds them alone: what one task decodes.
struct StreamBatch: Sendable {
  /// The index in the stream of the batch's first record: its line's, counted from 0, or its
  /// element's.
  let firstIndex: Int
  /// `[`, the records separated by commas, and, once the batch is closed, `]`: an array, whose
  /// appends cost less than `Data`'s.
  private(set) var payload: [UInt8] = [UInt8(ascii: "[")]
  /// The start and end offset in ``payload`` of each record, flattened.
  private(set) var bounds: [Int] = []
  /// The records, by index in the batch, that are blank lines: a `0` stands in for each.
  private(set) var blanks: [Int] = []
  /// The records, by index in the batch, that were too long to read: a `0` stands in for each,
  /// and the stream's limit, for the message.
  private(set) var oversized: [Int] = []
  /// The offset in the stream of each record's first byte, for an array's elements.
  private(set) var streamOffsets: [Int] = []
  /// Whether the last record is a last line that no line feed ended.
  private(set) var isLastUnterminated = false

  /// Creates an empty batch whose first record has `firstIndex`, with room for `capacity` bytes
  /// of payload.
  init(firstIndex: Int, capacity: Int = 0) {
    self.firstIndex = firstIndex
    payload.reserveCapacity(capacity)
  }

  /// The number of records.
  var count: Int { bounds.count / 2 }

  /// Adds `record`, which starts at `streamOffset` in the stream if its position matters.
  mutating func append(_ record: ArraySlice<UInt8>, streamOffset: Int?, isUnterminated: Bool) {
    if !bounds.isEmpty { payload.append(UInt8(ascii: ",")) }
    bounds.append(payload.count)
    payload.append(contentsOf: record)
    bounds.append(payload.count)
    if let streamOffset { streamOffsets.append(streamOffset) }
    isLastUnterminated = isUnterminated
  }

  /// Adds a blank line.
  mutating func appendBlank() {
    blanks.append(count)
    append([UInt8(ascii: "0")], streamOffset: nil, isUnterminated: false)
  }

  /// Adds a record that was too long to read, which starts at `streamOffset` in the stream if
  /// its position matters.
  mutating func appendOversized(streamOffset: Int?) {
    oversized.append(count)
    append([UInt8(ascii: "0")], streamOffset: streamOffset, isUnterminated: false)
  }

  /// Ends the payload's array.
  mutating func close() {
    payload.append(UInt8(ascii: "]"))
  }
}

// MARK: - Decoding

extension StreamBatch {
  /// Decodes the batch's records as `Element`s with `decoder`, and says what they reported, as
  /// parts of the whole stream.
  ///
  /// A line that is not JSON is dropped and reported as a bad element is; an array's element
  /// that is not JSON fails the batch, at its byte in the stream. The decode counts
  /// `recoveriesBefore` recoveries before the batch's first, for the recovery limit.
  func decode<Element: Decodable & Sendable>(
    _ type: Element.Type,
    as layout: JSONStreamFormat.Layout,
    maximumElementSize: Int = 1 << 24,
    with decoder: JSONDecoder,
    recoveriesBefore: Int = 0
  ) -> DecodedBatch<Element> {
    var placeholders: [Int: (any Error)?] = [:]
    for blank in blanks { placeholders.updateValue(nil, forKey: blank) }
    for index in oversized {
      placeholders[index] = oversizedError(index, as: layout, limit: maximumElementSize)
    }
    guard layout == .lines else {
      var decoded = decode(
        type, from: Data(payload), placeholders: placeholders, recoveriesBefore: recoveriesBefore,
        with: decoder)
      if let failure = decoded.outcome.failure, Self.isSyntaxError(failure),
        let malformed = firstSyntaxError()
      {
        decoded.outcome.failure = JSONDecoder.syntaxError(malformed)
      }
      return decoded
    }
    // Each line holds one value, or a placeholder: joined, they are one array of as many
    // elements as there are lines. The fast check may pass a line that is not JSON, never
    // fail one that is.
    for index in 0..<count where placeholders[index] == nil {
      if !record(index, withUnsafeBytes: JSONLineCheck.holdsOneValue),
        let error = record(index, withUnsafeBytes: JSONValidator.firstError(in:))
      {
        placeholders[index] = lineError(index, error)
      }
    }
    var decoded = decode(
      type, from: payloadReplacing(placeholders), placeholders: placeholders,
      recoveriesBefore: recoveriesBefore, with: decoder)
    // A value that is not JSON fails the parse: each line is parsed alone, and those that
    // `JSONDecoder` does not parse are dropped, with the first bad byte the full check finds.
    if let failure = decoded.outcome.failure, Self.isSyntaxError(failure) {
      for index in 0..<count where placeholders[index] == nil {
        do {
          let line = Data(record(index, withUnsafeBytes: Array.init))
          _ = try decoder.decode(
            ParseCheck.self, from: FoundationJSONTrap.screening(line, allowsJSON5: false))
        } catch {
          placeholders[index] = lineError(
            index, record(index, withUnsafeBytes: JSONValidator.firstError(in:)) ?? error)
        }
      }
      decoded = decode(
        type, from: payloadReplacing(placeholders), placeholders: placeholders,
        recoveriesBefore: recoveriesBefore, with: decoder)
    }
    return decoded
  }

  /// Decodes `payload`, the batch's records with `placeholders` in their place.
  private func decode<Element: Decodable & Sendable>(
    _ type: Element.Type,
    from payload: Data,
    placeholders: [Int: (any Error)?],
    recoveriesBefore: Int,
    with decoder: JSONDecoder
  ) -> DecodedBatch<Element> {
    var outcome = ChunkOutcome()
    let elements = [Element](unsafeUninitializedCapacity: Swift.max(count, 1)) {
      buffer, initializedCount in
      guard let base = buffer.baseAddress else { return }
      outcome = ConcurrentArray<Element>.decodeChunk(
        payload, steps: [], rebase: ChunkRebase(depth: 0, offset: firstIndex),
        placeholders: placeholders, recoveriesBefore: recoveriesBefore, with: decoder,
        into: ElementSlots(base: base))
      initializedCount = outcome.written
    }
    return DecodedBatch(elements: elements, outcome: outcome, recordCount: count, blanks: blanks)
  }

  /// The payload with a `0` in place of each record that `placeholders` drops.
  private func payloadReplacing(_ placeholders: [Int: (any Error)?]) -> Data {
    guard placeholders.values.contains(where: { $0 != nil }) else { return Data(payload) }
    var replaced = Data([UInt8(ascii: "[")])
    for index in 0..<count {
      if index > 0 { replaced.append(UInt8(ascii: ",")) }
      if case .some(.some) = placeholders[index] {
        replaced.append(UInt8(ascii: "0"))
      } else {
        replaced.append(contentsOf: payload[bounds[2 * index]..<bounds[2 * index + 1]])
      }
    }
    replaced.append(UInt8(ascii: "]"))
    return replaced
  }

  /// The error that drops the line of record `index`, which `error` says is not JSON.
  private func lineError(_ index: Int, _ error: any Error) -> DecodingError {
    let line = firstIndex + index + 1
    let problem =
      index == count - 1 && isLastUnterminated
      ? "Line \(line), the last, ends before its value does"
      : "Line \(line) is not JSON"
    let detail = (error as? MalformedJSONError).map { ": \($0), counted from the line's start" }
    return .dataCorrupted(
      .init(
        codingPath: [IndexCodingKey(index)], debugDescription: problem + (detail ?? ""),
        underlyingError: error))
  }

  /// The error that drops record `index`, which was longer than `limit` bytes.
  private func oversizedError(
    _ index: Int,
    as layout: JSONStreamFormat.Layout,
    limit: Int
  ) -> DecodingError {
    let record =
      layout == .lines ? "Line \(firstIndex + index + 1)" : "Element \(firstIndex + index)"
    return .dataCorrupted(
      .init(
        codingPath: [IndexCodingKey(index)],
        valueFreeDescription: "\(record) is longer than the limit of \(limit) bytes"))
  }

  /// The first byte that is not JSON in the array's elements, at its offset in the stream.
  private func firstSyntaxError() -> MalformedJSONError? {
    for index in 0..<count {
      if let error = record(index, withUnsafeBytes: JSONValidator.firstError(in:)) {
        return MalformedJSONError(at: streamOffsets[index] + error.byteOffset, error.reason)
      }
    }
    return nil
  }

  /// Calls `body` with the bytes of record `index`.
  private func record<Result>(
    _ index: Int,
    withUnsafeBytes body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    payload.withUnsafeBytes { bytes in
      body(UnsafeRawBufferPointer(rebasing: bytes[bounds[2 * index]..<bounds[2 * index + 1]]))
    }
  }

  /// Whether `error` is what `JSONDecoder` throws for a payload it cannot parse: an error at the
  /// root, which the decode of an element never throws.
  private static func isSyntaxError(_ error: any Error) -> Bool {
    guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
    return context.codingPath.isEmpty
  }
}

/// The elements that a batch decoded, and what it reported.
struct DecodedBatch<Element: Sendable>: Sendable {
  var elements: [Element]
  var outcome: ChunkOutcome
  /// The number of records, blank lines included.
  let recordCount: Int
  /// The records, by index in the batch, that are blank lines.
  let blanks: [Int]

  /// The number of records that are values, blank lines aside.
  var valueCount: Int { recordCount - blanks.count }

  /// The number of records up to the one at `index`, included, that are values.
  func valueCount(through index: Int) -> Int {
    index + 1 - blanks.prefix { $0 <= index }.count
  }
}

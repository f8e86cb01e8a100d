import Foundation

/// The checks of the streamed decode's cuts: the line check, the array splitter, and a batch of
/// lines decoded with placeholders for the lines that are not JSON.
enum StreamChecks {
  /// Checks every invariant of the cuts and of the batches of lines on `data`.
  static func check(_ data: Data) {
    let bytes = [UInt8](data)
    checkLines(of: bytes)
    checkArraySplitter(on: bytes, parsed: try? JSONSerialization.jsonObject(with: data))
  }

  /// The line check never fails a line that the validator passes, and reads within each line's
  /// bytes; a batch of the lines keeps exactly the lines that `JSONDecoder` parses alone (and
  /// that one check or the other passes), and decodes them as the whole array of them decodes.
  private static func checkLines(of bytes: [UInt8]) {
    var splitter = JSONLineSplitter()
    // Lines past 64 bytes are dropped unread.
    var batches = StreamBatchBuilder(targetSize: 48, maximumRecordSize: 64)
    // In chunks of a size the payload picks.
    let size = 1 + (bytes.first.map(Int.init) ?? 0) % 13
    for start in stride(from: 0, to: bytes.count, by: size) {
      splitter.feed(Array(bytes[start..<min(start + size, bytes.count)]), into: &batches)
    }
    splitter.finish(into: &batches)
    batches.closeBatch()
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    while let batch = batches.takeClosed() {
      var validLines: [ArraySlice<UInt8>] = []
      let payload = batch.payload
      for index in 0..<batch.count
      where !batch.blanks.contains(index) && !batch.oversized.contains(index) {
        let line = payload[batch.bounds[2 * index]..<batch.bounds[2 * index + 1]]
        // In an allocation of exactly the line's size, so that AddressSanitizer reports any
        // read past its end.
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: line.count, alignment: 1)
        defer { copy.deallocate() }
        copy.copyBytes(from: line)
        let isValid = JSONValidator.firstError(in: UnsafeRawBufferPointer(copy)) == nil
        let passes = JSONLineCheck.holdsOneValue(UnsafeRawBufferPointer(copy))
        require(!isValid || passes, "the line check failed a valid line")
        if isValid || passes, (try? decoder.decode(ParseCheck.self, from: Data(line))) != nil {
          validLines.append(line)
        }
      }
      let decoded = batch.decode(
        FuzzModel.self, as: .lines, maximumElementSize: 64, with: decoder)
      require(
        batch.bounds.count / 2 == batch.count
          && (0..<batch.count).allSatisfy {
            batch.oversized.contains($0) || batch.bounds[2 * $0 + 1] - batch.bounds[2 * $0] <= 64
          },
        "a batch kept a line past the limit")
      let joined = Data(
        [UInt8(ascii: "[")] + validLines.joined(separator: [UInt8(ascii: ",")]) + [
          UInt8(ascii: "]")
        ])
      let whole = try? decoder.decodeResilient([FuzzModel].self, from: joined)
      require(
        decoded.outcome.failure != nil || whole.map { $0.0 == decoded.elements } == true,
        "a batch of lines decoded other values than the array of its valid lines: "
          + "\(decoded.elements) against \(whole.map { "\($0.0)" } ?? "a failure")")
    }
  }

  /// The array splitter, fed in chunks, finds exactly the elements that the whole scan finds in
  /// a valid array, and fails within the stream's bounds.
  private static func checkArraySplitter(on bytes: [UInt8], parsed: Any?) {
    var splitter = JSONArrayStreamSplitter()
    var batches = StreamBatchBuilder(targetSize: 32)
    let size = 1 + (bytes.last.map(Int.init) ?? 0) % 11
    do {
      for start in stride(from: 0, to: bytes.count, by: size) {
        try splitter.feed(Array(bytes[start..<min(start + size, bytes.count)]), into: &batches)
      }
      try splitter.finish(into: &batches)
    } catch {
      require((0...bytes.count).contains(error.byteOffset), "a stream error out of bounds")
      require(!(parsed is [Any]), "the splitter failed a valid array: \(error)")
      return
    }
    guard parsed is [Any], !bytes.starts(with: [0xEF, 0xBB, 0xBF]),
      let layout = try? bytes.withUnsafeBytes({
        try JSONArrayScanner(pointer: JSONPointer(root: ())).layout(in: $0)
      })
    else { return }
    batches.closeBatch()
    var records: [ArraySlice<UInt8>] = []
    while let batch = batches.takeClosed() {
      let payload = batch.payload
      for index in 0..<batch.count {
        records.append(payload[batch.bounds[2 * index]..<batch.bounds[2 * index + 1]])
      }
    }
    require(
      records.map(Array.init) == (0..<layout.count).map { Array(bytes[layout.element($0)]) },
      "the splitter's elements differ from the scan's")
  }
}

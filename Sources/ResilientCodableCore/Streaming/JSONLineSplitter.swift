internal import Foundation

/// Cuts JSON Lines into lines as the bytes arrive, and hands each line to a batch.
///
/// A line ends at a line feed; a JSON value never holds one unescaped, so the cut needs no look
/// at the JSON. Whether a line is JSON is for its batch to check, on the thread that decodes it.
struct JSONLineSplitter {
  /// The bytes of a line that began in an earlier chunk.
  private var line: [UInt8] = []
  /// Whether no line has been handed out yet: a UTF-8 byte order mark may come first.
  private var isAtStart = true
  /// Whether the line is longer than the batches take, and read past to its end unkept.
  private var isSkipping = false

  /// Hands every line that `chunk` ends to `batches`, and keeps the rest for the next chunk.
  mutating func feed(_ chunk: [UInt8], into batches: inout StreamBatchBuilder) {
    var start = 0
    while let end = Self.lineFeed(in: chunk, from: start) {
      if isSkipping || line.count + end - start > batches.maximumRecordSize {
        batches.appendOversized(streamOffset: nil)
        (isAtStart, isSkipping) = (false, false)
        line = []
      } else if line.isEmpty {
        hand(chunk[start..<end], to: &batches)
      } else {
        line.append(contentsOf: chunk[start..<end])
        hand(line[...], to: &batches)
        line.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    guard !isSkipping else { return }
    if line.count + chunk.count - start > batches.maximumRecordSize {
      isSkipping = true
      line = []
    } else {
      line.append(contentsOf: chunk[start...])
    }
  }

  /// Hands the last line, which no line feed ended, to `batches`, once the stream has ended.
  mutating func finish(into batches: inout StreamBatchBuilder) {
    defer { line = [] }
    if isSkipping {
      batches.appendOversized(streamOffset: nil)
    } else {
      hand(line[...], to: &batches, isUnterminated: true)
    }
  }

  /// Hands `line`, without its line feed, to `batches`: as a record, or as a blank line; the
  /// last line, which no line feed ended, only if it is not blank.
  private mutating func hand(
    _ line: ArraySlice<UInt8>,
    to batches: inout StreamBatchBuilder,
    isUnterminated: Bool = false
  ) {
    var line = line
    if isAtStart {
      isAtStart = false
      if line.starts(with: Self.byteOrderMark) { line = line.dropFirst(Self.byteOrderMark.count) }
    }
    if line.allSatisfy(\.isJSONWhitespace) {
      if !isUnterminated { batches.appendBlank() }
    } else {
      batches.append(line, streamOffset: nil, isUnterminated: isUnterminated)
    }
  }

  /// The index of the first line feed of `chunk` from `start`, found with `memchr`, which reads
  /// many bytes at a time.
  private static func lineFeed(in chunk: [UInt8], from start: Int) -> Int? {
    chunk.withUnsafeBytes { bytes in
      guard start < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// The UTF-8 encoding of U+FEFF, which some writers put before the first line.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

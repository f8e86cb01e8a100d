/// Cuts JSON Lines into lines as the bytes arrive, and hands each line to a batch.
///
/// A line ends at a line feed; a JSON value never holds one unescaped, so the cut needs no look
/// at the JSON. Whether a line is JSON is for its batch to check, on the thread that decodes it.
struct JSONLineSplitter {
  /// The bytes of a line that began in an earlier chunk.
  private var line: [UInt8] = []
  /// Whether no byte has arrived yet: a UTF-8 byte order mark may come first.
  private var isAtStart = true

  /// Hands every line that `chunk` ends to `batches`, and keeps the rest for the next chunk.
  mutating func feed(_ chunk: [UInt8], into batches: inout StreamBatchBuilder) {
    guard !chunk.isEmpty else { return }
    var start = 0
    if isAtStart {
      isAtStart = false
      if chunk.starts(with: Self.byteOrderMark) { start = Self.byteOrderMark.count }
    }
    while let end = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
      if line.isEmpty {
        Self.hand(chunk[start..<end], to: &batches)
      } else {
        line.append(contentsOf: chunk[start..<end])
        Self.hand(line[...], to: &batches)
        line.removeAll(keepingCapacity: true)
      }
      start = end + 1
    }
    line.append(contentsOf: chunk[start...])
  }

  /// Hands the last line, which no line feed ended, to `batches`, once the stream has ended.
  mutating func finish(into batches: inout StreamBatchBuilder) {
    defer { line = [] }
    guard !line.allSatisfy(JSONArrayStreamSplitter.isWhitespace) else { return }
    batches.append(line[...], streamOffset: nil, isUnterminated: true)
  }

  /// Hands `line`, without its line feed, to `batches`: as a record, or as a blank line.
  private static func hand(_ line: ArraySlice<UInt8>, to batches: inout StreamBatchBuilder) {
    if line.allSatisfy(JSONArrayStreamSplitter.isWhitespace) {
      batches.appendBlank()
    } else {
      batches.append(line, streamOffset: nil, isUnterminated: false)
    }
  }

  /// The UTF-8 encoding of U+FEFF, which some writers put before the first line.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}

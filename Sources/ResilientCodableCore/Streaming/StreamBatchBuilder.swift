/// Gathers a stream's records into batches of about `targetSize` bytes each, in order.
struct StreamBatchBuilder {
  /// The size of payload at which a batch closes.
  let targetSize: Int
  /// The size past which a record is dropped, unread.
  let maximumRecordSize: Int
  /// The batch being filled.
  private var batch: StreamBatch
  /// The batches closed, oldest first, waiting to decode.
  private(set) var closed: [StreamBatch] = []

  init(targetSize: Int, maximumRecordSize: Int = 1 << 24) {
    self.targetSize = targetSize
    self.maximumRecordSize = maximumRecordSize
    batch = StreamBatch(firstIndex: 0, capacity: Self.capacity(for: targetSize))
  }

  /// The room to reserve in a batch's payload: its target size, and a line or two past it.
  private static func capacity(for targetSize: Int) -> Int { targetSize + targetSize / 4 }

  /// Adds `record`, which starts at `streamOffset` in the stream if its position matters.
  mutating func append(_ record: ArraySlice<UInt8>, streamOffset: Int?, isUnterminated: Bool) {
    batch.append(record, streamOffset: streamOffset, isUnterminated: isUnterminated)
    if batch.payload.count >= targetSize { closeBatch() }
  }

  /// Adds a blank line.
  mutating func appendBlank() {
    batch.appendBlank()
    if batch.payload.count >= targetSize { closeBatch() }
  }

  /// Adds a record longer than ``maximumRecordSize``, which the splitter read past, and which
  /// starts at `streamOffset` in the stream if its position matters.
  mutating func appendOversized(streamOffset: Int?) {
    batch.appendOversized(streamOffset: streamOffset)
    if batch.payload.count >= targetSize { closeBatch() }
  }

  /// Closes the batch being filled, unless it is empty.
  mutating func closeBatch() {
    guard batch.count > 0 else { return }
    batch.close()
    closed.append(batch)
    batch = StreamBatch(
      firstIndex: batch.firstIndex + batch.count, capacity: Self.capacity(for: targetSize))
  }

  /// Takes the oldest closed batch, if there is one.
  mutating func takeClosed() -> StreamBatch? {
    closed.isEmpty ? nil : closed.removeFirst()
  }
}

import Foundation
import ResilientCodableTestSupport
import Testing

@testable import ResilientCodableCore

/// The cuts of a stream into records: lines, and a streamed array's elements, chunk by chunk.
struct StreamSplitterTests {
  typealias JSONWriter = JSONArrayScannerTests.JSONWriter

  /// The records `batches` holds, as text, closing the batch being filled.
  static func records(_ batches: inout StreamBatchBuilder) -> [String] {
    batches.closeBatch()
    var records: [String] = []
    while let batch = batches.takeClosed() {
      let payload = batch.payload
      for index in 0..<batch.count {
        let range = batch.bounds[2 * index]..<batch.bounds[2 * index + 1]
        records.append(
          batch.blanks.contains(index) ? "<blank>" : String(decoding: payload[range], as: UTF8.self)
        )
      }
    }
    return records
  }

  /// `bytes` cut into chunks of random sizes, from one byte up.
  static func chunks(of bytes: [UInt8], random: inout SplitMix64) -> [[UInt8]] {
    var chunks: [[UInt8]] = []
    var start = 0
    while start < bytes.count {
      let size = 1 + Int(random.next() % 40)
      chunks.append(Array(bytes[start..<min(start + size, bytes.count)]))
      start += size
    }
    return chunks
  }

  @Test(arguments: 0..<300)
  func `a streamed array's elements are exactly what the whole scan finds`(seed: Int) throws {
    var writer = JSONWriter(random: SplitMix64(seed: UInt64(seed)))
    var random = SplitMix64(seed: UInt64(seed) ^ 0x5EED)
    let bytes = Array(writer.array().utf8)
    let layout = try #require(try JSONArrayScannerTests.layout(of: Data(bytes)))
    var splitter = JSONArrayStreamSplitter()
    var batches = StreamBatchBuilder(targetSize: 1 + Int(random.next() % 200))
    for chunk in Self.chunks(of: bytes, random: &random) {
      try splitter.feed(chunk, into: &batches)
    }
    try splitter.finish(into: &batches)
    let expected = (0..<layout.count).map {
      String(decoding: bytes[layout.element($0)], as: UTF8.self)
    }
    #expect(Self.records(&batches) == expected)
  }

  @Test(arguments: 0..<1000)
  func `a streamed array fails where it is not JSON, never out of bounds`(seed: Int) throws {
    var writer = JSONWriter(random: SplitMix64(seed: UInt64(seed)))
    var random = SplitMix64(seed: UInt64(seed) ^ 0xBAD)
    let bytes = JSONArrayScannerTests.mutated(Array(writer.array().utf8), random: &random)
    var splitter = JSONArrayStreamSplitter()
    var batches = StreamBatchBuilder(targetSize: 64)
    do {
      for chunk in Self.chunks(of: bytes, random: &random) {
        try splitter.feed(chunk, into: &batches)
      }
      try splitter.finish(into: &batches)
    } catch {
      #expect((0...bytes.count).contains(error.byteOffset))
      return
    }
    // What the cut passes is an array whose elements, joined, parse as the whole does.
    let records = Self.records(&batches)
    let whole = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    let joined = try? JSONSerialization.jsonObject(
      with: Data(("[" + records.joined(separator: ",") + "]").utf8), options: .fragmentsAllowed)
    if let whole {
      #expect(
        try JSONArrayScannerTests.canonical(whole) == JSONArrayScannerTests.canonical(joined ?? []))
    }
  }

  @Test(arguments: 0..<1000)
  func `the line check never fails a line that is one JSON value`(seed: Int) throws {
    var writer = JSONWriter(random: SplitMix64(seed: UInt64(seed)))
    var random = SplitMix64(seed: UInt64(seed) ^ 0x11E)
    var bytes = Array(writer.value(depth: 0).utf8).filter { $0 != 0x0A && $0 != 0x0D }
    if random.next() % 2 == 0 { bytes = JSONArrayScannerTests.mutated(bytes, random: &random) }
    let isOneValue = bytes.withUnsafeBytes(JSONValidator.firstError(in:)) == nil
    let passes = bytes.withUnsafeBytes(JSONLineCheck.holdsOneValue)
    if isOneValue { #expect(passes, "\(String(decoding: bytes, as: UTF8.self))") }
  }

  @Test(arguments: [
    ("1", true), (#""a\"b""#, true), ("  [1, [2], {\"a\": \"]\"}]  ", true), ("1 2", false),
    ("1,2", false), (#"{"a": 1} {"b": 2}"#, false), ("[1,", false), ("2]", false),
    (#""abc"#, false), ("{]", true), ("tru", true), (#"1"a""#, false), ("\"a\" :", false),
  ])
  func `the line check passes one value and what only a full check fails`(
    _ line: String,
    _ passes: Bool
  ) {
    #expect(Array(line.utf8).withUnsafeBytes(JSONLineCheck.holdsOneValue) == passes)
  }

  @Test
  func `lines are cut at line feeds, whatever the chunks`() {
    let text = "\u{FEFF}{\"a\": 1}\r\n\n  \n[2,\n3]\nlast"
    for size in 1...8 {
      var splitter = JSONLineSplitter()
      var batches = StreamBatchBuilder(targetSize: 1 << 20)
      let bytes = Array(text.utf8)
      for start in stride(from: 0, to: bytes.count, by: size) {
        splitter.feed(Array(bytes[start..<min(start + size, bytes.count)]), into: &batches)
      }
      splitter.finish(into: &batches)
      #expect(
        Self.records(&batches) == [#"{"a": 1}"# + "\r", "<blank>", "<blank>", "[2,", "3]", "last"],
        "chunks of \(size)")
    }
  }
}

extension StreamSplitterTests {
  @Test
  func `a streamed array's byte order mark is skipped, whatever the chunks`() throws {
    let bytes = Array("\u{FEFF}[1, \"b\"]".utf8)
    for size in 1...4 {
      var splitter = JSONArrayStreamSplitter()
      var batches = StreamBatchBuilder(targetSize: 1 << 20)
      for start in stride(from: 0, to: bytes.count, by: size) {
        try splitter.feed(Array(bytes[start..<min(start + size, bytes.count)]), into: &batches)
      }
      try splitter.finish(into: &batches)
      #expect(Self.records(&batches) == ["1", #""b""#], "chunks of \(size)")
    }
  }
}

extension StreamSplitterTests {
  @Test
  func `a streamed array takes a comma before its closing bracket, as Foundation does`() throws {
    var splitter = JSONArrayStreamSplitter()
    var batches = StreamBatchBuilder(targetSize: 1 << 20)
    try splitter.feed(Array("[1, 2 ,]".utf8), into: &batches)
    try splitter.finish(into: &batches)
    #expect(Self.records(&batches) == ["1", "2"])
    var empty = JSONArrayStreamSplitter()
    #expect(throws: MalformedJSONError.self) { try empty.feed(Array("[,]".utf8), into: &batches) }
  }
}

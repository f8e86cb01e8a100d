import Foundation
@_spi(Benchmarking) import ResilientCodableCore

/// Decodes one large search response, a tenth of its nodes bad, in a process of its own, whole
/// with `JSONDecoder` or with its nodes decoded concurrently, or streams its nodes as JSON Lines
/// from a file, or only scans its nodes, and prints the time, the throughput and the peak
/// resident memory (see `Scripts/benchmark.sh --large-array`).
struct LargeArrayCheck {
  /// What the process measures, named on the command line.
  enum Mode: String, CaseIterable {
    /// `decode(_:from:reportResilientDecodingErrors:)` of the whole response.
    case whole
    /// `decodeResilientConcurrently(_:elements:at:from:)` of the response and its `/nodes`.
    case concurrent
    /// `decodeResilientStream(of:from:format:)` of the nodes as JSON Lines, read from a file
    /// 64 kB at a time, each node counted and let go as it comes out.
    case stream
    /// The scan that finds the nodes, alone, five times.
    case scan
  }

  let mode: Mode
  let nodes: Int

  func run() {
    if mode == .stream {
      runStream()
      return
    }
    // The decoded values stay alive until the memory is read.
    var result: Any?
    defer { withExtendedLifetime(result) {} }
    var payload: Payload? = PayloadGenerator(nodeCount: nodes).dirtyPayload()
    guard let generated = payload else { return }
    let data = generated.data
    let dropped = generated.resilientDroppedNodeCount
    let expected = DecodeCounts(
      decodedNodes: generated.nodeCount - dropped, failedNodes: dropped,
      reportedErrors: generated.corruptions.count)
    payload = nil
    let megabytes = Double(data.count) / 1e6
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    // What the process holds before the decode: the runtime and the payload.
    let before = Memory.resetPeak()
    let cpuStart = Memory.processorSeconds()
    let start = ContinuousClock.now
    do {
      switch mode {
      case .whole:
        let (response, digest) = try decoder.decode(
          ResilientSearchResponse.self, from: data, reportResilientDecodingErrors: true)
        result = response
        try check(
          DecodeCounts(
            decodedNodes: response.decodedNodeCount, failedNodes: response.failedNodeCount,
            reportedErrors: digest?.recoveryCount ?? 0), expected)
      case .concurrent:
        let (response, nodes, digest) = try decoder.decodeResilientConcurrently(
          ResilientSearchResponse.self, elements: [ResilientNode].self, at: "/nodes", from: data)
        result = nodes
        try check(
          DecodeCounts(
            decodedNodes: nodes.count, failedNodes: response.totalCount - nodes.count,
            reportedErrors: digest?.recoveryCount ?? 0), expected)
      case .stream:
        return
      case .scan:
        var seconds: [Double] = []
        for _ in 0..<5 {
          let start = ContinuousClock.now
          let count = try decoder.countElements(ofArrayAt: "/nodes", in: data)
          seconds.append((ContinuousClock.now - start) / .seconds(1))
          guard count == nodes else { throw LargeArrayFailure("scanned \(count ?? -1) nodes") }
        }
        let median = seconds.sorted()[seconds.count / 2]
        print(
          "scan \(nodes): payload \(fixed(megabytes, 1)) MB, median \(fixed(median * 1e3, 1)) ms, "
            + "\(fixed(megabytes / 1e3 / median, 2)) GB/s")
        return
      }
    } catch {
      FileHandle.standardError.write(Data("error: \(mode.rawValue) \(nodes): \(error)\n".utf8))
      exit(1)
    }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    let cpu = Memory.processorSeconds() - cpuStart
    let peak = Memory.peakMegabytes()
    let after = Memory.residentMegabytes()
    print(
      """
      \(mode.rawValue) \(nodes): payload \(fixed(megabytes, 1)) MB, \
      decode \(fixed(seconds * 1e3, 0)) ms, \(fixed(megabytes / seconds, 1)) MB/s, \
      CPU \(fixed(cpu * 1e3, 0)) ms, \
      peak RSS \(fixed(peak, 1)) MB = before \(fixed(before, 1)) MB (runtime and payload) \
      + values \(fixed(after - before, 1)) MB + transient \(fixed(peak - after, 1)) MB
      """)
  }

  /// Streams the nodes as JSON Lines from a file, which the process writes first and never
  /// holds whole, so that its peak memory is the stream's.
  private func runStream() {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("resilient-bench-\(ProcessInfo.processInfo.processIdentifier).jsonl")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected: DecodeCounts
    let megabytes: Double
    do {
      let lines = PayloadGenerator(nodeCount: nodes).dirtyLines()
      let dropped = lines.resilientDroppedNodeCount
      expected = DecodeCounts(
        decodedNodes: lines.nodeCount - dropped, failedNodes: dropped,
        reportedErrors: lines.corruptions.count)
      megabytes = lines.megabytes
      try lines.data.write(to: URL(fileURLWithPath: path))
    } catch {
      FileHandle.standardError.write(Data("error: stream \(nodes): \(error)\n".utf8))
      exit(1)
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let before = Memory.resetPeak()
    let cpuStart = Memory.processorSeconds()
    let start = ContinuousClock.now
    let outcome = StreamOutcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        let stream = decoder.decodeResilientStream(
          of: ResilientNode.self, from: FileChunks(path: path), format: .jsonLines)
        var count = 0
        for try await _ in stream { count += 1 }
        outcome.result = .success(
          DecodeCounts(
            decodedNodes: count, failedNodes: nodes - count,
            reportedErrors: stream.digest?.recoveryCount ?? 0))
      } catch {
        outcome.result = .failure(error)
      }
      done.signal()
    }
    done.wait()
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    let cpu = Memory.processorSeconds() - cpuStart
    do {
      guard let result = outcome.result else { throw LargeArrayFailure("the stream never ended") }
      try check(try result.get(), expected)
    } catch {
      FileHandle.standardError.write(Data("error: stream \(nodes): \(error)\n".utf8))
      exit(1)
    }
    let peak = Memory.peakMegabytes()
    print(
      """
      stream \(nodes): payload \(fixed(megabytes, 1)) MB, \
      decode \(fixed(seconds * 1e3, 0)) ms, \(fixed(megabytes / seconds, 1)) MB/s, \
      CPU \(fixed(cpu * 1e3, 0)) ms, \
      peak RSS \(fixed(peak, 1)) MB = before \(fixed(before, 1)) MB (runtime, no payload) \
      + stream \(fixed(peak - before, 1)) MB
      """)
  }

  private func check(_ counts: DecodeCounts, _ expected: DecodeCounts) throws {
    guard counts == expected else {
      throw LargeArrayFailure("expected \(expected), got \(counts)")
    }
  }
}

/// What a streamed decode found, handed from its task to the thread that waits for it.
private final class StreamOutcome: @unchecked Sendable {
  var result: Result<DecodeCounts, any Error>?
}

/// A file's bytes, 64 kB at a time, as a network body or a file reader hands them out; read with
/// `read(2)`, since `FileHandle` costs more instructions a byte than the stream's own work.
private struct FileChunks: AsyncSequence, Sendable {
  let path: String

  final class AsyncIterator: AsyncIteratorProtocol {
    private let descriptor: Int32

    init(path: String) { descriptor = open(path, O_RDONLY) }

    deinit { if descriptor >= 0 { close(descriptor) } }

    func next() async throws -> [UInt8]? {
      guard descriptor >= 0 else { return nil }
      let chunk = [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, count in
        count = Swift.max(read(descriptor, buffer.baseAddress, buffer.count), 0)
      }
      return chunk.isEmpty ? nil : chunk
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(path: path) }
}

/// A large-array decode that found the wrong counts.
struct LargeArrayFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}

/// The resident memory and the processor time of this process, from Linux's `/proc/self` and
/// `getrusage`.
enum Memory {
  /// Resets the peak resident memory to the current one, where the kernel allows it, and
  /// returns the current one in megabytes.
  static func resetPeak() -> Double {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    return field("VmRSS") ?? 0
  }

  /// The processor time of every thread of this process so far, user and system, in seconds.
  static func processorSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The resident memory in megabytes.
  static func residentMegabytes() -> Double { field("VmRSS") ?? 0 }

  /// The peak resident memory in megabytes since the last reset (or since the start).
  static func peakMegabytes() -> Double {
    if let peak = field("VmHWM") { return peak }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }

  /// A field of `/proc/self/status` in kilobytes, as megabytes.
  private static func field(_ name: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("\(name):") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
  }
}

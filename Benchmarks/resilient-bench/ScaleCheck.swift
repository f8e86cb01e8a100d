import Foundation
import ResilientCodableCore

/// Decodes one large array, a tenth of its elements bad, and prints what was kept and the peak
/// resident memory, so that runs at several sizes show how memory grows.
struct ScaleCheck {
  /// An element of the array: small, so that a million of them make about 100 MB.
  struct Item: Decodable {
    var id: Int
    var name: String
    var score: Double
    @Resilient var tags: [String]
  }

  /// The decoded payload.
  struct Payload: Decodable {
    @Resilient var items: [Item]
  }

  let elements: Int

  func run() {
    let data = makePayload()
    let megabytes = Double(data.count) / 1_000_000
    let start = ContinuousClock.now
    do {
      let (payload, digest) = try JSONDecoder().decode(
        Payload.self, from: data, reportResilientDecodingErrors: true)
      let seconds = (ContinuousClock.now - start) / .seconds(1)
      let expectedBad = (elements + 9) / 10
      let kept = payload.items.count
      let reported = digest?.recoveryCount ?? 0
      print(
        """
        elements \(elements), payload \(String(format: "%.1f", megabytes)) MB, \
        kept \(kept), reported \(reported), \
        decode \(String(format: "%.2f", seconds)) s, \
        peak RSS \(String(format: "%.1f", peakResidentMegabytes())) MB
        """)
      guard kept == elements - expectedBad, reported == expectedBad else {
        FileHandle.standardError.write(
          Data("error: expected \(elements - expectedBad) kept and \(expectedBad) reported\n".utf8))
        exit(1)
      }
    } catch {
      FileHandle.standardError.write(Data("error: the payload failed as a whole: \(error)\n".utf8))
      exit(1)
    }
  }

  /// The JSON of `elements` items; every tenth has a string where its `id` should be.
  private func makePayload() -> Data {
    var json = #"{"items": ["#
    json.reserveCapacity(elements * 110)
    for index in 0..<elements {
      if index > 0 { json += "," }
      let id = index % 10 == 0 ? #""id-\#(index)""# : String(index)
      json += #"{"id": \#(id), "name": "item number \#(index)", "score": \#(Double(index) / 8), "#
      json += #""tags": ["alpha", "beta", "gamma"]}"#
    }
    json += "]}"
    return Data(json.utf8)
  }

  /// The peak resident set size of this process.
  private func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}

import Foundation
@_spi(Benchmarking) import ResilientCodableCore
import ResilientCodableTestSupport

/// Decodes one file of the standard JSON corpus into its model, through either decoder.
///
/// Once untimed and once inside `measuredDecodeOfCorpus`, where callgrind collects instructions.
/// The files are not in the repository: `Tests/Fixtures/JSONCorpus/`.
struct CorpusCheck {
  /// The decoders compared.
  enum Decoding: String, CaseIterable {
    case foundation
    case reader
  }

  let file: CorpusFile
  let decoding: Decoding

  func run() {
    guard let data = try? file.data() else {
      FileHandle.standardError.write(
        Data("error: \(file.url.path) is missing: see Tests/Fixtures/JSONCorpus/README.md\n".utf8))
      exit(66)
    }
    let decode: (Data) throws -> Int =
      switch (file, decoding) {
      case (.twitter, .foundation):
        { try JSONDecoder().decode(Twitter.SearchResult.self, from: $0).statuses.count }
      case (.twitter, .reader):
        {
          try JSONDecoder().decodeThroughReader(Twitter.SearchResult.self, from: $0).statuses.count
        }
      case (.canada, .foundation):
        { try JSONDecoder().decode(Canada.FeatureCollection.self, from: $0).features.count }
      case (.canada, .reader):
        {
          try JSONDecoder().decodeThroughReader(Canada.FeatureCollection.self, from: $0).features
            .count
        }
      case (.citmCatalog, .foundation):
        { try JSONDecoder().decode(CitmCatalog.Catalog.self, from: $0).events.count }
      case (.citmCatalog, .reader):
        { try JSONDecoder().decodeThroughReader(CitmCatalog.Catalog.self, from: $0).events.count }
      case (.githubEvents, .foundation):
        { try JSONDecoder().decode(GitHub.Events.self, from: $0).count }
      case (.githubEvents, .reader):
        { try JSONDecoder().decodeThroughReader(GitHub.Events.self, from: $0).count }
      }
    do {
      _ = try decode(data)
      let start = ContinuousClock.now
      let count = try measuredDecodeOfCorpus(decode, data)
      print(
        "\(file.rawValue) through \(decoding.rawValue): \(count) top-level values, \(ContinuousClock.now - start)"
      )
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }
}

/// The one timed decode of the corpus.
///
/// Never inlined nor optimized, so that its symbol exists exactly once.
@inline(never)
@_optimize(none)
private func measuredDecodeOfCorpus(_ decode: (Data) throws -> Int, _ data: Data) throws -> Int {
  try decode(data)
}

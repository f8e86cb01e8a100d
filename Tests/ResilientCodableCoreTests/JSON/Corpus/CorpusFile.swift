import Foundation
import Testing

/// A file of the standard JSON corpus, in `Tests/Fixtures/JSONCorpus/` (see the README there).
///
/// The folder is found from this file's path, so that the tests read the same copy as the
/// benchmark, which opens it from the repository's root.
enum CorpusFile: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case twitter = "twitter.json"
  case canada = "canada.json"
  case citmCatalog = "citm_catalog.json"
  case githubEvents = "github_events.json"

  /// `Tests/Fixtures/JSONCorpus/`.
  static let folder = URL(filePath: #filePath)
    .deletingLastPathComponent()  // Corpus
    .deletingLastPathComponent()  // JSON
    .deletingLastPathComponent()  // ResilientCodableCoreTests
    .deletingLastPathComponent()  // Tests
    .appending(path: "Fixtures/JSONCorpus", directoryHint: .isDirectory)

  /// Where the file is.
  var url: URL { Self.folder.appending(path: rawValue, directoryHint: .notDirectory) }

  /// The file's bytes.
  func data() throws -> Data { try Data(contentsOf: url) }

  var testDescription: String { rawValue }
}

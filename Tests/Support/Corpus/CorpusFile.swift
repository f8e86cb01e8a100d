public import Foundation

/// A file of the standard JSON corpus, in `Tests/Fixtures/JSONCorpus/` (see the README there).
///
/// The folder is found from this file's path, so that the tests read the same copy as the
/// benchmark, which opens it from the repository's root.
public enum CorpusFile: String, CaseIterable, Sendable {
  case twitter = "twitter.json"
  case canada = "canada.json"
  case citmCatalog = "citm_catalog.json"
  case githubEvents = "github_events.json"

  /// `Tests/Fixtures/JSONCorpus/`.
  public static let folder = URL(filePath: #filePath)
    .deletingLastPathComponent()  // Corpus
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // Tests
    .appending(path: "Fixtures/JSONCorpus", directoryHint: .isDirectory)

  /// Where the file is.
  public var url: URL { Self.folder.appending(path: rawValue, directoryHint: .notDirectory) }

  /// Whether every file of the corpus is in the folder: they are not in the repository (see the
  /// README there), and the tests that read them are skipped without them.
  public static var isPresent: Bool {
    allCases.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) }
  }

  /// The file's bytes.
  public func data() throws -> Data { try Data(contentsOf: url) }
}

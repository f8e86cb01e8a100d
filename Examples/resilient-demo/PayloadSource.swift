import Foundation

/// Where the demo reads its payload from: the sample bundled with it, or a file named on the
/// command line.
enum PayloadSource {
  /// The bundled `pull-requests.json`.
  case bundled
  /// The JSON file at a path.
  case file(path: String)

  /// How to run the demo.
  static let usage = "usage: resilient-demo [path/to/search-response.json]"

  /// Creates the source that the command-line arguments name.
  ///
  /// - Parameter arguments: The arguments, without the executable's name.
  /// - Throws: ``DemoError/usage`` for more than one argument.
  init(arguments: [String]) throws {
    switch arguments.count {
    case 0: self = .bundled
    case 1: self = .file(path: arguments[0])
    default: throw DemoError.usage
    }
  }

  /// The source's name in messages.
  var name: String {
    switch self {
    case .bundled: "pull-requests.json (bundled)"
    case .file(let path): path
    }
  }

  /// Reads the payload.
  ///
  /// - Returns: The contents of the bundled sample or of the file.
  /// - Throws: ``DemoError/missingBundledResource(_:)`` or
  ///   ``DemoError/unreadableFile(path:reason:)``.
  func load() throws -> Data {
    switch self {
    case .bundled:
      guard let url = Bundle.module.url(forResource: "pull-requests", withExtension: "json") else {
        throw DemoError.missingBundledResource("pull-requests.json")
      }
      return try Self.contents(of: url)
    case .file(let path):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw DemoError.unreadableFile(path: path, reason: "no such file")
      }
      guard !isDirectory.boolValue else {
        throw DemoError.unreadableFile(path: path, reason: "it is a directory")
      }
      return try Self.contents(of: URL(fileURLWithPath: path))
    }
  }

  /// The contents of the file at `url`.
  private static func contents(of url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw DemoError.unreadableFile(path: url.path, reason: error.localizedDescription)
    }
  }
}

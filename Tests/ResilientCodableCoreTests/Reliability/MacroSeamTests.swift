import Foundation
import Testing

/// The seam between the macros' generated code and the runtime: the `_$` declarations that only
/// generated code calls stay few, and in one folder, so that the seam cannot grow back unseen.
struct MacroSeamTests {
  /// The most `_$` declarations the core may have: today's count.
  ///
  /// Lower it as the seam narrows (issue #37's goal is 8); never raise it.
  static let limit = 25

  /// The `_$` declarations of the core's sources, as `file: declaration` lines.
  static func declarations() throws -> [String] {
    let core = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appending(path: "Sources/ResilientCodableCore")
    let declaration =
      /^\s*((public|package|internal|static|mutating|final|override) )*(func|var|let|struct|enum|class|protocol|typealias) _\$/
    var found: [String] = []
    let files = try #require(
      FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
    for case let file as URL in files where file.pathExtension == "swift" {
      let relative = file.path.replacingOccurrences(of: core.path + "/", with: "")
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      where line.contains(declaration) {
        found.append("\(relative): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found.sorted()
  }

  @Test func `the core has at most its limit of declarations for generated code only`() throws {
    let found = try Self.declarations()
    #expect(found.count > 0)
    #expect(found.count <= Self.limit, "\(found.joined(separator: "\n"))")
  }

  @Test func `every declaration for generated code only is in MacroSupport`() throws {
    let outside = try Self.declarations().filter { !$0.hasPrefix("MacroSupport/") }
    #expect(outside == [])
  }
}

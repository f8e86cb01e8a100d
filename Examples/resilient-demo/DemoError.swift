import Foundation
import ResilientCodable

/// An error that stops the demo, described by the message it prints.
enum DemoError: Error, CustomStringConvertible {
  /// The command line held more than one argument.
  case usage
  /// A bundled file, the sample or the drift baseline, is missing from the executable's
  /// resources.
  case missingBundledResource(String)
  /// The payload file could not be read.
  case unreadableFile(path: String, reason: String)
  /// The payload failed to decode as a whole.
  case undecodablePayload(source: String, error: any Error)

  var description: String {
    switch self {
    case .usage:
      "expected at most one argument, the path of a JSON file\n\(PayloadSource.usage)"
    case .missingBundledResource(let name):
      "the bundled \(name) is missing from the demo's resources"
    case .unreadableFile(let path, let reason):
      "cannot read \(path): \(reason)"
    case .undecodablePayload(let source, let error):
      "cannot decode \(source) as a pull-request search response: \(Self.describe(error))"
    }
  }

  /// A decoding error in one line, with the path where it occurred.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .keyNotFound(let key, let context):
      return "Key `\(key.stringValue)` not found" + location(of: context.codingPath)
    case .valueNotFound(let type, let context):
      return "Expected `\(type)` but found null" + location(of: context.codingPath)
    case .typeMismatch(_, let context), .dataCorrupted(let context):
      return trimmed(context.debugDescription) + location(of: context.codingPath)
    @unknown default:
      return String(describing: error)
    }
  }

  /// Where a decoding error occurred, such as ` at data/search/nodes`; nothing at the top
  /// level.
  private static func location(of codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "" : " at \(CodingPath(codingPath))"
  }

  /// A decoder's message without its final period.
  private static func trimmed(_ message: String) -> String {
    message.hasSuffix(".") ? String(message.dropLast()) : message
  }
}
